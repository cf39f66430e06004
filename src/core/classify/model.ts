// The trained state: per class, each word's summed relative frequency over the class's clips and the
// number of clips containing it. Every word is kept (not only the top N) so that removing a clip is
// exact: add then remove leaves the state as it was (up to float rounding), and a model updated clip
// by clip equals one trained from scratch. The top-N topic words with f_origin are derived from the
// sums and cached until the class changes.
import { featuresOf, wordCountsOf, type PageFeatures } from './features';
import type { PageLayers } from './layers';
import { TOPIC_WORDS_PER_CLASS } from './tunables';

/** Notebooks are exclusive (a clip lives in one); tags are not; filter classes are "keep" and "flag". */
export type ClassKind = 'notebook' | 'tag' | 'filter';

export interface ClassRef {
  kind: ClassKind;
  name: string;
}

/** The reader's negative examples: pages like these are flagged. */
export const FLAG = 'flag';
/** The reader's positive examples. */
export const KEEP = 'keep';

interface ClassCounts {
  /** Training clips in the class. */
  docs: number;
  /** Σ of the clips' relative frequencies (one per clip with words): the denominator of f_origin. */
  words: number;
  /** Word → Σ over clips of its relative frequency in the clip. */
  counts: Record<string, number>;
  /** Word → clips of the class that contain it (for idf). */
  clips: Record<string, number>;
}

export interface ModelState {
  version: 1;
  classes: Record<ClassKind, Record<string, ClassCounts>>;
}

/** A class's topic words with their initial weight f_origin (mean relative frequency over its clips). */
export type TopicWords = ReadonlyMap<string, number>;

const KINDS: readonly ClassKind[] = ['notebook', 'tag', 'filter'];

function emptyClasses(): Record<ClassKind, Record<string, ClassCounts>> {
  return { notebook: {}, tag: {}, filter: {} };
}

function refOf(cls: ClassRef | string): ClassRef {
  return typeof cls === 'string' ? { kind: 'notebook', name: cls } : cls;
}

export function notebook(name: string): ClassRef {
  return { kind: 'notebook', name };
}

export function tag(name: string): ClassRef {
  return { kind: 'tag', name };
}

export function filterClass(name: typeof FLAG | typeof KEEP): ClassRef {
  return { kind: 'filter', name };
}

/** Training input: a page's layers, or its features when the caller already computed them. */
export type TrainingDoc = PageLayers | PageFeatures;

/**
 * A clip's words as relative frequencies. The paper normalises term frequency "so that it does not
 * favour long documents" (为防止它偏向长的文件); we read that per clip, so f_origin is the mean of the
 * clips' relative frequencies. Pooling raw counts instead let a few long pages speak for a class:
 * WebKB 0.55 vs 0.74 macro-F1 on a held-out part of train.
 */
function countsOfDoc(doc: TrainingDoc): Map<string, number> {
  const counts = wordCountsOf('sentences' in doc ? doc : featuresOf(doc));
  let total = 0;
  for (const count of counts.values()) total += count;
  for (const [word, count] of counts) counts.set(word, count / total);
  return counts;
}

export class TopicModel {
  private readonly classes: Record<ClassKind, Record<string, ClassCounts>>;
  private readonly topicCache = new Map<string, TopicWords>();
  // Values derived from several classes at once (see score.ts); any update clears them all.
  private readonly derived = new Map<string, unknown>();

  constructor(readonly topN: number = TOPIC_WORDS_PER_CLASS, state?: ModelState) {
    this.classes = emptyClasses();
    if (state) {
      for (const kind of KINDS) {
        for (const [name, stats] of Object.entries(state.classes[kind] ?? {})) {
          this.classes[kind][name] = { docs: stats.docs, words: stats.words, counts: { ...stats.counts }, clips: { ...stats.clips } };
        }
      }
    }
  }

  /** Train on one clip filed under `cls` (a plain string names a notebook). */
  add(doc: TrainingDoc, cls: ClassRef | string): void {
    this.update(countsOfDoc(doc), refOf(cls), +1);
  }

  /**
   * Untrain one clip (moved, retagged or deleted). Pass the same content that was added. Counts never
   * go below zero: a browser update may segment a few words differently from when the clip was added.
   */
  remove(doc: TrainingDoc, cls: ClassRef | string): void {
    this.update(countsOfDoc(doc), refOf(cls), -1);
  }

  private update(docCounts: Map<string, number>, ref: ClassRef, sign: 1 | -1): void {
    const table = this.classes[ref.kind];
    const stats = table[ref.name] ?? (table[ref.name] = { docs: 0, words: 0, counts: {}, clips: {} });
    stats.docs = Math.max(0, stats.docs + sign);
    for (const [word, count] of docCounts) {
      const clips = Math.max(0, (stats.clips[word] ?? 0) + sign);
      if (clips === 0) delete stats.clips[word];
      else stats.clips[word] = clips;
      const before = stats.counts[word] ?? 0;
      const sum = before + sign * count;
      // Relative frequencies are floats: a residue of rounding after a remove is zero.
      const after = sum < 1e-12 ? 0 : sum;
      stats.words += after - before;
      if (after === 0) delete stats.counts[word];
      else stats.counts[word] = after;
    }
    // A class without clips is gone, whatever float residue its sums carry.
    if (stats.docs === 0) delete table[ref.name];
    this.topicCache.delete(cacheKey(ref));
    this.derived.clear();
  }

  /** A value computed from the model, kept until the next add or remove. */
  memo<T>(key: string, compute: () => T): T {
    if (this.derived.has(key)) return this.derived.get(key) as T;
    const value = compute();
    this.derived.set(key, value);
    return value;
  }

  /** Class names of one kind, sorted. */
  classNames(kind: ClassKind): string[] {
    return Object.keys(this.classes[kind]).sort();
  }

  docCount(cls: ClassRef | string): number {
    const ref = refOf(cls);
    return this.classes[ref.kind][ref.name]?.docs ?? 0;
  }

  /** Training clips of the class that contain `word`. */
  clipsWith(cls: ClassRef | string, word: string): number {
    const ref = refOf(cls);
    return this.classes[ref.kind][ref.name]?.clips[word] ?? 0;
  }

  /** The class's N most frequent words with f_origin = mean relative frequency over its clips (the paper's weights). */
  topicWords(cls: ClassRef | string): TopicWords {
    const ref = refOf(cls);
    const key = cacheKey(ref);
    const cached = this.topicCache.get(key);
    if (cached) return cached;
    const stats = this.classes[ref.kind][ref.name];
    const top = new Map<string, number>();
    if (stats && stats.words > 0) {
      // Ties broken by the word so the choice does not depend on insertion order.
      const ranked = Object.entries(stats.counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
      for (const [word, count] of ranked.slice(0, this.topN)) top.set(word, count / stats.words);
    }
    this.topicCache.set(key, top);
    return top;
  }

  /** Serialisable state with sorted keys, so equal models serialise to equal JSON. */
  toJSON(): ModelState {
    const classes = emptyClasses();
    for (const kind of KINDS) {
      for (const name of this.classNames(kind)) {
        const stats = this.classes[kind][name]!;
        classes[kind][name] = { docs: stats.docs, words: stats.words, counts: sortedByKey(stats.counts), clips: sortedByKey(stats.clips) };
      }
    }
    return { version: 1, classes };
  }

  static fromJSON(state: ModelState, topN: number = TOPIC_WORDS_PER_CLASS): TopicModel {
    if (state.version !== 1) throw new Error(`unknown classifier state version ${String(state.version)}`);
    return new TopicModel(topN, state);
  }
}

function sortedByKey(record: Record<string, number>): Record<string, number> {
  const sorted: Record<string, number> = {};
  for (const key of Object.keys(record).sort()) sorted[key] = record[key]!;
  return sorted;
}

function cacheKey(ref: ClassRef): string {
  return `${ref.kind}\u0000${ref.name}`;
}
