// Scoring a page against a class, as the paper does (our reading of its lost formulas, §1.2(4)):
//
//   weight(k) = f_origin(k) × f_pos(k) × f_len(k) × f_sen(k),   score(class) = Σ_k weight(k)
//
// over the class's topic words k found in the page, where
//   f_origin(k) = the word's normalised frequency in the class's training clips (model.topicWords);
//   f_pos       = the weight of the layer where k occurs (LAYER_WEIGHTS); a word in several layers
//                 has each occurrence weighted by its own layer, so f_pos × f_sen is summed per sentence;
//   f_len(k)    = the word's length in units (Han characters; Latin letters / 4) ^ LENGTH_EXPONENT;
//   f_sen(k)    = Σ over the sentences containing k of n_i, the number of distinct topic words of
//                 the class in that sentence (k included): in "改革 开放 阶段性 任务" with 改革 and
//                 开放 the topic words, each gets n = 2. A word twice in one sentence counts it twice.
// The page goes to the class with the larger sum; no vector-space similarity is computed.
//
// Our one addition (IDF_EXPONENT, measured in the bench's ablation): f_origin is multiplied by
// idf(k)^δ, because the most frequent words of every class ("year", "表示") otherwise decide the sum.
import type { Layer, LayeredSentence, PageFeatures } from './features';
import type { ClassKind, TopicModel } from './model';
import { IDF_EXPONENT, LATIN_LETTERS_PER_UNIT, LAYER_WEIGHTS, LENGTH_EXPONENT } from './tunables';
import { wordLengthUnits } from './words';

/** The factors in use; the bench turns them off one at a time for the ablation. */
export interface ScoreFactors {
  /** f_pos per layer; all 1 turns layers off. */
  layerWeights: Readonly<Record<Layer, number>>;
  /** f_sen on; off means every occurrence counts 1. */
  sentence: boolean;
  /** Exponent of f_len; 0 turns it off. */
  lengthExponent: number;
  /** δ of our idf factor on f_origin; 0 is the paper's formula alone. */
  idf: number;
}

/** The shipped setting (see tunables.ts). */
export const SHIPPED_FACTORS: Readonly<ScoreFactors> = {
  layerWeights: LAYER_WEIGHTS,
  sentence: true,
  lengthExponent: LENGTH_EXPONENT,
  idf: IDF_EXPONENT,
};

/** A class's topic words and their weights, as the scorer reads them. */
export interface TopicWeights {
  has(word: string): boolean;
  get(word: string): number | undefined;
}

export interface ClassScore {
  name: string;
  score: number;
}

function lengthFactor(word: string, factors: ScoreFactors): number {
  if (factors.lengthExponent === 0) return 1;
  return Math.pow(wordLengthUnits(word, LATIN_LETTERS_PER_UNIT), factors.lengthExponent);
}

function distinctTopicWords(sentence: LayeredSentence, topic: TopicWeights): number {
  const seen = new Set<string>();
  for (const word of sentence.words) if (topic.has(word)) seen.add(word);
  return seen.size;
}

/**
 * The page's score against one class: Σ over occurrences of its topic words of
 * weight × f_pos × f_len × n_sentence. Each word's part goes into `contributions` when given.
 */
export function scoreAgainst(
  features: PageFeatures,
  weights: TopicWeights,
  factors: ScoreFactors,
  contributions?: Map<string, number>,
): number {
  let score = 0;
  for (const sentence of features.sentences) {
    const related = factors.sentence ? distinctTopicWords(sentence, weights) : 1;
    if (related === 0) continue;
    const position = factors.layerWeights[sentence.layer];
    for (const word of sentence.words) {
      const origin = weights.get(word);
      if (origin === undefined) continue;
      const weight = origin * position * lengthFactor(word, factors) * related;
      score += weight;
      if (contributions) contributions.set(word, (contributions.get(word) ?? 0) + weight);
    }
  }
  return score;
}

/**
 * ln((clips + 1) / (clips containing the word + 1)) over the given classes: finite, 0 for a word in
 * every clip. Computed per word on first use and shared by all classes of the kind until the model
 * changes, so the cost grows with the page's words, not with classes × topic words.
 */
function idfTable(model: TopicModel, kind: ClassKind, names: readonly string[]): (word: string) => number {
  const cache = model.memo(JSON.stringify(['idf', kind, names]), () => new Map<string, number>());
  let clips = 0;
  for (const name of names) clips += model.docCount({ kind, name });
  return (word) => {
    let idf = cache.get(word);
    if (idf === undefined) {
      let containing = 0;
      for (const name of names) containing += model.clipsWith({ kind, name }, word);
      idf = Math.log((clips + 1) / (containing + 1));
      cache.set(word, idf);
    }
    return idf;
  };
}

/** The class's topic words weighted f_origin, times idf^δ when on. */
function topicWeights(model: TopicModel, kind: ClassKind, name: string, names: readonly string[], idf: number): TopicWeights {
  const topic = model.topicWords({ kind, name });
  if (idf === 0) return topic;
  const idfOf = idfTable(model, kind, names);
  return {
    has: (word) => topic.has(word),
    get: (word) => {
      const origin = topic.get(word);
      return origin === undefined ? undefined : origin * Math.pow(idfOf(word), idf);
    },
  };
}

/** Scores of the page against the named classes of one kind, best first. */
export function classScores(
  model: TopicModel,
  kind: ClassKind,
  names: readonly string[],
  features: PageFeatures,
  factors: ScoreFactors = SHIPPED_FACTORS,
): ClassScore[] {
  const scores = names.map((name) => ({ name, score: scoreAgainst(features, topicWeights(model, kind, name, names, factors.idf), factors) }));
  return scores.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1));
}

/** One class's score with each topic word's part of it (to explain a verdict). */
export function explainScore(
  model: TopicModel,
  kind: ClassKind,
  name: string,
  names: readonly string[],
  features: PageFeatures,
  factors: ScoreFactors = SHIPPED_FACTORS,
): { score: number; contributions: Map<string, number> } {
  const contributions = new Map<string, number>();
  const score = scoreAgainst(features, topicWeights(model, kind, name, names, factors.idf), factors, contributions);
  return { score, contributions };
}
