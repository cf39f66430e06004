// Markdown export: clips → `<notebook>/<title>.md` files in a zip (fflate). The converter is passed in so this
// module stays testable without a DOM; the library passes `clipMarkdown` from ./markdown. Clips are added one
// at a time so exporting 10,000 never holds every clip's HTML at once, only the Markdown bytes.
import { zipSync, type Zippable } from 'fflate';
import { assetPath, imageMapFor, type AssetBytes } from '../assets';
import type { Clip } from '../clip';
import { markdownFileName, safeName, UniqueNames } from './filenames';

/** `imageMap` points the clip's images at their files in the zip (relative to the Markdown file). */
export type ClipToMarkdown = (clip: Clip, imageMap?: Map<string, string>) => string;

/** Lists the images of the exported clips that are not in the zip (their Markdown keeps the remote URL). */
export const FAILED_IMAGES_FILE = 'failed-images.md';

/** Zip compression level: 6 (fflate's default) halves Markdown; 9 saved 2% more for 40% more time. */
const ZIP_LEVEL = 6;
/** Zip times cannot be before 1980 (DOS dates). */
const EARLIEST_ZIP_TIME = Date.UTC(1980, 0, 2);
/** Assets and the failure list are named by content, not by a clip: the same earliest time keeps bytes stable. */
const EARLIEST_ZIP_DATE = new Date(EARLIEST_ZIP_TIME);
const encoder = new TextEncoder();

/** Hands out `<notebook folder>/<unique name>.md` paths: one folder per notebook, names unique within it. */
export class ExportPaths {
  private readonly folderNames = new UniqueNames();
  private readonly folderOf = new Map<string, string>();
  private readonly namesIn = new Map<string, UniqueNames>();

  /** "工作/项目" becomes one folder "工作 项目": notebooks are flat in Pith. */
  pathFor(clip: Pick<Clip, 'notebook' | 'title'>): string {
    const notebook = clip.notebook || 'Inbox';
    let folder = this.folderOf.get(notebook);
    if (folder === undefined) {
      folder = this.folderNames.claim(safeName(notebook, 'Inbox'));
      this.folderOf.set(notebook, folder);
      this.namesIn.set(folder, new UniqueNames());
    }
    return `${folder}/${this.namesIn.get(folder)!.claim(markdownFileName(clip.title))}`;
  }
}

export class MarkdownZip {
  private readonly files: Zippable = {};
  private readonly paths = new ExportPaths();
  private count = 0;

  constructor(private readonly toMarkdown: ClipToMarkdown) {}

  private readonly failed: string[] = [];

  /**
   * Converts and adds one clip with its stored images (`assets/<hash>.<ext>`, each written once however many
   * clips use it); returns its path in the zip. Each file's time is the clip's last edit.
   */
  add(clip: Clip, assets: readonly AssetBytes[] = []): string {
    const path = this.paths.pathFor(clip);
    const mtime = new Date(Math.max(clip.updated, EARLIEST_ZIP_TIME));
    const stored = new Set<string>();
    for (const asset of assets) {
      stored.add(asset.hash);
      // Images are compressed already: stored as they are (level 0) instead of spending time on deflate.
      this.files[assetPath(asset)] ??= [new Uint8Array(asset.bytes), { level: 0, mtime: EARLIEST_ZIP_DATE }];
    }
    const imageMap = imageMapFor(clip.images, (hash) => stored.has(hash));
    this.files[path] = [encoder.encode(this.toMarkdown(clip, imageMap.size ? imageMap : undefined)), { mtime }];
    this.noteFailedImages(path, clip, stored);
    this.count += 1;
    return path;
  }

  private noteFailedImages(path: string, clip: Clip, stored: ReadonlySet<string>): void {
    const lines = (clip.failedImages ?? []).map((entry) => (typeof entry === 'string' ? { url: entry, reason: 'not stored' } : entry));
    for (const image of clip.images ?? []) {
      if (!stored.has(image.hash)) lines.push({ url: image.url, reason: 'the stored copy is missing' });
    }
    if (lines.length === 0) return;
    this.failed.push(`## ${path}\n`, ...lines.map(({ url, reason }) => `- <${url}> — ${reason}`), '');
  }

  get size(): number {
    return this.count;
  }

  bytes(): Uint8Array {
    const files: Zippable = { ...this.files };
    if (this.failed.length) {
      const listing = ['# Images not in this export', '', 'These images keep their original web address in the Markdown.', '', ...this.failed].join('\n');
      files[FAILED_IMAGES_FILE] = [encoder.encode(listing), { mtime: EARLIEST_ZIP_DATE }];
    }
    return zipSync(files, { level: ZIP_LEVEL });
  }
}

/** Paths the clips would get, in order. */
export function exportPaths(clips: readonly Clip[]): string[] {
  const paths = new ExportPaths();
  return clips.map((clip) => paths.pathFor(clip));
}

/** The zip's bytes for a list of clips: the same clips give the same bytes. */
export function markdownZip(clips: readonly Clip[], toMarkdown: ClipToMarkdown): Uint8Array {
  const zip = new MarkdownZip(toMarkdown);
  for (const clip of clips) zip.add(clip);
  return zip.bytes();
}

/** A name for the download: `pith-<what>-<yyyy-mm-dd>.zip`. */
export function zipFileName(what: string, now: Date): string {
  return `pith-${safeName(what, 'export', 60).replace(/\s+/g, '-')}-${now.toISOString().slice(0, 10)}.zip`;
}
