// Scoring a page against a class, as the paper does (our reading of its lost formulas, §1.2(4)):
//
//   weight(k) = f_origin(k) × f_pos(k) × f_len(k) × f_sen(k),   score(class) = Σ_k weight(k)
//
// over the class's topic words k found in the page, where
//   f_origin(k) = the word's normalised frequency in the class's training clips (model.topicWords);
//   f_pos       = the layer weight of where k occurs (LAYER_WEIGHTS); a word in several layers gets
//                 each occurrence weighted by its own layer, so f_pos × f_sen is summed per sentence;
//   f_len(k)    = the word's length in units (Han characters; Latin letters / 4) ^ LENGTH_EXPONENT;
//   f_sen(k)    = Σ over the sentences containing k of n_i, the number of distinct topic words of
//                 the class in that sentence (k included). "改革 开放 …" with both topic words gives
//                 n = 2 to each. A word twice in one sentence counts that sentence twice.
// The page goes to the class with the larger sum; no vector-space similarity is computed.
import type { Layer, LayeredSentence, PageFeatures } from './features';
import type { ClassKind, TopicModel, TopicWords } from './model';
import {
  LATIN_LETTERS_PER_UNIT,
  LAYER_WEIGHTS,
  LENGTH_EXPONENT,
  SPECIFICITY_EXPONENT,
  SPECIFICITY_SMOOTHING,
} from './tunables';
import { wordLengthUnits } from './words';

/** Which of the paper's factors are on; the bench turns them off one at a time for the ablation. */
export interface ScoreFactors {
  /** f_pos per layer; all 1 turns layers off. */
  layerWeights: Readonly<Record<Layer, number>>;
  /** f_sen on; off means every occurrence counts 1. */
  sentence: boolean;
  /** Exponent of f_len; 0 turns it off. */
  lengthExponent: number;
  /** Our addition: f_origin times the class's share of the word (see SPECIFICITY_EXPONENT); 0 = off. */
  specificity: number;
}

export const PAPER_FACTORS: Readonly<ScoreFactors> = {
  layerWeights: LAYER_WEIGHTS,
  sentence: true,
  lengthExponent: LENGTH_EXPONENT,
  specificity: SPECIFICITY_EXPONENT,
};

export interface ClassScore {
  name: string;
  score: number;
}

/** A word's weight for one class, before the per-sentence factors. */
type WordWeight = (word: string) => number;

function lengthFactor(word: string, factors: ScoreFactors): number {
  if (factors.lengthExponent === 0) return 1;
  return Math.pow(wordLengthUnits(word, LATIN_LETTERS_PER_UNIT), factors.lengthExponent);
}

function distinctTopicWords(sentence: LayeredSentence, topic: TopicWords): number {
  const seen = new Set<string>();
  for (const word of sentence.words) if (topic.has(word)) seen.add(word);
  return seen.size;
}

/**
 * The page's score against one class, and each topic word's share of it (for explanations).
 * `weightOf` gives f_origin (optionally times specificity) for words in `topic`.
 */
export function scoreAgainst(
  features: PageFeatures,
  topic: TopicWords,
  weightOf: WordWeight,
  factors: ScoreFactors,
  contributions?: Map<string, number>,
): number {
  let score = 0;
  for (const sentence of features.sentences) {
    const related = factors.sentence ? distinctTopicWords(sentence, topic) : 1;
    if (related === 0) continue;
    const position = factors.layerWeights[sentence.layer];
    for (const word of sentence.words) {
      if (!topic.has(word)) continue;
      const weight = weightOf(word) * position * lengthFactor(word, factors) * related;
      score += weight;
      if (contributions) contributions.set(word, (contributions.get(word) ?? 0) + weight);
    }
  }
  return score;
}

/**
 * f_origin, or f_origin × (class share of the word)^γ. The share uses every class of the kind, with
 * add-α smoothing, so a word frequent in all classes ("year", "表示") counts little for any of them.
 */
function weightFor(model: TopicModel, kind: ClassKind, name: string, names: readonly string[], factors: ScoreFactors): WordWeight {
  const topic = model.topicWords({ kind, name });
  if (factors.specificity === 0 || names.length < 2) return (word) => topic.get(word) ?? 0;
  const smoothedRate = (cls: string, word: string): number => {
    const { count, words } = model.frequency({ kind, name: cls }, word);
    return (count + SPECIFICITY_SMOOTHING) / (words + SPECIFICITY_SMOOTHING);
  };
  return (word) => {
    let total = 0;
    for (const other of names) total += smoothedRate(other, word);
    const share = smoothedRate(name, word) / total;
    return (topic.get(word) ?? 0) * Math.pow(share, factors.specificity);
  };
}

/** Scores of the page against the named classes of one kind, best first. */
export function classScores(
  model: TopicModel,
  kind: ClassKind,
  names: readonly string[],
  features: PageFeatures,
  factors: ScoreFactors = PAPER_FACTORS,
): ClassScore[] {
  const scores = names.map((name) => ({
    name,
    score: scoreAgainst(features, model.topicWords({ kind, name }), weightFor(model, kind, name, names, factors), factors),
  }));
  return scores.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1));
}

/** Like classScores for one class, with each topic word's contribution. */
export function explainScore(
  model: TopicModel,
  kind: ClassKind,
  name: string,
  names: readonly string[],
  features: PageFeatures,
  factors: ScoreFactors = PAPER_FACTORS,
): { score: number; contributions: Map<string, number> } {
  const contributions = new Map<string, number>();
  const score = scoreAgainst(features, model.topicWords({ kind, name }), weightFor(model, kind, name, names, factors), factors, contributions);
  return { score, contributions };
}
