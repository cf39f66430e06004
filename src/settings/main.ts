// The settings page: every change is validated and saved as it is made (invalid input shows an inline error and
// is not saved); other extension pages pick the change up through storage.onChanged, without a reload.
import browser from 'webextension-polyfill';
import { localizePage, t } from '../shared/i18n';
import { ClipStore } from '../shared/store';
import { followTheme, loadSettings, onSettingsChanged, trySaveSettings, type Settings } from '../shared/settings';
import { FIELD_NAMES, TYPED_FIELDS, isFieldName, readField, showFieldError, writeField, type FieldName } from './fields';
import { previewFileName, previewFrontMatter, sampleClip } from './preview';
import { currentShortcuts, isFirefox, openShortcutSettings, renderShortcuts } from './shortcuts';
import { topicEditor } from './topics';

/** Pause after the last keystroke before a typed field is saved: long enough not to save half a word. */
const TYPING_PAUSE_MS = 400;

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`settings page has no #${id}`);
  return element as T;
}

const form = byId<HTMLFormElement>('settings-form');
const status = byId<HTMLElement>('save-status');
const topics = topicEditor(byId<HTMLUListElement>('topics'), byId<HTMLTemplateElement>('topic-template'), () => schedule('filteredTopics'));

/** What the page saves: a form field, or the topic list as a whole. */
type Saved = FieldName | 'filteredTopics';

/** Saves waiting for the reader to stop typing, by field. */
const pending = new Map<Saved, ReturnType<typeof setTimeout>>();
/**
 * Fields whose control shows something not stored: typed but not yet saved, refused as invalid, or a topic just
 * added. A change arriving from another page must not overwrite them, or the reader's input would vanish.
 */
const unsaved = new Set<Saved>();

function valueOf(field: Saved): unknown {
  return field === 'filteredTopics' ? topics.read() : readField(form, field);
}

async function save(field: Saved): Promise<void> {
  clearTimeout(pending.get(field));
  pending.delete(field);
  const { errors } = await trySaveSettings({ [field]: valueOf(field) } as Partial<Settings>);
  if (!errors[field] && !pending.has(field)) unsaved.delete(field);
  showFieldError(form, field, errors[field]);
  // The status speaks for the whole page: one refused field anywhere means something is still not saved.
  const refused = form.querySelector('[aria-invalid="true"]') !== null || !byId('filteredTopics-error').hidden;
  status.textContent = refused ? t('settings_status_not_saved') : t('settings_status_saved');
}

function schedule(field: Saved): void {
  unsaved.add(field);
  clearTimeout(pending.get(field));
  pending.set(field, setTimeout(() => void save(field), TYPING_PAUSE_MS));
}

/** The image size limit means nothing when images are not stored: disable it then. */
function updateDependentFields(): void {
  byId<HTMLInputElement>('imageCapMb').disabled = readField(form, 'keepImages') !== true;
}

function updatePreviews(): void {
  const sample = sampleClip(String(readField(form, 'defaultNotebook')).trim() || t('settings_sample_notebook'));
  byId('front-matter-preview').textContent = previewFrontMatter(String(readField(form, 'frontMatterTemplate')), sample);
  byId('file-name-preview').textContent = previewFileName(String(readField(form, 'fileNameTemplate')), sample);
}

/** Shows stored settings, except in the control the reader is editing or has unsaved input in. */
function show(settings: Settings): void {
  const editing = document.activeElement;
  for (const field of FIELD_NAMES) {
    const busy = unsaved.has(field) || (editing instanceof HTMLElement && editing.getAttribute('name') === field);
    if (!busy) writeField(form, field, settings);
  }
  if (!unsaved.has('filteredTopics') && !byId('topics').contains(editing)) topics.show(settings.filteredTopics);
  updateDependentFields();
  updatePreviews();
}

function nameOf(target: EventTarget | null): FieldName | undefined {
  const name = target instanceof HTMLElement ? target.getAttribute('name') : null;
  return name && isFieldName(name) ? name : undefined;
}

function listen(): void {
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('input', (event) => {
    const field = nameOf(event.target);
    if (field && TYPED_FIELDS.has(field)) schedule(field);
    updateDependentFields();
    updatePreviews();
  });
  form.addEventListener('change', (event) => {
    const field = nameOf(event.target);
    if (!field) return;
    unsaved.add(field);
    void save(field);
  });
  byId('add-topic').addEventListener('click', () => {
    unsaved.add('filteredTopics');
    topics.add();
  });
  byId('open-shortcuts').addEventListener('click', () => void openShortcutSettings());
  byId('open-welcome').addEventListener('click', () => void browser.tabs.create({ url: browser.runtime.getURL('src/welcome/index.html') }));
  onSettingsChanged(show);
  // Closing the tab right after typing must not lose the last edit: save what is waiting when the page is hidden.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') for (const field of [...pending.keys()]) void save(field);
  });
}

/** Offers the library's notebooks as suggestions for the default notebook (typing a new name is still allowed). */
async function suggestNotebooks(): Promise<void> {
  let names: string[];
  try {
    const store = await ClipStore.open();
    names = await store.notebooks();
    store.close();
  } catch {
    return; // Without the library (storage blocked by policy) the field still takes any name.
  }
  byId('notebook-names').replaceChildren(
    ...names.map((name) => {
      const option = document.createElement('option');
      option.value = name;
      return option;
    }),
  );
}

async function showShortcuts(): Promise<void> {
  const firefox = isFirefox();
  byId('shortcuts-chrome').hidden = firefox;
  byId('shortcuts-firefox').hidden = !firefox;
  renderShortcuts(byId('shortcuts'), await currentShortcuts());
}

async function start(): Promise<void> {
  localizePage();
  await followTheme();
  show(await loadSettings());
  listen();
  await Promise.all([showShortcuts(), suggestNotebooks()]);
  document.body.dataset.ready = 'true';
}

void start();
