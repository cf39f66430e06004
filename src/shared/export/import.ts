// Applies a parsed backup to the store. Policy (issue 4):
//  - each clip is written in its own transaction: all of it or none of it;
//  - existing clips are never changed;
//  - a clip whose id exists with identical content is skipped as already present;
//  - a clip whose id exists with different content (edited since the backup, or another device's clip) is kept
//    as a copy under a new id — the reader loses neither version — unless an identical copy is already there;
//  - so importing the same backup again changes nothing (idempotent).
import { newClipId, type Clip } from '../clip';
import type { ClipStore } from '../store';
import { contentKey, type SkippedClip } from './backup';

export interface ImportReport {
  added: number;
  /** Clips kept under a new id because their id was taken by a different clip. */
  copied: number;
  alreadyPresent: number;
  /** Invalid clips from parsing plus clips the store refused. */
  skipped: SkippedClip[];
}

/** The part of the store import needs (a fake in unit tests). */
export type ImportTarget = Pick<ClipStore, 'get' | 'put' | 'findByUrl'>;

async function hasIdenticalCopy(store: ImportTarget, clip: Clip): Promise<boolean> {
  const key = contentKey(clip);
  return (await store.findByUrl(clip.url)).some((existing) => contentKey(existing) === key);
}

export async function importClips(store: ImportTarget, clips: readonly Clip[], skippedBefore: readonly SkippedClip[] = []): Promise<ImportReport> {
  const report: ImportReport = { added: 0, copied: 0, alreadyPresent: 0, skipped: [...skippedBefore] };
  for (const [index, clip] of clips.entries()) {
    const existing = await store.get(clip.id);
    try {
      if (!existing) {
        await store.put(clip);
        report.added += 1;
      } else if (contentKey(existing) === contentKey(clip) || (await hasIdenticalCopy(store, clip))) {
        report.alreadyPresent += 1;
      } else {
        await store.put({ ...clip, id: newClipId() });
        report.copied += 1;
      }
    } catch (error) {
      report.skipped.push({ index, id: clip.id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}
