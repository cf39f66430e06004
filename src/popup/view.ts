// The popup's DOM: typed handles on the elements of index.html and small builders for what changes.
// Page-derived HTML enters only as sanitized fragments (shared/sanitize.ts); everything else is built with createElement/textContent.
import { formatDate, formatNumber, t } from '../shared/i18n';
import type { ClipMode } from '../core/types';
import type { PagePreview } from '../shared/messages';

export interface PopupElements {
  root: HTMLElement;
  title: HTMLInputElement;
  meta: HTMLElement;
  modes: Record<ClipMode, HTMLInputElement>;
  notice: HTMLElement;
  preview: HTMLElement;
  notebook: HTMLSelectElement;
  newNotebook: HTMLInputElement;
  tags: HTMLInputElement;
  tagSuggestions: HTMLDataListElement;
  tagList: HTMLUListElement;
  openLibrary: HTMLAnchorElement;
  copy: HTMLButtonElement;
  download: HTMLButtonElement;
  save: HTMLButtonElement;
}

function byId<T extends HTMLElement>(doc: Document, id: string): T {
  const element = doc.getElementById(id);
  if (!element) throw new Error(`popup markup lacks #${id}`);
  return element as T;
}

export function popupElements(doc: Document): PopupElements {
  return {
    root: byId(doc, 'popup'),
    title: byId(doc, 'title'),
    meta: byId(doc, 'meta'),
    modes: {
      article: byId(doc, 'mode-article'),
      selection: byId(doc, 'mode-selection'),
      fullpage: byId(doc, 'mode-fullpage'),
      bookmark: byId(doc, 'mode-bookmark'),
    },
    notice: byId(doc, 'notice'),
    preview: byId(doc, 'preview'),
    notebook: byId(doc, 'notebook'),
    newNotebook: byId(doc, 'new-notebook'),
    tags: byId(doc, 'tags'),
    tagSuggestions: byId(doc, 'tag-suggestions'),
    tagList: byId(doc, 'tag-list'),
    openLibrary: byId(doc, 'open-library'),
    copy: byId(doc, 'copy'),
    download: byId(doc, 'download'),
    save: byId(doc, 'save'),
  };
}

/** "site · byline · date · 1,234 words · 5 min read", leaving out what the page did not say. */
export function describePreview(preview: PagePreview): string {
  const { metadata, wordCount, readingMinutes } = preview.result;
  const parts = [metadata.siteName, metadata.byline, metadata.published ? formatDate(metadata.published) : null];
  if (preview.mode !== 'bookmark') {
    parts.push(t('popup_word_count', formatNumber(wordCount)), t('popup_reading_minutes', formatNumber(Math.max(1, readingMinutes))));
  }
  return parts.filter(Boolean).join(' · ');
}

export function button(doc: Document, label: string, onClick: () => void): HTMLButtonElement {
  const element = doc.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

/** Replaces the notice with a sentence and optional actions (buttons or links). */
export function showNotice(els: PopupElements, text: string, actions: HTMLElement[] = [], tone: 'info' | 'error' = 'info'): void {
  const doc = els.notice.ownerDocument;
  const sentence = doc.createElement('p');
  sentence.textContent = text;
  els.notice.dataset.tone = tone;
  els.notice.replaceChildren(sentence, ...actions);
}

export function clearNotice(els: PopupElements): void {
  els.notice.replaceChildren();
  delete els.notice.dataset.tone;
}

export function placeholder(doc: Document, text: string): HTMLElement {
  const element = doc.createElement('p');
  element.className = 'placeholder';
  element.textContent = text;
  return element;
}

export function fillNotebooks(els: PopupElements, notebooks: readonly string[], chosen: string): void {
  const doc = els.notebook.ownerDocument;
  const options = [...new Set([chosen, ...notebooks])].map((name) => {
    const option = doc.createElement('option');
    option.value = name;
    option.textContent = name;
    option.selected = name === chosen;
    return option;
  });
  const create = doc.createElement('option');
  create.value = '';
  create.dataset.new = 'true';
  create.textContent = t('popup_notebook_new');
  els.notebook.replaceChildren(...options, create);
}

export function fillTagSuggestions(els: PopupElements, tags: readonly string[]): void {
  const doc = els.tagSuggestions.ownerDocument;
  els.tagSuggestions.replaceChildren(
    ...tags.map((tag) => {
      const option = doc.createElement('option');
      option.value = tag;
      return option;
    }),
  );
}

export function renderTagList(els: PopupElements, tags: readonly string[], onRemove: (tag: string) => void): void {
  const doc = els.tagList.ownerDocument;
  els.tagList.replaceChildren(
    ...tags.map((tag) => {
      const item = doc.createElement('li');
      const name = doc.createElement('span');
      name.textContent = tag;
      const remove = button(doc, '×', () => onRemove(tag));
      remove.setAttribute('aria-label', t('popup_tag_remove', tag));
      item.append(name, remove);
      return item;
    }),
  );
}
