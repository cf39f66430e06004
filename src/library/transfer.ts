// Export (Markdown zip), backup (JSON) and import, as the library page runs them: reading clips from the store
// in batches, converting as it goes, and reporting progress so 10,000 clips never freeze the page silently.
import type { AssetBytes } from '../shared/assets';
import type { Clip } from '../shared/clip';
import { BackupWriter, parseBackup, type ParsedBackup, type RefusalReason } from '../shared/export/backup';
import { importClips, type ImportReport } from '../shared/export/import';
import { MAX_BACKUP_BYTES } from '../shared/export/limits';
import { MarkdownZip, zipFileName } from '../shared/export/zip';
import { t } from '../shared/i18n';
import type { ClipStore } from '../shared/store';
import { downloadFile } from './download';
import { convertInWorkers, WorkersUnavailable } from './export-pool';

export type Progress = (done: number, total: number) => void;

/** Lets the page paint between batches of work. */
const yieldToPage = () => new Promise((done) => setTimeout(done, 0));
/** Clips converted between two paints on the page thread (~50 ms of work at the bench's conversion speed), and
 * between two progress reports. */
const EXPORT_BATCH = 25;

/** The Markdown converter is most of the page's code (400 KB): loaded when first needed, not at start-up. */
export function loadConverter(): Promise<typeof import('../shared/export/markdown')> {
  return import('../shared/export/markdown');
}

/** The stored images of a clip (each distinct asset once); a missing one is left out and keeps its remote URL. */
export async function clipAssets(store: ClipStore, clip: Clip): Promise<AssetBytes[]> {
  const hashes = [...new Set((clip.images ?? []).map((image) => image.hash))];
  const assets = await Promise.all(hashes.map((hash) => store.getAsset(hash)));
  return assets.filter((asset): asset is NonNullable<typeof asset> => asset !== undefined);
}

/** The ids to export in file-naming order: the given ones as they are, or every clip newest first. */
async function exportOrder(store: ClipStore, ids: readonly string[] | undefined): Promise<readonly string[]> {
  // `ids()` lists by creation time, oldest first (ties by id): reversed, it is the order `each` visits.
  return ids ?? (await store.ids()).reverse();
}

/** Converts in the export workers; the page reads each stored image once and writes the zip. */
async function fillInWorkers(store: ClipStore, zip: MarkdownZip, order: readonly string[], progress?: Progress): Promise<void> {
  let seen = 0;
  await convertInWorkers(order, async (converted) => {
    seen += 1;
    if (converted) {
      const hashes = converted.storedHashes.filter((hash) => !zip.hasAsset(hash));
      const assets = await Promise.all(hashes.map((hash) => store.getAsset(hash)));
      zip.addConverted(converted, assets.filter((asset): asset is NonNullable<typeof asset> => asset !== undefined));
    }
    if (seen % EXPORT_BATCH === 0) progress?.(seen, order.length);
  });
}

/** Converts on the page thread, yielding between batches (where module workers cannot start). */
async function fillOnPage(store: ClipStore, zip: MarkdownZip, order: readonly string[], progress?: Progress): Promise<void> {
  for (let start = 0; start < order.length; start += EXPORT_BATCH) {
    const clips = await store.getMany(order.slice(start, start + EXPORT_BATCH));
    for (const clip of clips) if (clip) zip.add(clip, await clipAssets(store, clip));
    progress?.(Math.min(order.length, start + EXPORT_BATCH), order.length);
    await yieldToPage();
  }
}

/** Converts the clips with these ids (in this order), or every clip when `ids` is undefined, into a zip. */
export async function buildZip(store: ClipStore, ids: readonly string[] | undefined, progress?: Progress): Promise<{ parts: Uint8Array[]; count: number }> {
  const order = await exportOrder(store, ids);
  let zip = new MarkdownZip();
  try {
    await fillInWorkers(store, zip, order, progress);
  } catch (error) {
    if (!(error instanceof WorkersUnavailable)) throw error;
    const { clipMarkdown } = await loadConverter();
    zip = new MarkdownZip(clipMarkdown);
    await fillOnPage(store, zip, order, progress);
  }
  return { parts: zip.finish(), count: zip.size };
}

export async function exportZip(store: ClipStore, ids: readonly string[] | undefined, label: string, progress?: Progress): Promise<number> {
  const { parts, count } = await buildZip(store, ids, progress);
  downloadFile(zipFileName(label, new Date()), parts as Array<Uint8Array<ArrayBuffer>>, 'application/zip');
  return count;
}

export async function downloadBackup(store: ClipStore): Promise<number> {
  const now = new Date();
  const backup = new BackupWriter(now);
  let count = 0;
  await store.each((clips) => {
    for (const clip of clips) backup.add(clip);
    count += clips.length;
  });
  downloadFile(`pith-backup-${now.toISOString().slice(0, 10)}.json`, backup.finish(), 'application/json');
  return count;
}

const REFUSAL_MESSAGES: Record<RefusalReason, string> = {
  'too-large': 'library_import_too_large',
  'not-json': 'library_import_not_json',
  truncated: 'library_import_truncated',
  'not-a-backup': 'library_import_not_backup',
  'newer-version': 'library_import_newer',
  'too-many-clips': 'library_import_too_many',
};

export type ImportOutcome = { ok: true; report: ImportReport } | { ok: false; message: string };

/** Reads, validates and applies a backup file. A refused file changes nothing. */
export async function importBackupFile(store: ClipStore, file: File): Promise<ImportOutcome> {
  // Checked before reading: a huge file would exhaust memory before JSON.parse could refuse it.
  if (file.size > MAX_BACKUP_BYTES) return { ok: false, message: t('library_import_too_large', String(Math.round(MAX_BACKUP_BYTES / 1024 / 1024))) };
  const parsed: ParsedBackup = parseBackup(await file.text(), file.size);
  if (!parsed.ok) return { ok: false, message: t(REFUSAL_MESSAGES[parsed.reason], String(Math.round(MAX_BACKUP_BYTES / 1024 / 1024))) };
  return { ok: true, report: await importClips(store, parsed.clips, parsed.skipped) };
}
