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

export type Progress = (done: number, total: number) => void;

/** Lets the page paint between batches of work. */
const yieldToPage = () => new Promise((done) => setTimeout(done, 0));
/** Clips converted between two paints: ~50 ms of work at the bench's conversion speed. */
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

/** Converts the clips with these ids (in this order), or every clip when `ids` is undefined, into a zip. */
export async function buildZip(store: ClipStore, ids: readonly string[] | undefined, progress?: Progress): Promise<{ bytes: Uint8Array; count: number }> {
  const { clipMarkdown } = await loadConverter();
  const zip = new MarkdownZip(clipMarkdown);
  const total = ids?.length ?? (await store.count());
  if (ids) {
    for (let i = 0; i < ids.length; i += 1) {
      const clip = await store.get(ids[i]!);
      if (clip) zip.add(clip, await clipAssets(store, clip));
      if (i % EXPORT_BATCH === EXPORT_BATCH - 1) {
        progress?.(i + 1, total);
        await yieldToPage();
      }
    }
  } else {
    await store.each(async (clips) => {
      for (const clip of clips) zip.add(clip, await clipAssets(store, clip));
      progress?.(zip.size, total);
      await yieldToPage();
    }, EXPORT_BATCH);
  }
  return { bytes: zip.bytes(), count: zip.size };
}

export async function exportZip(store: ClipStore, ids: readonly string[] | undefined, label: string, progress?: Progress): Promise<number> {
  const { bytes, count } = await buildZip(store, ids, progress);
  downloadFile(zipFileName(label, new Date()), bytes as Uint8Array<ArrayBuffer>, 'application/zip');
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
