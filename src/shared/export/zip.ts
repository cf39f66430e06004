// Markdown export: clips → `<notebook>/<title>.md` files in a zip (fflate), streamed: each file is deflated as it
// is added and only the compressed bytes are kept, so 10,000 clips never sit in memory as HTML or as Markdown.
// A clip is converted either here (`MarkdownZip.add`, given the converter) or elsewhere — the library's export
// workers run `convertClip` in parallel and hand back the deflated file (`MarkdownZip.addConverted`). Both give
// the same entries: the conversion is the one function `convertClip`.
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
// The image-map module itself, not the assets barrel: the barrel brings the image-address code, which the build
// puts in the 400 KB converter chunk, into every page that imports this one.
import { assetPath, imageMapFor } from '../assets/image-map';
import type { AssetBytes } from '../assets/types';
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

/** A clip's Markdown, deflated with its CRC and size: what a zip entry needs, ready to be written as it is. */
export interface DeflatedFile {
  bytes: Uint8Array<ArrayBuffer>;
  crc: number;
  /** Uncompressed size in bytes. */
  size: number;
  /** The deflate level bits of the zip's general purpose flag. */
  flag: number;
}

/** One clip converted for the zip: what `addConverted` needs, and nothing of its HTML or text. */
export interface ConvertedClip {
  clip: Pick<Clip, 'id' | 'title' | 'notebook' | 'updated'>;
  markdown: DeflatedFile;
  /** Stored images the Markdown links to (`assets/<hash>.<ext>`): the zip must hold them. */
  storedHashes: string[];
  /** Images that stay remote in the Markdown, with the reason, for `failed-images.md`. */
  missingImages: Array<{ url: string; reason: string }>;
}

/** Deflates one file the way the zip writes it (level `ZIP_LEVEL`). */
export function deflateFile(text: string): DeflatedFile {
  const file = new ZipDeflate('', { level: ZIP_LEVEL });
  const chunks: Uint8Array[] = [];
  file.ondata = (error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  };
  file.push(encoder.encode(text), true);
  return { bytes: concat(chunks), crc: file.crc, size: file.size, flag: file.flag ?? 0 };
}

/** CRC-32 and size of the UTF-8 bytes, as the zip records them (fflate's pass-through entry computes both). */
function checksum(bytes: Uint8Array): { crc: number; size: number } {
  const file = new ZipPassThrough('');
  file.ondata = () => undefined;
  file.push(bytes, true);
  return { crc: file.crc, size: file.size };
}

/**
 * `deflateFile` with the browser's own zlib (`CompressionStream('deflate-raw')`) where there is one. fflate's
 * deflate in JavaScript was a quarter of an export worker's time per clip (≈1.3 of 5 ms on the bench corpus,
 * Node profile); native deflate at zlib's default level compresses as well for a fraction of that.
 */
export async function deflateFileNative(text: string): Promise<DeflatedFile> {
  if (typeof CompressionStream !== 'function') return deflateFile(text);
  const bytes = encoder.encode(text);
  const { crc, size } = checksum(bytes);
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const deflated = new Uint8Array(await new Response(stream).arrayBuffer());
  return { bytes: deflated, crc, size, flag: 0 };
}

/** The clip's Markdown, its images pointing at `assets/…` where `stored` has a copy. */
function markdownOf(clip: Clip, stored: ReadonlySet<string>, toMarkdown: ClipToMarkdown): string {
  const imageMap = imageMapFor(clip.images, (hash) => stored.has(hash));
  return toMarkdown(clip, imageMap.size ? imageMap : undefined);
}

/** Everything the zip needs of a clip besides its file. */
function describeClip(clip: Clip, stored: ReadonlySet<string>): Omit<ConvertedClip, 'markdown'> {
  const missingImages = (clip.failedImages ?? []).map((entry) => (typeof entry === 'string' ? { url: entry, reason: 'not stored' } : { url: entry.url, reason: entry.reason }));
  for (const image of clip.images ?? []) {
    if (!stored.has(image.hash)) missingImages.push({ url: image.url, reason: 'the stored copy is missing' });
  }
  const storedHashes = [...new Set((clip.images ?? []).map((image) => image.hash).filter((hash) => stored.has(hash)))];
  const { id, title, notebook, updated } = clip;
  return { clip: { id, title, notebook, updated }, storedHashes, missingImages };
}

/**
 * Converts one clip for the zip. `stored` says which of its images have a stored copy: those are linked to
 * `assets/…` in the Markdown, the others keep their remote URL and are listed as missing.
 */
export function convertClip(clip: Clip, stored: ReadonlySet<string>, toMarkdown: ClipToMarkdown): ConvertedClip {
  return { ...describeClip(clip, stored), markdown: deflateFile(markdownOf(clip, stored, toMarkdown)) };
}

/** `convertClip` with the browser's deflate (the export workers). */
export async function convertClipNative(clip: Clip, stored: ReadonlySet<string>, toMarkdown: ClipToMarkdown): Promise<ConvertedClip> {
  return { ...describeClip(clip, stored), markdown: await deflateFileNative(markdownOf(clip, stored, toMarkdown)) };
}

/** An entry whose bytes were deflated already (by `deflateFile`, possibly in a worker). */
function deflatedEntry(filename: string, file: DeflatedFile, mtime: Date): ZipInputFile & { write(): void } {
  const entry: ZipInputFile & { write(): void } = {
    filename,
    size: file.size,
    crc: file.crc,
    compression: 8,
    flag: file.flag,
    mtime,
    write: () => entry.ondata!(null, file.bytes, true),
  };
  return entry;
}

/** The chunks as one array that owns its whole buffer (so a worker can transfer it without copying). */
function concat(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const only = chunks.length === 1 ? chunks[0]! : undefined;
  // fflate allocates plain ArrayBuffers (never shared ones).
  if (only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength) return only as Uint8Array<ArrayBuffer>;
  const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return joined;
}

export class MarkdownZip {
  /** The zip as written so far: compressed bytes only. */
  private readonly chunks: Uint8Array[] = [];
  private readonly zip: Zip;
  private readonly paths = new ExportPaths();
  private readonly writtenAssets = new Set<string>();
  private readonly failed: string[] = [];
  private count = 0;
  private finished = false;

  /** `toMarkdown` is needed by `add` only; a zip filled through `addConverted` does without it. */
  constructor(private readonly toMarkdown?: ClipToMarkdown) {
    this.zip = new Zip((error, chunk) => {
      if (error) throw error;
      this.chunks.push(chunk);
    });
  }

  /**
   * Converts and adds one clip with its stored images (`assets/<hash>.<ext>`, each written once however many
   * clips use it); returns its path in the zip. Each file's time is the clip's last edit.
   */
  add(clip: Clip, assets: readonly AssetBytes[] = []): string {
    if (!this.toMarkdown) throw new Error('MarkdownZip.add needs a converter');
    const converted = convertClip(clip, new Set(assets.map((asset) => asset.hash)), this.toMarkdown);
    return this.addConverted(converted, assets);
  }

  /**
   * Adds a clip converted by `convertClip`, in the order clips should be named ("Notes.md" before "Notes (2).md").
   * `assets` are the stored images it links to; one it links to that is not among them is listed as missing.
   */
  addConverted(converted: ConvertedClip, assets: readonly AssetBytes[] = []): string {
    const { clip } = converted;
    const path = this.paths.pathFor(clip);
    const given = new Set<string>();
    for (const asset of assets) {
      given.add(asset.hash);
      this.addAsset(asset);
    }
    const missing = [...converted.missingImages];
    for (const hash of converted.storedHashes) {
      if (!given.has(hash) && !this.writtenAssets.has(hash)) missing.push({ url: `assets/${hash}`, reason: 'the stored copy was deleted during the export' });
    }
    const entry = deflatedEntry(path, converted.markdown, new Date(Math.max(clip.updated, EARLIEST_ZIP_TIME)));
    this.zip.add(entry);
    entry.write();
    if (missing.length) this.failed.push(`## ${path}\n`, ...missing.map(({ url, reason }) => `- <${url}> — ${reason}`), '');
    this.count += 1;
    return path;
  }

  /** Whether an image is in the zip already (the export reads each stored image once). */
  hasAsset(hash: string): boolean {
    return this.writtenAssets.has(hash);
  }

  private addAsset(asset: AssetBytes): void {
    if (this.writtenAssets.has(asset.hash)) return;
    this.writtenAssets.add(asset.hash);
    // Images are compressed already: stored as they are (no deflate) instead of spending time on it.
    const file = new ZipPassThrough(assetPath(asset));
    file.mtime = EARLIEST_ZIP_DATE;
    this.zip.add(file);
    file.push(new Uint8Array(asset.bytes), true);
  }

  get size(): number {
    return this.count;
  }

  /** Ends the zip (adding the failed-images list if any) and returns its pieces, ready for a Blob. */
  finish(): Uint8Array[] {
    if (!this.finished) {
      this.finished = true;
      if (this.failed.length) {
        const listing = ['# Images not in this export', '', 'These images keep their original web address in the Markdown.', '', ...this.failed].join('\n');
        const entry = deflatedEntry(FAILED_IMAGES_FILE, deflateFile(listing), EARLIEST_ZIP_DATE);
        this.zip.add(entry);
        entry.write();
      }
      this.zip.end();
    }
    return this.chunks;
  }

  /** The whole zip as one array (tests, small exports). */
  bytes(): Uint8Array {
    return concat(this.finish());
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
