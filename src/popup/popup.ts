// The popup's behaviour: preview what will be saved in the chosen mode, let the reader fix the title and file
// the clip, then save, copy or download it. All talk with the background goes through a `PopupConnector`.
import type { ClipMode } from '../core/types';
import { formatDate, formatNumber, t } from '../shared/i18n';
import type { PagePreview, PreviewResponse, SaveRequest } from '../shared/messages';
import { sanitizeHtml, sanitizeToFragment } from '../shared/sanitize';
import type { Settings } from '../shared/settings';
import type { EarlierClip, PopupConnector } from './connector';
import { markdownFileName } from './file-name';
import { pageTextOf, showAdvice } from './filing';
import { insertAfterLoad } from './media-hold';
import { endsTag, mergeTags, parseTags } from './tags';
import {
  button,
  clearNotice,
  describePreview,
  fillNotebooks,
  fillTagSuggestions,
  placeholder,
  popupElements,
  renderTagList,
  showNotice,
  type PopupElements,
} from './view';

export interface PopupDeps {
  doc: Document;
  connector: PopupConnector;
  settings: Settings;
  /** The tab being clipped; undefined when there is none (e.g. a devtools window). */
  tabId: number | undefined;
  closeWindow: () => void;
  writeClipboard: (text: string) => Promise<void>;
  now?: () => Date;
  /** Asks for the host permission images are fetched with (inside the Save click); absent in stand-ins. */
  askImageAccess?: () => Promise<boolean>;
}

type DuplicateChoice = 'update' | 'keep';

/**
 * A preview's body comes from the page unsanitized (the page reader sanitizes only what is saved): it is
 * sanitized here, on arrival, before the render, Markdown or filing advice can use it.
 */
function sanitizedPreview(response: PreviewResponse): PreviewResponse {
  if (!response.ok || !response.preview.result.html) return response;
  const { preview } = response;
  return { ...response, preview: { ...preview, result: { ...preview.result, html: sanitizeHtml(preview.result.html) } } };
}

/** Images are fetched only for a clip that has some: a page without any never asks for the permission. */
function hasImages(preview: PagePreview): boolean {
  return preview.mode !== 'bookmark' && /<img\b/i.test(preview.result.html);
}

const MODES: readonly ClipMode[] = ['article', 'selection', 'fullpage', 'bookmark'];

export class ClipPopup {
  private readonly els: PopupElements;
  /** One read per mode: switching back to a mode already read re-renders without injecting again. */
  private readonly previews = new Map<ClipMode, Promise<PreviewResponse>>();
  private mode: ClipMode;
  private shown: PagePreview | undefined;
  private earlier: EarlierClip[] = [];
  /** Settles once the earlier clips of this page are known: a quick Save must still ask about duplicates. */
  private earlierKnown: Promise<void> | undefined;
  private tags: string[] = [];
  private titleEdited = false;
  private renderedOnce = false;
  /** Settles once the first preview (or the reason there is none) is on screen. */
  private readonly painted: Promise<void>;
  private notePainted: () => void = () => undefined;
  /** Filing advice is asked once, for the first page reading shown. */
  private advised = false;
  private notebookChosenByReader = false;

  constructor(private readonly deps: PopupDeps) {
    this.els = popupElements(deps.doc);
    this.mode = deps.settings.defaultMode;
    this.painted = new Promise((resolve) => (this.notePainted = resolve));
  }

  /**
   * Asks for the preview first, before any other work, since reading the page is the long pole of opening the
   * popup. The library lookups (notebooks, tags, earlier clips, filing advice) wait until the preview has been
   * painted: they are not needed to show it, and they would compete with it for the worker and this thread.
   * Resolves once the preview is on screen and those lookups have been asked.
   */
  async start(): Promise<void> {
    // The preview renders in a later task at the earliest (the answer is awaited), after this setup.
    const firstPreview = this.deps.tabId === undefined ? undefined : this.showMode(this.mode);
    this.wireEvents();
    fillNotebooks(this.els, [], this.deps.settings.defaultNotebook);
    this.setActionsEnabled(false);
    this.els.title.focus();
    if (!firstPreview) {
      this.finishLoading();
      showNotice(this.els, t('popup_no_tab'), [], 'error');
      return;
    }
    warmUp(this.deps.doc);
    await firstPreview;
    await this.painted;
    void this.loadFacets();
  }

  // —— reading and rendering ——

  private read(mode: ClipMode): Promise<PreviewResponse> {
    let pending = this.previews.get(mode);
    if (!pending) {
      if (!this.renderedOnce) performance.mark('pith-preview-requested');
      pending = this.deps.connector.preview(this.deps.tabId!, mode).then((response) => {
        if (!this.renderedOnce) performance.mark('pith-preview-answered');
        return sanitizedPreview(response);
      }).catch((error: unknown) => {
        this.previews.delete(mode);
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, reason: 'failed', message, url: '', pageTitle: '' } as const;
      });
      this.previews.set(mode, pending);
    }
    return pending;
  }

  async showMode(mode: ClipMode): Promise<void> {
    this.mode = mode;
    this.els.modes[mode].checked = true;
    this.setBusy(true);
    const response = await this.read(mode);
    if (!this.renderedOnce) performance.mark('pith-preview-received', { detail: { extractMs: response.ok ? response.preview.result.ms : null } });
    if (this.mode !== mode) return; // the reader switched again while this one was read
    if (response.ok) this.renderPreview(response.preview);
    else this.renderUnreadable(response);
    this.setBusy(false);
    this.markRendered();
  }

  private renderPreview(preview: PagePreview): void {
    const { doc } = this.deps;
    this.shown = preview;
    if (!this.titleEdited) this.els.title.value = preview.result.metadata.title || preview.pageTitle || preview.url;
    this.els.meta.textContent = describePreview(preview);
    this.els.modes.selection.disabled = !preview.hasSelection && this.mode !== 'selection';
    if (preview.mode === 'bookmark') {
      this.els.preview.replaceChildren(placeholder(doc, preview.result.metadata.excerpt || t('popup_bookmark_only', preview.url)));
    } else {
      this.els.preview.lang = preview.result.metadata.lang ?? '';
      // Its images load once the popup is up, not before (media-hold.ts).
      const win = (doc.defaultView ?? window) as Window & typeof globalThis;
      insertAfterLoad(doc, this.els.preview, sanitizeToFragment(preview.result.html, win));
    }
    clearNotice(this.els);
    if (!preview.result.ok && preview.mode !== 'bookmark') this.offerOtherModes(preview);
    this.setActionsEnabled(true);
    this.earlierKnown ??= this.painted.then(() => this.loadEarlierClips(preview.url));
    if (!this.advised) {
      this.advised = true;
      void this.painted.then(() => this.loadAdvice(preview));
    }
  }

  /** Browser pages, stores, PDFs, pages still loading: say why, and offer what still works — a bookmark. */
  private renderUnreadable(response: Extract<PreviewResponse, { ok: false }>): void {
    this.shown = undefined;
    if (!this.titleEdited && response.pageTitle) this.els.title.value = response.pageTitle;
    this.els.meta.textContent = response.url;
    this.els.preview.replaceChildren();
    for (const mode of MODES) this.els.modes[mode].disabled = mode !== 'bookmark';
    const offer = button(this.deps.doc, t('popup_offer_bookmark'), () => void this.showMode('bookmark'));
    const actions = [offer];
    if (response.reason === 'loading') actions.unshift(button(this.deps.doc, t('popup_try_again'), () => void this.retry()));
    showNotice(this.els, response.message, actions, 'error');
    this.setActionsEnabled(false);
  }

  /** Reads the page again from scratch (it was still loading): every mode is read anew. */
  private async retry(): Promise<void> {
    this.previews.clear();
    for (const mode of MODES) this.els.modes[mode].disabled = false;
    await this.showMode(this.mode);
  }

  private offerOtherModes(preview: PagePreview): void {
    const { doc } = this.deps;
    const fullPage = button(doc, t('popup_mode_fullpage'), () => void this.showMode('fullpage'));
    const selection = button(doc, t('popup_mode_selection'), () => void this.showMode('selection'));
    selection.disabled = !preview.hasSelection;
    showNotice(this.els, t('popup_no_article'), [fullPage, selection]);
  }

  // —— saving ——

  async save(choice?: DuplicateChoice): Promise<void> {
    const preview = this.shown;
    if (!preview || this.els.save.disabled) return;
    // Asked first, before any await: the browser grants the request only inside the click's gesture. The save
    // does not wait for the answer (the background waits for it before fetching images, see images.ts).
    const imageAccess = this.deps.settings.keepImages && hasImages(preview) ? this.deps.askImageAccess?.() : undefined;
    await this.earlierKnown;
    if (this.earlier.length && !choice) {
      this.askAboutDuplicate();
      return;
    }
    this.commitTypedTags();
    const request: SaveRequest = {
      tabId: preview.tabId,
      mode: preview.mode,
      title: this.els.title.value.trim(),
      notebook: this.chosenNotebook(),
      tags: this.tags,
    };
    const replaced = choice === 'update' ? newest(this.earlier) : undefined;
    if (replaced) request.replaceId = replaced.id;
    this.setActionsEnabled(false);
    this.els.root.setAttribute('aria-busy', 'true');
    const outcome = await this.deps.connector.save(request).catch((error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }));
    this.els.root.setAttribute('aria-busy', 'false');
    this.setActionsEnabled(true);
    if (!outcome.ok) {
      showNotice(this.els, t('popup_save_failed', outcome.message), [], 'error');
      return;
    }
    const { clip } = outcome;
    this.earlier = [{ id: clip.id, title: clip.title, created: clip.created, notebook: clip.notebook }, ...this.earlier.filter((earlier) => earlier.id !== clip.id)];
    const open = button(this.deps.doc, t('popup_show_in_library'), () => void this.openLibrary(clip.id));
    const saved = t(replaced ? 'popup_updated' : 'popup_saved', [clip.title, clip.notebook]);
    showNotice(this.els, saved, [open]);
    open.focus();
    void imageAccess?.then((granted) => {
      if (!granted) showNotice(this.els, `${saved} ${t('popup_images_not_kept')}`, [open]);
    });
  }

  private askAboutDuplicate(): void {
    const { doc } = this.deps;
    const last = newest(this.earlier)!;
    const update = button(doc, t('popup_duplicate_update'), () => void this.save('update'));
    const keep = button(doc, t('popup_duplicate_keep'), () => void this.save('keep'));
    const when = formatDate(last.created, { dateStyle: 'medium', timeStyle: 'short' });
    showNotice(this.els, t('popup_duplicate_question', [when, last.notebook]), [update, keep]);
    update.focus();
  }

  private async loadEarlierClips(url: string): Promise<void> {
    this.earlier = await this.deps.connector.earlierClips(url).catch(() => []);
  }

  // —— filing ——

  private async loadFacets(): Promise<void> {
    const facets = await this.deps.connector.libraryFacets().catch(() => ({ notebooks: [], tags: [] }));
    const current = this.els.notebook.value || this.deps.settings.defaultNotebook;
    fillNotebooks(this.els, facets.notebooks, current);
    fillTagSuggestions(this.els, facets.tags);
  }

  /** Suggested notebook and tags, and the filtered-topic warning; filing is a help, so a failure shows nothing. */
  private async loadAdvice(preview: PagePreview): Promise<void> {
    const response = await this.deps.connector.suggest?.(pageTextOf(preview)).catch(() => undefined);
    if (!response?.ok) return;
    showAdvice(this.deps.doc, response.advice, {
      notebookChosenByReader: () => this.notebookChosenByReader,
      currentNotebook: () => this.chosenNotebook(),
      chooseNotebook: (name) => this.chooseNotebook(name),
      hasTag: (name) => this.tags.some((tag) => tag.toLocaleLowerCase() === name.toLocaleLowerCase()),
      addTag: (name) => this.setTags(mergeTags(this.tags, [name])),
    });
  }

  private chooseNotebook(name: string): void {
    const listed = Array.from(this.els.notebook.options).filter((option) => option.dataset.new !== 'true').map((option) => option.value);
    fillNotebooks(this.els, listed, name);
    this.els.newNotebook.hidden = true;
  }

  private chosenNotebook(): string {
    const typed = this.els.newNotebook.hidden ? '' : this.els.newNotebook.value.trim();
    return typed || this.els.notebook.value || this.deps.settings.defaultNotebook;
  }

  private onNotebookChange(): void {
    this.notebookChosenByReader = true;
    const creating = this.els.notebook.selectedOptions[0]?.dataset.new === 'true';
    this.els.newNotebook.hidden = !creating;
    if (creating) this.els.newNotebook.focus();
  }

  private commitTypedTags(): void {
    const typed = parseTags(this.els.tags.value);
    this.els.tags.value = '';
    if (typed.length) this.setTags(mergeTags(this.tags, typed));
  }

  private setTags(tags: string[]): void {
    this.tags = tags;
    renderTagList(this.els, tags, (tag) => this.setTags(this.tags.filter((kept) => kept !== tag)));
  }

  // —— Markdown ——

  private async markdown(): Promise<{ text: string; fileName: string } | undefined> {
    const preview = this.shown;
    if (!preview) return undefined;
    this.commitTypedTags();
    const meta = preview.result.metadata;
    const title = this.els.title.value.trim() || meta.title || preview.url;
    const clipped = (this.deps.now?.() ?? new Date()).toISOString();
    const notebook = this.chosenNotebook();
    // The converter (Turndown and its rules, ~400 KB) is loaded only when the reader asks for Markdown, so it
    // never delays the preview; vite.config.ts keeps it in one chunk of its own.
    const { clipToMarkdown } = await import('../core/markdown');
    const text = clipToMarkdown({
      html: preview.mode === 'bookmark' ? '' : preview.result.html,
      url: preview.url,
      title,
      author: meta.byline,
      published: meta.published,
      site: meta.siteName,
      notebook,
      tags: this.tags,
      clipped,
      lang: meta.lang,
      excerpt: meta.excerpt,
    });
    const fileName = markdownFileName(this.deps.settings.fileNameTemplate, { title, url: preview.url, site: meta.siteName, notebook, clipped });
    return { text, fileName };
  }

  private async copyMarkdown(): Promise<void> {
    const markdown = await this.markdown();
    if (!markdown) return;
    try {
      await this.deps.writeClipboard(markdown.text);
      showNotice(this.els, t('popup_copied'));
    } catch (error) {
      showNotice(this.els, t('popup_copy_failed', error instanceof Error ? error.message : String(error)), [], 'error');
    }
  }

  private async downloadMarkdown(): Promise<void> {
    const markdown = await this.markdown();
    if (!markdown) return;
    const { doc } = this.deps;
    const url = URL.createObjectURL(new Blob([markdown.text], { type: 'text/markdown;charset=utf-8' }));
    const link = doc.createElement('a');
    link.href = url;
    link.download = markdown.fileName;
    link.hidden = true;
    doc.body.append(link);
    link.click();
    link.remove();
    // The download has started from the URL by the next task; free it a little later to be safe.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    showNotice(this.els, t('popup_downloaded', markdown.fileName));
  }

  private async openLibrary(clipId?: string): Promise<void> {
    await this.deps.connector.openLibrary(clipId);
    this.deps.closeWindow();
  }

  // —— wiring ——

  private wireEvents(): void {
    const { els } = this;
    const { doc } = this.deps;
    for (const mode of MODES) els.modes[mode].addEventListener('change', () => els.modes[mode].checked && void this.showMode(mode));
    els.title.addEventListener('input', () => (this.titleEdited = true));
    els.title.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.isComposing) {
        event.preventDefault();
        void this.save();
      }
    });
    els.tags.addEventListener('keydown', (event) => {
      if (endsTag(event.key) && !event.isComposing && els.tags.value.trim()) {
        event.preventDefault();
        this.commitTypedTags();
      }
    });
    els.tags.addEventListener('change', () => this.commitTypedTags());
    els.notebook.addEventListener('change', () => this.onNotebookChange());
    els.save.addEventListener('click', () => void this.save());
    els.copy.addEventListener('click', () => void this.copyMarkdown());
    els.download.addEventListener('click', () => void this.downloadMarkdown());
    els.openLibrary.addEventListener('click', (event) => {
      event.preventDefault();
      void this.openLibrary();
    });
    doc.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !event.isComposing) this.deps.closeWindow();
    });
  }

  private setBusy(busy: boolean): void {
    this.els.preview.setAttribute('aria-busy', String(busy));
    if (busy) this.els.meta.textContent = t('popup_reading');
  }

  private finishLoading(): void {
    this.els.root.setAttribute('aria-busy', 'false');
    this.els.preview.setAttribute('aria-busy', 'false');
  }

  private setActionsEnabled(enabled: boolean): void {
    for (const control of [this.els.save, this.els.copy, this.els.download]) control.disabled = !enabled;
  }

  /** Time from popup open (the document's time origin) to the first rendered preview, for the popup benchmark. */
  private markRendered(): void {
    this.finishLoading();
    if (this.renderedOnce) return;
    this.renderedOnce = true;
    this.els.root.dataset.renderedMs = performance.now().toFixed(1);
    performance.mark('pith-preview-rendered');
    const view = this.deps.doc.defaultView;
    afterNextFrame(view, () => {
      this.els.root.dataset.paintedMs = performance.now().toFixed(1);
      performance.mark('pith-preview-painted');
    });
    afterNextPaint(view, () => this.notePainted());
  }
}

/** Never wait longer than this for a frame (a popup page in a background tab paints none) before going on. */
const PAINT_WAIT_MS = 200;

/** Runs `then` once the DOM as it is now is on screen: a task queued from a frame's animation callback runs after that frame is painted. Never runs where no frame comes. */
function afterNextFrame(view: Window | null, then: () => void): void {
  view?.requestAnimationFrame?.(() => view.setTimeout(then, 0));
}

/** Like afterNextFrame, but runs anyway after PAINT_WAIT_MS (no window, a hidden page, a test DOM without frames). */
function afterNextPaint(view: Window | null, then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  afterNextFrame(view, once);
  const framed = typeof view?.requestAnimationFrame === 'function';
  setTimeout(once, framed ? PAINT_WAIT_MS : 0);
}

/**
 * The first sanitize in a page builds DOMPurify's parsing document and hooks, and the first number and date
 * formats load the locale's data: done once here, while the request for the preview is out, so that the answer
 * is rendered without them. Sanitizing a fixed fragment touches nothing on screen.
 */
function warmUp(doc: Document): void {
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  if (!win) return;
  sanitizeToFragment('<p><a href="https://example.org/">a</a> <img src="https://example.org/a.png" alt=""></p>', win);
  formatNumber(1);
  formatDate(0);
}

function newest(clips: readonly EarlierClip[]): EarlierClip | undefined {
  return clips.reduce<EarlierClip | undefined>((best, clip) => (!best || clip.created > best.created ? clip : best), undefined);
}
