// A clip's training words, kept per clip so that moving, retagging or deleting it subtracts exactly what was
// added, even after the clip's text changed or a browser update segments words differently.
import { featuresOf, layersFromClip, type PageFeatures } from '../../core/classify';
import { wordCountsOf } from '../../core/classify/features';
import type { Clip } from '../clip';

/** Word → occurrences in the clip, all layers (what TopicModel counts). */
export type WordDigest = Record<string, number>;

/** The text of a stored clip as the classifier reads it (the same reading the popup uses for a new page). */
export function clipTextOf(clip: Pick<Clip, 'title' | 'html' | 'text' | 'excerpt' | 'lang'>) {
  return { title: clip.title, html: clip.html, text: clip.text, excerpt: clip.excerpt, lang: clip.lang };
}

export function digestOf(clip: Pick<Clip, 'title' | 'html' | 'text' | 'excerpt' | 'lang'>): WordDigest {
  const digest: WordDigest = {};
  for (const [word, count] of wordCountsOf(featuresOf(layersFromClip(clipTextOf(clip))))) digest[word] = count;
  return digest;
}

export function isEmptyDigest(digest: WordDigest): boolean {
  for (const _word in digest) return false;
  return true;
}

/**
 * The digest as features TopicModel can train on. Training reads only word counts (wordCountsOf), so one
 * sentence holding each word as often as it occurred trains exactly as the clip's own features did.
 */
export function featuresOfDigest(digest: WordDigest): PageFeatures {
  const words: string[] = [];
  for (const [word, count] of Object.entries(digest)) for (let i = 0; i < count; i++) words.push(word);
  return { sentences: [{ layer: 2, words }], wordCount: words.length };
}
