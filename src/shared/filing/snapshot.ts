// The persisted filing state: the trained model plus, per clip, what it was trained as. It is a derived cache of
// the clips: when it is missing, damaged or of another version it is rebuilt from them.
import type { ModelState } from '../../core/classify';
import type { WordDigest } from './digest';

/** What a clip was trained as: enough to notice a change (`updated`) and to untrain it exactly. */
export interface TrainedClip {
  updated: number;
  notebook: string;
  tags: string[];
  /** Empty for clips without words (bare bookmarks): those are indexed but not trained on. */
  words: WordDigest;
}

export interface FilingSnapshot {
  version: 1;
  /** Notebook and tag classes of every clip with words. */
  model: ModelState;
  clips: Record<string, TrainedClip>;
  /** The newest `updated` stamp among the indexed clips (where the next sync starts looking). */
  newestUpdate: number;
}

export const SNAPSHOT_VERSION = 1;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isTrainedClip(value: unknown): value is TrainedClip {
  return (
    isRecord(value) &&
    typeof value.updated === 'number' &&
    typeof value.notebook === 'string' &&
    Array.isArray(value.tags) &&
    value.tags.every((tag) => typeof tag === 'string') &&
    isRecord(value.words)
  );
}

/**
 * A stored value is used only when it has the shape this version writes; anything else is rebuilt. Every clip
 * entry is checked: one without its words would be untrained as nothing and leave the model wrong for good.
 */
export function isSnapshot(value: unknown): value is FilingSnapshot {
  if (!isRecord(value) || value.version !== SNAPSHOT_VERSION) return false;
  if (typeof value.newestUpdate !== 'number' || !isRecord(value.clips)) return false;
  if (!Object.values(value.clips).every(isTrainedClip)) return false;
  const model = value.model;
  return isRecord(model) && model.version === 1 && isRecord(model.classes);
}
