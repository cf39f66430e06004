// Keeps the filing snapshot equal to a model trained from scratch on the clips in the store.
//
// Strategy: the background is not the only writer (the library page moves, retags, renames and deletes clips in
// IndexedDB directly, possibly while the worker sleeps), so the snapshot is reconciled with the store whenever it
// is used, never trusted blindly:
//   - ids in the snapshot but not in the store → deleted: untrain their stored digest;
//   - clips changed since the newest stamp seen (less SYNC_LOOKBACK_MS), read through the `updated` index, whose
//     stamp differs from the snapshot's → untrain the old digest, train the clip as it is now;
//   - ids in the store but not in the snapshot and outside that window (restored by undo or an import, which keep
//     their old stamps) → read one by one and trained.
// Untraining uses the digest kept per clip, so it is exact whatever the clip's text has become. With no usable
// snapshot (first run, damage, a new version) the model is rebuilt in one pass over the clips.
import { notebook, tag, TopicModel } from '../../core/classify';
import type { Clip } from '../clip';
import type { ClipStore } from '../store';
import { digestOf, featuresOfDigest, isEmptyDigest } from './digest';
import { SNAPSHOT_VERSION, type FilingSnapshot, type TrainedClip } from './snapshot';
import { REBUILD_BATCH, SYNC_LOOKBACK_MS } from './tunables';

export interface FilingState {
  snapshot: FilingSnapshot;
  model: TopicModel;
}

export interface SyncReport {
  rebuilt: boolean;
  added: number;
  changed: number;
  removed: number;
}

export function trainedClipOf(clip: Clip): TrainedClip {
  return { updated: clip.updated, notebook: clip.notebook, tags: [...new Set(clip.tags)], words: digestOf(clip) };
}

/** Adds (+1) or subtracts (−1) one clip in its notebook and in each of its tags. */
export function trainClip(model: TopicModel, clip: TrainedClip, sign: 1 | -1): void {
  if (isEmptyDigest(clip.words)) return;
  const features = featuresOfDigest(clip.words);
  const classes = [notebook(clip.notebook), ...clip.tags.map(tag)];
  for (const cls of classes) {
    if (sign > 0) model.add(features, cls);
    else model.remove(features, cls);
  }
}

/** Trains a model from scratch on every clip in the store. */
export async function rebuild(store: ClipStore): Promise<FilingState> {
  const model = new TopicModel();
  const clips: Record<string, TrainedClip> = {};
  let newestUpdate = 0;
  await store.each((batch) => {
    for (const clip of batch) {
      const trained = trainedClipOf(clip);
      clips[clip.id] = trained;
      trainClip(model, trained, 1);
      newestUpdate = Math.max(newestUpdate, clip.updated);
    }
  }, REBUILD_BATCH);
  return { model, snapshot: { version: SNAPSHOT_VERSION, model: model.toJSON(), clips, newestUpdate } };
}

/**
 * Brings `state` up to date with the store in place; says what it did (nothing changed when all counts are 0).
 * `snapshot.model` is left stale: the caller serialises the model when it persists (toJSON sorts every word).
 */
export async function syncWithStore(store: ClipStore, state: FilingState): Promise<SyncReport> {
  const { snapshot, model } = state;
  const report: SyncReport = { rebuilt: false, added: 0, changed: 0, removed: 0 };
  const [ids, recent] = await Promise.all([store.ids(), store.changedSince(snapshot.newestUpdate - SYNC_LOOKBACK_MS)]);
  const present = new Set(ids);
  for (const [id, trained] of Object.entries(snapshot.clips)) {
    if (present.has(id)) continue;
    trainClip(model, trained, -1);
    delete snapshot.clips[id];
    report.removed++;
  }
  const put = (clip: Clip): void => {
    const before = snapshot.clips[clip.id];
    if (before?.updated === clip.updated) return;
    if (before) trainClip(model, before, -1);
    const trained = trainedClipOf(clip);
    trainClip(model, trained, 1);
    snapshot.clips[clip.id] = trained;
    snapshot.newestUpdate = Math.max(snapshot.newestUpdate, clip.updated);
    if (before) report.changed++;
    else report.added++;
  };
  for (const clip of recent) put(clip);
  for (const id of ids) {
    if (snapshot.clips[id]) continue;
    const clip = await store.get(id);
    if (clip) put(clip);
  }
  return report;
}
