// Every string a reader sees goes through here: `t(key)` in code, `data-i18n` attributes in HTML.
// Each extension context keeps its own strings in `src/<context>/_locales/<locale>.json` (Chrome's messages.json
// format, keys prefixed with the context); the build merges them into `_locales/<locale>/messages.json`.
import browser from 'webextension-polyfill';

export function t(key: string, substitutions?: string | string[]): string {
  const message = browser.i18n.getMessage(key, substitutions);
  return message || key;
}

/** The UI's locale, for Intl formatting of dates and numbers. */
export function uiLocale(): string {
  return browser.i18n.getUILanguage() || 'en';
}

/**
 * Fills `data-i18n` (text), `data-i18n-label` (aria-label), `data-i18n-placeholder` and `data-i18n-title`
 * attributes, and sets the document's language.
 */
export function localizePage(root: Document = document): void {
  root.documentElement.lang = uiLocale();
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n]')) element.textContent = t(element.dataset.i18n!);
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n-label]')) element.setAttribute('aria-label', t(element.dataset.i18nLabel!));
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n-placeholder]')) element.setAttribute('placeholder', t(element.dataset.i18nPlaceholder!));
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n-title]')) element.setAttribute('title', t(element.dataset.i18nTitle!));
}

export function formatDate(timestamp: number | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(uiLocale(), options).format(date);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(uiLocale()).format(value);
}
