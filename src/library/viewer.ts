// The clip view: the sanitized article, its facts, a link to the original, the edit form (title, notebook,
// tags), Copy/Download Markdown and Delete. It only shows and collects; the page (main.ts) does the writing.
import type { Clip } from '../shared/clip';
import { formatDate, formatNumber, t } from '../shared/i18n';
import { renderSanitized } from '../shared/sanitize';
import { parseTags } from './tags';

export interface ClipEdits {
  title: string;
  notebook: string;
  tags: string[];
}

export interface ViewerActions {
  save(clip: Clip, edits: ClipEdits): void;
  remove(clip: Clip): void;
  copyMarkdown(clip: Clip): void;
  downloadMarkdown(clip: Clip): void;
  close(): void;
}

function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

export class ClipViewer {
  private clip: Clip | undefined;
  private readonly section = byId<HTMLElement>('viewer');
  private readonly article = byId<HTMLElement>('viewer-article');
  private readonly meta = byId<HTMLElement>('viewer-meta');
  private readonly original = byId<HTMLAnchorElement>('viewer-original');
  private readonly form = byId<HTMLFormElement>('edit-form');
  private readonly title = byId<HTMLInputElement>('edit-title');
  private readonly notebook = byId<HTMLInputElement>('edit-notebook');
  private readonly tags = byId<HTMLInputElement>('edit-tags');

  constructor(private readonly actions: ViewerActions) {
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!this.clip) return;
      const edits = { title: this.title.value.trim() || this.clip.title, notebook: this.notebook.value.trim() || this.clip.notebook, tags: parseTags(this.tags.value) };
      actions.save(this.clip, edits);
    });
    byId('viewer-close').addEventListener('click', () => actions.close());
    byId('delete-clip').addEventListener('click', () => this.clip && actions.remove(this.clip));
    byId('copy-markdown').addEventListener('click', () => this.clip && actions.copyMarkdown(this.clip));
    byId('download-markdown').addEventListener('click', () => this.clip && actions.downloadMarkdown(this.clip));
    this.section.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') actions.close();
    });
  }

  get openId(): string | undefined {
    return this.clip?.id;
  }

  show(clip: Clip, notebooks: readonly string[]): void {
    this.clip = clip;
    this.section.hidden = false;
    this.title.value = clip.title;
    this.notebook.value = clip.notebook;
    this.tags.value = clip.tags.join(', ');
    const choices = byId<HTMLDataListElement>('notebook-choices');
    choices.replaceChildren(...notebooks.map((name) => Object.assign(document.createElement('option'), { value: name })));
    this.original.href = clip.url;
    this.meta.textContent = [
      clip.site,
      clip.byline,
      clip.published ? t('library_published', formatDate(clip.published)) : '',
      t('library_clipped', formatDate(clip.created, { dateStyle: 'medium', timeStyle: 'short' })),
      t('library_words', formatNumber(clip.wordCount)),
    ].filter(Boolean).join(' · ');
    this.article.lang = clip.lang ?? '';
    renderSanitized(this.article, clip.html);
    this.section.scrollTop = 0;
    this.title.focus();
  }

  /** After an edit: keep what is shown in step without re-rendering the article. */
  updated(clip: Clip): void {
    if (this.clip?.id === clip.id) this.clip = clip;
  }

  hide(): void {
    this.clip = undefined;
    this.section.hidden = true;
    this.article.replaceChildren();
  }
}
