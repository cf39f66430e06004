// The clip view: the sanitized article, its facts, a link to the original, the edit form (title, notebook,
// tags), Copy/Download Markdown and Delete. It only shows and collects; the page (main.ts) does the writing.
import { imageKey, type AssetBytes } from '../shared/assets';
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
  /** The stored copy of an image, by content hash (undefined when it is gone). */
  storedImage(hash: string): Promise<AssetBytes | undefined>;
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
  /** Lists the clip's images that were not stored; made here so the page markup needs no change. */
  private readonly failedImages = document.createElement('details');
  /** Object URLs of the shown clip's images, revoked when another clip is shown or the view closes. */
  private objectUrls: string[] = [];

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
    this.failedImages.id = 'viewer-failed-images';
    this.failedImages.className = 'failed-images';
    this.failedImages.hidden = true;
    this.article.after(this.failedImages);
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
    this.releaseImages();
    renderSanitized(this.article, clip.html);
    this.showFailedImages(clip);
    void this.showStoredImages(clip);
    this.section.scrollTop = 0;
    this.title.focus();
  }

  /** Points the sanitized article's images at their stored copies (the page may be offline or gone). */
  private async showStoredImages(clip: Clip): Promise<void> {
    const byUrl = new Map((clip.images ?? []).map((image) => [image.url, image]));
    if (byUrl.size === 0) return;
    const blobs = new Map<string, Promise<string | undefined>>();
    const objectUrl = (hash: string) => {
      let url = blobs.get(hash);
      if (!url) {
        url = this.actions.storedImage(hash).then((asset) => {
          if (!asset || this.clip?.id !== clip.id) return undefined;
          const created = URL.createObjectURL(new Blob([asset.bytes], { type: asset.type }));
          this.objectUrls.push(created);
          return created;
        }).catch(() => undefined);
        blobs.set(hash, url);
      }
      return url;
    };
    for (const img of Array.from(this.article.querySelectorAll('img'))) {
      const image = byUrl.get(imageKey(img, clip.url));
      const url = image && (await objectUrl(image.hash));
      if (!url || this.clip?.id !== clip.id) continue;
      // srcset and <picture> sources would win over src and fetch the remote copy.
      img.removeAttribute('srcset');
      img.removeAttribute('sizes');
      if (img.parentElement?.tagName === 'PICTURE') for (const source of Array.from(img.parentElement.querySelectorAll('source'))) source.remove();
      img.src = url;
      img.dataset.stored = image.hash;
    }
  }

  private showFailedImages(clip: Clip): void {
    const failed = (clip.failedImages ?? []).map((entry) => (typeof entry === 'string' ? { url: entry, reason: '' } : entry));
    this.failedImages.hidden = failed.length === 0;
    if (failed.length === 0) return this.failedImages.replaceChildren();
    const summary = document.createElement('summary');
    summary.textContent = t('library_failed_images', String(failed.length));
    const list = document.createElement('ul');
    for (const { url, reason } of failed) {
      const item = document.createElement('li');
      const link = Object.assign(document.createElement('a'), { href: url, textContent: url, rel: 'noopener noreferrer' });
      item.append(link, reason ? ` — ${reason}` : '');
      list.append(item);
    }
    this.failedImages.replaceChildren(summary, list);
  }

  private releaseImages(): void {
    for (const url of this.objectUrls) URL.revokeObjectURL(url);
    this.objectUrls = [];
  }

  /** After an edit: keep what is shown in step without re-rendering the article. */
  updated(clip: Clip): void {
    if (this.clip?.id === clip.id) this.clip = clip;
  }

  hide(): void {
    this.clip = undefined;
    this.section.hidden = true;
    this.article.replaceChildren();
    this.failedImages.replaceChildren();
    this.failedImages.hidden = true;
    this.releaseImages();
  }
}
