// The settings form's plain fields: each maps one form control to one Settings field. Topics have their own
// editor (topics.ts).
import { t } from '../shared/i18n';
import type { SettingError, Settings } from '../shared/settings';

export type FieldName = 'defaultMode' | 'defaultNotebook' | 'keepImages' | 'imageCapMb' | 'scrollForLazyImages' | 'frontMatterTemplate' | 'fileNameTemplate' | 'theme';

export const FIELD_NAMES: readonly FieldName[] = [
  'defaultMode',
  'defaultNotebook',
  'keepImages',
  'imageCapMb',
  'scrollForLazyImages',
  'frontMatterTemplate',
  'fileNameTemplate',
  'theme',
];

/** Fields saved while the reader types (after a pause); the others are saved on `change`. */
export const TYPED_FIELDS: ReadonlySet<FieldName> = new Set(['defaultNotebook', 'imageCapMb', 'frontMatterTemplate', 'fileNameTemplate']);

export function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

function controls(form: HTMLFormElement, field: FieldName): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>(`[name="${field}"]`)];
}

/** The control's current value in the type the setting has; an unparsable number stays a string (and fails validation). */
export function readField(form: HTMLFormElement, field: FieldName): unknown {
  const [control] = controls(form, field);
  if (!control) return undefined;
  if (control.type === 'checkbox') return control.checked;
  if (control.type === 'radio') return controls(form, field).find((radio) => radio.checked)?.value;
  if (control.type === 'number') return Number.isNaN(control.valueAsNumber) ? control.value : control.valueAsNumber;
  return control.value;
}

export function writeField(form: HTMLFormElement, field: FieldName, settings: Settings): void {
  const value = settings[field];
  for (const control of controls(form, field)) {
    if (control.type === 'checkbox') control.checked = value === true;
    else if (control.type === 'radio') control.checked = control.value === value;
    else control.value = String(value);
  }
}

/** Shows (or clears) the inline error under a field and marks its controls invalid for assistive technology. */
export function showFieldError(form: HTMLFormElement, field: keyof Settings, error: SettingError | undefined): void {
  const message = form.ownerDocument.getElementById(`${field}-error`);
  if (message) {
    message.textContent = error ? t(error) : '';
    message.hidden = !error;
  }
  for (const control of form.querySelectorAll<HTMLElement>(`[name="${field}"]`)) {
    if (error) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }
}
