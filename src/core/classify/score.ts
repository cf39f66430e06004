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
import type { ClassKind, TopicModel } from './model';
import {
  LATIN_LETTERS_PER_UNIT,
  LAYER_WEIGHTS,
  LENGTH_EXPONENT,
  SPECIFICITY_EXPONENT,
  CLASS_NORM_EXPONENT,
  LIFT_WEIGHTING,
  IDF_EXPONENT,
  PAGE_TF_EXPONENT,
  SPECIFICITY_FLOOR,
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
  /** Our addition: f_origin × max(0, ln(share × classes)), the word's lift over the average class; replaces specificity. */
  lift: boolean;
  /** Our addition: f_origin × idf(k)^δ, idf = ln(clips / clips containing k) over all classes of the kind; 0 = off. */
  idf: number;
  /** Our addition: a word's summed evidence in the page raised to τ (1 = the paper's plain sum). */
  pageTfExponent: number;
  /** Our addition: the class score divided by (Σ_k f_origin(k)²)^β over its topic words; 0 = off. */
  classNorm: number;
}

export const PAPER_FACTORS: Readonly<ScoreFactors> = {
  layerWeights: LAYER_WEIGHTS,
  sentence: true,
  lengthExponent: LENGTH_EXPONENT,
  specificity: SPECIFICITY_EXPONENT,
  classNorm: CLASS_NORM_EXPONENT,
  lift: LIFT_WEIGHTING,
  idf: IDF_EXPONENT,
  pageTfExponent: PAGE_TF_EXPONENT,
};

export interface ClassScore {
  name: string;
  score: number;
}

/** A class as the scorer sees it: each topic word's weight, and the norm the score is divided by. */
interface ClassVector {
  weights: ReadonlyMap<string, number>;
  norm: number;
}

function lengthFactor(word: string, factors: ScoreFactors): number {
  if (factors.lengthExponent === 0) return 1;
  return Math.pow(wordLengthUnits(word, LATIN_LETTERS_PER_UNIT), factors.lengthExponent);
}

function distinctTopicWords(sentence: LayeredSentence, topic: ReadonlyMap<string, number>): number {
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
  weights: ReadonlyMap<string, number>,
  factors: ScoreFactors,
  contributions?: Map<string, number>,
): number {
  // Per word: Σ over its occurrences of f_pos × n_sentence (f_sen with the layer folded in).
  const evidence = new Map<string, number>();
  for (const sentence of features.sentences) {
    const related = factors.sentence ? distinctTopicWords(sentence, weights) : 1;
    if (related === 0) continue;
    const position = factors.layerWeights[sentence.layer];
    for (const word of sentence.words) {
      if (weights.has(word)) evidence.set(word, (evidence.get(word) ?? 0) + position * related);
    }
  }
  let score = 0;
  for (const [word, amount] of evidence) {
    const tf = factors.pageTfExponent === 1 ? amount : Math.pow(amount, factors.pageTfExponent);
    const weight = weights.get(word)! * lengthFactor(word, factors) * tf;
    score += weight;
    if (contributions) contributions.set(word, weight);
  }
  return score;
}

/**
 * The class's share of a word among all classes of the kind, from f_origin-style rates with a small
 * floor so a word unseen elsewhere gets a share near 1, not exactly 1.
 */
function shareOf(model: TopicModel, kind: ClassKind, name: string, names: readonly string[], word: string): number {
  const rate = (cls: string): number => {
    const { count, words } = model.frequency({ kind, name: cls }, word);
    return (words > 0 ? count / words : 0) + SPECIFICITY_FLOOR;
  };
  let total = 0;
  for (const other of names) total += rate(other);
  return rate(name) / total;
}

/** f_origin, times (class share)^γ or the positive log-lift when those are on. */
function weightOfWord(origin: number, share: number, classes: number, factors: ScoreFactors): number {
  if (factors.lift) return origin * Math.max(0, Math.log(share * classes));
  return origin * Math.pow(share, factors.specificity);
}

/**
 * Σ_k weight(k)² is what one word drawn from the class itself scores on average: a class whose words
 * are few and frequent ("不错", "好" for positive reviews) outscores a broad class on any page.
 * Dividing by it (β = 1) or by its square root (β = ½, the cosine's norm) removes that bias.
 */
function normOf(weights: ReadonlyMap<string, number>, beta: number): number {
  if (beta === 0) return 1;
  let sumOfSquares = 0;
  for (const weight of weights.values()) sumOfSquares += weight * weight;
  return sumOfSquares > 0 ? Math.pow(sumOfSquares, beta) : 1;
}

/** ln(clips / clips containing the word) over the given classes, +1 in both so it stays finite. */
function idfOf(model: TopicModel, kind: ClassKind, names: readonly string[], word: string): number {
  let clips = 0;
  let containing = 0;
  for (const name of names) {
    clips += model.docCount({ kind, name });
    containing += model.clipsWith({ kind, name }, word);
  }
  return Math.log((clips + 1) / (containing + 1));
}

function classVector(model: TopicModel, kind: ClassKind, name: string, names: readonly string[], factors: ScoreFactors): ClassVector {
  const key = JSON.stringify(['vector', kind, name, names, factors.specificity, factors.lift, factors.idf, factors.classNorm]);
  return model.memo(key, () => {
    const topic = model.topicWords({ kind, name });
    const reweigh = (factors.specificity !== 0 || factors.lift) && names.length > 1;
    const weights = new Map<string, number>();
    for (const [word, origin] of topic) {
      let weight = reweigh ? weightOfWord(origin, shareOf(model, kind, name, names, word), names.length, factors) : origin;
      if (factors.idf !== 0) weight *= Math.pow(idfOf(model, kind, names, word), factors.idf);
      weights.set(word, weight);
    }
    return { weights, norm: normOf(weights, factors.classNorm) };
  });
}

function classScore(
  model: TopicModel,
  kind: ClassKind,
  name: string,
  names: readonly string[],
  features: PageFeatures,
  factors: ScoreFactors,
  contributions?: Map<string, number>,
): { score: number; contributions: Map<string, number> } {
  const vector = classVector(model, kind, name, names, factors);
  const raw = new Map<string, number>();
  const score = scoreAgainst(features, vector.weights, factors, contributions ? raw : undefined);
  const out = contributions ?? raw;
  if (contributions) for (const [word, weight] of raw) contributions.set(word, weight / vector.norm);
  return { score: score / vector.norm, contributions: out };
}

/** Scores of the page against the named classes of one kind, best first. */
export function classScores(
  model: TopicModel,
  kind: ClassKind,
  names: readonly string[],
  features: PageFeatures,
  factors: ScoreFactors = PAPER_FACTORS,
): ClassScore[] {
  const scores = names.map((name) => ({ name, score: classScore(model, kind, name, names, features, factors).score }));
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
  return classScore(model, kind, name, names, features, factors, new Map<string, number>());
}
