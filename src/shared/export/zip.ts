// Markdown export: clips → `<notebook>/<title>.md` files in a zip (fflate). The converter is passed in so this
// module stays testable without a DOM; the library passes `clipMarkdown` from ./markdown.
import { zipSync, type Zippable } from 'fflate';
import type { Clip } from '../clip';
import { markdownFileName, safeName, UniqueNames } from './filenames';

export type ClipToMarkdown = (clip: Clip) => string;

export interface ExportedFile {
  path: string;
  clipId: string;
}

/** Paths for each clip: one folder per notebook ("工作/项目" becomes one folder "工作 项目"), unique names. */
export function exportPaths(clips: readonly Clip[]): ExportedFile[] {
  const folders = new Map<string, UniqueNames>();
  const folderNames = new UniqueNames();
  const folderFor = new Map<string, string>();
  return clips.map((clip) => {
    const notebook = clip.notebook || 'Inbox';
    let folder = folderFor.get(notebook);
    if (folder === undefined) {
      folder = folderNames.claim(safeName(notebook, 'Inbox'));
      folderFor.set(notebook, folder);
      folders.set(folder, new UniqueNames());
    }
    const name = folders.get(folder)!.claim(markdownFileName(clip.title));
    return { path: `${folder}/${name}`, clipId: clip.id };
  });
}

const encoder = new TextEncoder();

/** The zip's bytes. Each file's time is the clip's last edit, so the same library exports the same zip. */
export function markdownZip(clips: readonly Clip[], toMarkdown: ClipToMarkdown): Uint8Array {
  const files: Zippable = {};
  const paths = exportPaths(clips);
  clips.forEach((clip, i) => {
    files[paths[i]!.path] = [encoder.encode(toMarkdown(clip)), { mtime: new Date(Math.max(clip.updated, Date.UTC(1980, 0, 2))) }];
  });
  return zipSync(files, { level: 6 });
}

/** A name for the download: `pith-<what>-<yyyy-mm-dd>.zip`. */
export function zipFileName(what: string, now: Date): string {
  return `pith-${safeName(what, 'export', 60).replace(/\s+/g, '-')}-${now.toISOString().slice(0, 10)}.zip`;
}
