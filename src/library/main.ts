// The library page. It reads and writes IndexedDB directly through ClipStore, so it works while the service
// worker sleeps. Start-up is in two steps: the newest clips are listed straight from the store (fast at any
// library size), then the search index and every clip's summary arrive (from the snapshot, or rebuilt) and the
// list, filters and search take over.
import type { Clip } from '../shared/clip';
import { markdownFileName } from '../shared/export/filenames';
import { formatNumber, localizePage, t } from '../shared/i18n';
import type { SearchHit } from '../shared/search';
import { deepMatcher } from '../shared/search/deep';
import { MAX_RESULTS } from '../shared/search/tunables';
import { catchUp, newestStamp, openIndex, saveSnapshot, summarise, type ClipSummary, type LibraryIndex } from '../shared/search/sync';
import { followTheme } from '../shared/settings';
import { ClipStore, type RemovedClip } from '../shared/store';
import { downloadFile } from './download';
import { DeepSearch } from './deep-search';
import { deepCandidates, filterChoices, newestFirst, NO_FILTERS, visibleClips, type Filters } from './filter';
import { rowRenderer } from './row';
import { Toast } from './toast';
import { downloadBackup, exportZip, importBackupFile, loadConverter } from './transfer';
import type { ClipEdits, ClipViewer } from './viewer';
import { VirtualList } from './virtual-list';

/** Clips listed before the index is ready: more than any screen shows. */
const FIRST_PAGE = 60;
/** Pause after the last keystroke before searching: one search per burst of typing. */
const SEARCH_DEBOUNCE_MS = 80;
/**
 * Changes the snapshot may lag behind before it is rewritten. Writing it serialises the whole index (tens of MB
 * at 10,000 clips, seconds of main-thread work), while catching up costs one read per changed clip on the next
 * visit: so edits alone do not rewrite it, a rebuild or a large import does.
 */
const SNAPSHOT_AFTER_CHANGES = 200;
/** Pause after start-up or an import before the snapshot is written, so the list is usable first. */
const SNAPSHOT_DELAY_MS = 2_000;

function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

class LibraryPage {
  private library: LibraryIndex | undefined;
  private ordered: ClipSummary[] = [];
  private shown: ClipSummary[] = [];
  private terms = new Map<string, string[]>();
  private filters: Filters = { ...NO_FILTERS };
  private readonly selected = new Set<string>();
  private searchTimer = 0;
  /** The deep pass over whole bodies (deep-search.ts) and what it added to the list of the current query. */
  private readonly deep: DeepSearch;
  private deepTimer = 0;
  private deepSnippets = new Map<string, string>();
  private firstDeepId: string | undefined;
  private snapshotTimer = 0;
  /** Changes since the snapshot was written. */
  private unsaved = 0;
  private readonly search = byId<HTMLInputElement>('search');
  private readonly status = byId<HTMLElement>('result-count');
  private readonly list: VirtualList<ClipSummary>;
  /** Loaded when a clip is first opened: the viewer brings the sanitizer and the image-address code (which the
   * build puts in the 400 KB converter chunk), and loading them at start-up delayed the first list (bench/library). */
  private viewer: ClipViewer | undefined;
  private viewerLoad: Promise<ClipViewer> | undefined;
  private readonly toast = new Toast(byId('toast'), byId('toast-text'), byId<HTMLButtonElement>('toast-undo'));

  constructor(private readonly store: ClipStore) {
    this.list = new VirtualList(
      byId('clip-list'),
      rowRenderer({
        termsOf: (id) => this.terms.get(id) ?? [],
        isSelected: (id) => this.selected.has(id),
        isOpen: (id) => this.viewer?.openId === id,
        deepSnippetOf: (id) => this.deepSnippets.get(id),
        isFirstDeep: (id) => this.firstDeepId === id,
      }),
    );
    this.deep = new DeepSearch(store);
    this.wire();
  }

  private loadViewer(): Promise<ClipViewer> {
    this.viewerLoad ??= import('./viewer').then(({ ClipViewer }) => {
      this.viewer = new ClipViewer({
        save: (clip, edits) => void this.saveEdits(clip, edits),
        remove: (clip) => void this.remove(clip),
        copyMarkdown: (clip) => void this.copyMarkdown(clip),
        downloadMarkdown: (clip) => void this.downloadMarkdown(clip),
        close: () => this.closeClip(),
        storedImage: (hash) => this.store.getAsset(hash),
      });
      return this.viewer;
    });
    return this.viewerLoad;
  }

  async start(): Promise<void> {
    const first = await this.store.newest(FIRST_PAGE);
    this.shown = first.map(summarise);
    this.list.setItems(this.shown, true);
    byId('empty').hidden = first.length > 0;
    performance.mark('pith:first-list');
    document.body.dataset.ready = 'list';
    void this.openFromHash();
    // Counting is not needed to show the newest clips, and at 10,000 clips IndexedDB takes seconds to count.
    const count = await this.store.count();
    this.announce(t('library_count', formatNumber(count)));

    this.library = await openIndex(this.store, (indexed) => this.announce(t('library_indexing', [formatNumber(indexed), formatNumber(count)])));
    this.afterLibraryChange(false);
    performance.mark('pith:index-ready');
    document.body.dataset.indexOrigin = this.library.origin;
    document.body.dataset.ready = 'index';
    this.markDirty(this.library.origin === 'rebuild' ? SNAPSHOT_AFTER_CHANGES : this.library.applied);
  }

  private wire(): void {
    this.search.addEventListener('input', () => {
      window.clearTimeout(this.searchTimer);
      this.searchTimer = window.setTimeout(() => this.apply(true), SEARCH_DEBOUNCE_MS);
    });
    this.search.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        window.clearTimeout(this.searchTimer);
        this.apply(true);
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        this.list.focusRow(0);
      }
    });
    const filterInputs: Array<[keyof Filters, string]> = [['notebook', 'filter-notebook'], ['tag', 'filter-tag'], ['site', 'filter-site'], ['lang', 'filter-lang'], ['from', 'filter-from'], ['to', 'filter-to']];
    for (const [key, id] of filterInputs) {
      byId<HTMLInputElement | HTMLSelectElement>(id).addEventListener('change', (event) => {
        this.filters = { ...this.filters, [key]: (event.target as HTMLInputElement).value };
        this.apply(true);
      });
    }
    byId('filter-clear').addEventListener('click', () => {
      this.filters = { ...NO_FILTERS };
      for (const [, id] of filterInputs) byId<HTMLInputElement>(id).value = '';
      this.apply(true);
    });
    const rows = byId('clip-list');
    rows.addEventListener('click', (event) => {
      const opener = (event.target as HTMLElement).closest<HTMLElement>('[data-open]');
      if (opener) location.hash = `clip=${encodeURIComponent(opener.dataset.open!)}`;
    });
    rows.addEventListener('change', (event) => {
      const box = event.target as HTMLInputElement;
      const id = box.closest<HTMLElement>('li')?.dataset.id;
      if (!box.matches('.row-select') || !id) return;
      if (box.checked) this.selected.add(id);
      else this.selected.delete(id);
      this.updateActions();
    });
    // Space on a focused row toggles its checkbox (the checkbox itself is out of the tab order).
    rows.addEventListener('keydown', (event) => {
      const title = (event.target as HTMLElement).closest('.row-title');
      if (event.key !== ' ' || !title) return;
      event.preventDefault();
      const box = title.closest('li')?.querySelector<HTMLInputElement>('.row-select');
      if (box) box.click();
    });
    window.addEventListener('hashchange', () => void this.openFromHash());
    byId('export-selected').addEventListener('click', () => void this.exportClips(this.ordered.filter((clip) => this.selected.has(clip.id)).map((clip) => clip.id), t('library_selection_file')));
    byId('export-notebook').addEventListener('click', () => void this.exportClips(this.ordered.filter((clip) => clip.notebook === this.filters.notebook).map((clip) => clip.id), this.filters.notebook));
    byId('export-all').addEventListener('click', () => void this.exportClips(undefined, t('library_all_file')));
    byId('backup').addEventListener('click', () => void this.backup());
    byId<HTMLInputElement>('import-file').addEventListener('change', (event) => void this.importFile(event.target as HTMLInputElement));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void this.catchUp();
      else void this.saveSnapshotNow();
    });
  }

  /** Recomputes what the list shows from the query and filters; `toTop` when the question changed. */
  private apply(toTop: boolean): void {
    const query = this.search.value.trim();
    if (!this.library) {
      if (query) this.announce(t('library_index_loading'));
      return;
    }
    performance.mark('pith:search-start');
    this.stopDeepPass();
    let hits: SearchHit[] | null = null;
    this.terms = new Map();
    if (query) {
      hits = this.library.search.search(query);
      for (const hit of hits) this.terms.set(hit.id, hit.terms);
    }
    this.shown = visibleClips(this.ordered, this.library.summaries, hits, this.filters);
    this.list.setItems(this.shown, toTop);
    performance.measure(query ? 'pith:search' : 'pith:list', 'pith:search-start');
    const count = formatNumber(this.shown.length);
    this.announce(query ? t('library_results', [count, query]) : t('library_count', count));
    byId('empty').hidden = this.library.summaries.size > 0;
    this.updateActions();
    // In a task of its own, so the ranked results are painted before the candidates are gathered.
    if (hits) {
      const ranked = hits;
      this.deepTimer = window.setTimeout(() => this.startDeepPass(query, ranked), 0);
    }
  }

  private stopDeepPass(): void {
    window.clearTimeout(this.deepTimer);
    this.deep.stop();
    this.deepSnippets = new Map();
    this.firstDeepId = undefined;
    delete document.body.dataset.deep;
  }

  /**
   * Scans the whole body of the clips the ranked search did not return (only those longer than the indexed lead
   * are matched) and appends the matches after the ranked results, as they come. The list keeps its scroll.
   */
  private startDeepPass(query: string, hits: readonly SearchHit[]): void {
    if (!this.library) return;
    const summaries = this.library.summaries;
    const ids = deepCandidates(this.ordered, hits, this.filters);
    const limit = MAX_RESULTS - this.shown.length;
    const terms = deepMatcher(query)?.terms ?? [];
    const rankedCount = this.shown.length;
    let found = 0;
    performance.mark('pith:deep-start');
    document.body.dataset.deep = 'running';
    const finish = (state: 'done' | 'failed') => {
      performance.measure('pith:deep-search', 'pith:deep-start');
      document.body.dataset.deepFound = String(found);
      document.body.dataset.deepRunsIn = this.deep.runsIn;
      document.body.dataset.deep = state;
    };
    if (ids.length === 0 || limit <= 0 || terms.length === 0) {
      finish('done');
      return;
    }
    this.deep.start(
      { query, ids, limit },
      {
        found: (matches) => {
          const added: ClipSummary[] = [];
          for (const match of matches) {
            const clip = summaries.get(match.id);
            if (!clip || this.deepSnippets.has(match.id)) continue;
            this.deepSnippets.set(match.id, match.snippet);
            this.terms.set(match.id, [...terms]);
            this.firstDeepId ??= match.id;
            added.push(clip);
          }
          if (added.length === 0) return;
          found += added.length;
          this.shown = [...this.shown, ...added];
          this.list.setItems(this.shown, false);
          this.announce(t('library_results_deep', [formatNumber(rankedCount + found), query, formatNumber(found)]));
        },
        done: () => finish('done'),
        // The ranked results stand; the page's data attribute tells the tests why nothing more came.
        failed: () => finish('failed'),
      },
    );
  }

  /** After clips were added, changed or removed: re-sort, refresh the filter choices, redraw. */
  private afterLibraryChange(toTop: boolean): void {
    if (!this.library) return;
    this.ordered = newestFirst(this.library.summaries);
    for (const id of [...this.selected]) if (!this.library.summaries.has(id)) this.selected.delete(id);
    this.fillFilterChoices();
    this.apply(toTop);
  }

  private fillFilterChoices(): void {
    if (!this.library) return;
    const choices = filterChoices(this.library.summaries.values());
    const fill = (id: string, values: string[], label: (value: string) => string = (value) => value) => {
      const select = byId<HTMLSelectElement>(id);
      const current = select.value;
      const any = select.options[0]!;
      select.replaceChildren(any, ...values.map((value) => new Option(label(value), value)));
      select.value = values.includes(current) ? current : '';
    };
    const languageName = new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'language' });
    fill('filter-notebook', choices.notebooks);
    fill('filter-tag', choices.tags);
    fill('filter-site', choices.sites);
    fill('filter-lang', choices.langs, (code) => languageName.of(code) ?? code);
  }

  private updateActions(): void {
    const exportSelected = byId<HTMLButtonElement>('export-selected');
    exportSelected.disabled = this.selected.size === 0;
    exportSelected.textContent = this.selected.size ? t('library_export_selected_count', formatNumber(this.selected.size)) : t('library_export_selected');
    byId<HTMLButtonElement>('export-notebook').disabled = !this.filters.notebook;
  }

  private announce(message: string): void {
    this.status.textContent = message;
  }

  private async openFromHash(): Promise<void> {
    const match = /^#clip=(.+)$/.exec(location.hash);
    if (!match) {
      if (this.viewer?.openId) this.hideViewer();
      return;
    }
    const id = decodeURIComponent(match[1]!);
    const clip = await this.store.get(id);
    if (!clip) {
      this.toast.show(t('library_clip_missing'));
      return;
    }
    const notebooks = this.library ? filterChoices(this.library.summaries.values()).notebooks : await this.store.notebooks();
    (await this.loadViewer()).show(clip, notebooks);
    this.list.refresh();
  }

  private closeClip(): void {
    if (location.hash) history.pushState(null, '', location.pathname + location.search);
    this.hideViewer();
  }

  private hideViewer(): void {
    if (!this.viewer) return;
    const id = this.viewer.openId;
    this.viewer.hide();
    this.list.refresh();
    const index = this.shown.findIndex((clip) => clip.id === id);
    if (index >= 0) this.list.focusRow(index);
  }

  private reindex(clip: Clip): void {
    if (!this.library) return;
    this.library.search.put(clip);
    this.library.summaries.set(clip.id, summarise(clip));
    this.markDirty();
  }

  private async saveEdits(clip: Clip, edits: ClipEdits): Promise<void> {
    try {
      const updated = await this.store.update(clip.id, edits);
      this.viewer?.updated(updated);
      this.reindex(updated);
      this.afterLibraryChange(false);
      this.toast.show(t('library_saved'));
    } catch (error) {
      this.toast.show(error instanceof Error ? error.message : String(error));
    }
  }

  private async remove(clip: Clip): Promise<void> {
    try {
      const removed = await this.store.removeForUndo(clip.id);
      this.closeClip();
      if (!removed) return;
      this.library?.search.remove(removed.clip.id);
      this.library?.summaries.delete(removed.clip.id);
      this.markDirty();
      this.afterLibraryChange(false);
      this.toast.show(t('library_deleted', removed.clip.title), () => void this.restore(removed));
    } catch (error) {
      this.toast.show(error instanceof Error ? error.message : String(error));
    }
  }

  /** Undo of a delete: the clip and the images deleted with it come back. */
  private async restore(removed: RemovedClip): Promise<void> {
    const { clip } = removed;
    try {
      await this.store.restore(removed);
      this.reindex(clip);
      this.afterLibraryChange(false);
      this.toast.show(t('library_restored', clip.title));
    } catch (error) {
      this.toast.show(error instanceof Error ? error.message : String(error));
    }
  }

  private async downloadMarkdown(clip: Clip): Promise<void> {
    const { clipMarkdown } = await loadConverter();
    downloadFile(markdownFileName(clip.title), clipMarkdown(clip), 'text/markdown;charset=utf-8');
  }

  private async copyMarkdown(clip: Clip): Promise<void> {
    try {
      const { clipMarkdown } = await loadConverter();
      await navigator.clipboard.writeText(clipMarkdown(clip));
      this.toast.show(t('library_copied'));
    } catch {
      this.toast.show(t('library_copy_failed'));
    }
  }

  private async exportClips(ids: string[] | undefined, label: string): Promise<void> {
    try {
      const count = await exportZip(this.store, ids, label, (done, total) => this.toast.show(t('library_exporting', [formatNumber(done), formatNumber(total)])));
      this.toast.show(t('library_exported', formatNumber(count)));
    } catch (error) {
      this.toast.show(t('library_export_failed', error instanceof Error ? error.message : String(error)));
    }
  }

  private async backup(): Promise<void> {
    try {
      this.toast.show(t('library_backing_up'));
      const count = await downloadBackup(this.store);
      this.toast.show(t('library_backed_up', formatNumber(count)));
    } catch (error) {
      this.toast.show(t('library_export_failed', error instanceof Error ? error.message : String(error)));
    }
  }

  private async importFile(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    this.toast.show(t('library_importing'));
    try {
      const outcome = await importBackupFile(this.store, file);
      if (!outcome.ok) {
        this.toast.show(outcome.message);
        return;
      }
      const { added, copied, alreadyPresent, skipped } = outcome.report;
      await this.catchUp();
      const parts = [t('library_import_done', [formatNumber(added + copied), formatNumber(alreadyPresent), formatNumber(skipped.length)])];
      for (const skip of skipped.slice(0, 3)) parts.push(t('library_import_skipped_one', [String(skip.index + 1), skip.reason]));
      this.toast.show(parts.join(' '));
    } catch (error) {
      this.toast.show(error instanceof Error ? error.message : String(error));
    }
  }

  /** Picks up clips saved elsewhere (the popup, the shortcut, an import) since the index was last brought up to date. */
  private async catchUp(): Promise<void> {
    if (!this.library) return;
    const applied = await catchUp(this.store, this.library, newestStamp(this.library.summaries));
    if (applied > 0) {
      this.markDirty(applied);
      this.afterLibraryChange(false);
    }
  }

  private markDirty(changes = 1): void {
    this.unsaved += changes;
    if (this.unsaved < SNAPSHOT_AFTER_CHANGES) return;
    window.clearTimeout(this.snapshotTimer);
    this.snapshotTimer = window.setTimeout(() => void this.saveSnapshotNow(), SNAPSHOT_DELAY_MS);
  }

  private async saveSnapshotNow(): Promise<void> {
    if (!this.library || this.unsaved < SNAPSHOT_AFTER_CHANGES) return;
    window.clearTimeout(this.snapshotTimer);
    const pending = this.unsaved;
    this.unsaved = 0;
    try {
      performance.mark('pith:snapshot-start');
      await saveSnapshot(this.store, this.library);
      performance.measure('pith:snapshot', 'pith:snapshot-start');
      document.body.dataset.snapshot = String(this.library.summaries.size);
    } catch {
      // The snapshot only saves time on the next visit; without it the next visit rebuilds the index.
      this.unsaved += pending;
    }
  }
}

async function main(): Promise<void> {
  performance.mark('pith:script-start');
  localizePage();
  followTheme().catch(() => undefined);
  try {
    const store = await ClipStore.open();
    performance.mark('pith:store-open');
    await new LibraryPage(store).start();
  } catch (error) {
    const status = byId('result-count');
    status.textContent = error instanceof Error ? error.message : String(error);
  }
}

void main();
