// Filing advice in the popup: the suggested notebook (picked for the reader when the classifier is confident,
// otherwise offered as a one-click chip), up to five suggested tags to add, and a notice when the page is in a
// topic the reader asked to be warned about. Built with createElement/textContent only: no page HTML here.
import { t } from '../shared/i18n';
import type { FilingAdvice, PageText } from '../shared/filing';
import type { PagePreview } from '../shared/messages';
import { button } from './view';

/** What the advice may do to the popup's filing fields. */
export interface FilingControls {
  /** Whether the reader already picked a notebook: a suggestion never overrides the reader. */
  notebookChosenByReader(): boolean;
  /** The notebook the popup would save into now. */
  currentNotebook(): string;
  chooseNotebook(name: string): void;
  hasTag(name: string): boolean;
  addTag(name: string): void;
}

/** The longest keyword the `suggest` message accepts, and how many. */
const KEYWORD_LENGTH = 100;
const KEYWORDS = 200;

/** What the classifier reads of a preview: the same fields a saved clip keeps. */
export function pageTextOf(preview: PagePreview): PageText {
  const meta = preview.result.metadata;
  const bookmark = preview.mode === 'bookmark';
  return {
    title: meta.title || preview.pageTitle || preview.url,
    html: bookmark ? '' : preview.result.html,
    text: bookmark ? (meta.excerpt ?? '') : preview.result.text,
    excerpt: meta.excerpt,
    lang: meta.lang,
    keywords: meta.keywords.filter((word) => word.length <= KEYWORD_LENGTH).slice(0, KEYWORDS),
  };
}

function chip(doc: Document, label: string, accessibleName: string, onClick: () => void): HTMLButtonElement {
  const element = button(doc, label, onClick);
  element.className = 'chip';
  element.setAttribute('aria-label', accessibleName);
  return element;
}

function renderSuggestions(doc: Document, box: HTMLElement, advice: FilingAdvice, controls: FilingControls): void {
  const chips: HTMLButtonElement[] = [];
  const { notebook, tags } = advice.suggestion;
  if (notebook && notebook.preselect && !controls.notebookChosenByReader()) {
    controls.chooseNotebook(notebook.name);
  } else if (notebook && notebook.name !== controls.currentNotebook()) {
    const offer = chip(doc, notebook.name, t('popup_suggested_notebook_use', notebook.name), () => {
      controls.chooseNotebook(notebook.name);
      offer.remove();
    });
    offer.dataset.kind = 'notebook';
    chips.push(offer);
  }
  for (const { name } of tags) {
    if (controls.hasTag(name)) continue;
    const add = chip(doc, `+ ${name}`, t('popup_suggested_tag_add', name), () => {
      controls.addTag(name);
      add.remove();
    });
    add.dataset.kind = 'tag';
    chips.push(add);
  }
  const heading = doc.createElement('span');
  heading.id = 'suggested-label';
  heading.textContent = t('popup_suggested_label');
  box.replaceChildren(...(chips.length ? [heading, ...chips] : []));
  box.hidden = chips.length === 0;
}

function renderWarning(notice: HTMLElement, advice: FilingAdvice): void {
  const { warning } = advice;
  if (!warning) {
    notice.replaceChildren();
    return;
  }
  const sentence = notice.ownerDocument.createElement('p');
  sentence.textContent = t('popup_topic_warning', [warning.topic, warning.words.join(', ')]);
  notice.dataset.tone = 'warning';
  notice.replaceChildren(sentence);
}

/** Shows the advice in `#suggested` and `#topic-warning`; `data-advised` tells tests (and the bench) it is done. */
export function showAdvice(doc: Document, advice: FilingAdvice, controls: FilingControls): void {
  const box = doc.getElementById('suggested');
  const notice = doc.getElementById('topic-warning');
  if (box) renderSuggestions(doc, box, advice, controls);
  if (notice) renderWarning(notice, advice);
  if (box) {
    box.dataset.advised = 'true';
    box.dataset.suggestMs = advice.timing.suggestMs.toFixed(2);
    box.dataset.syncMs = advice.timing.syncMs.toFixed(2);
    box.dataset.filterMs = advice.timing.filterMs.toFixed(2);
  }
}
