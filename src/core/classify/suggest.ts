// What the product asks of the classifier: a notebook and tags for a new clip, and a verdict on a
// page against the reader's positive ("keep") and negative ("flag") examples.
import { featuresOf, type PageFeatures } from './features';
import type { PageLayers } from './layers';
import { FLAG, KEEP, type ClassKind, type TopicModel } from './model';
import { classScores, explainScore, SHIPPED_FACTORS, type ClassScore, type ScoreFactors } from './score';
import {
  FILTER_TOP_WORDS,
  MAX_TAGS,
  MIN_CLIPS_TO_SUGGEST,
  PRESELECT_CONFIDENCE,
  TAG_MIN_SHARE_OF_BEST,
} from './tunables';

export interface NotebookSuggestion {
  name: string;
  /** 0..1: how far the best notebook's score is ahead of the runner-up's, relative to the best. */
  confidence: number;
  /** Whether the popup should pick it for the reader. */
  preselect: boolean;
}

export interface Suggestion {
  notebook: NotebookSuggestion | null;
  /** At most MAX_TAGS, best first. */
  tags: Array<{ name: string; score: number }>;
}

export interface FilterVerdict {
  flagged: boolean;
  /** 0..1: the flag class's share of the two scores (0.5 = undecided). */
  score: number;
  /** The topic words of the flag class that weigh most in this page. */
  topWords: Array<{ word: string; weight: number }>;
}

type PageInput = PageLayers | PageFeatures;

function featuresFrom(page: PageInput): PageFeatures {
  return 'sentences' in page ? page : featuresOf(page);
}

/** Classes with enough clips to be suggested (the cold-start rule). */
export function trainedClasses(model: TopicModel, kind: ClassKind): string[] {
  return model.classNames(kind).filter((name) => model.docCount({ kind, name }) >= MIN_CLIPS_TO_SUGGEST);
}

/** Relative margin between the two best scores; a lone class has no rival to be sure against. */
export function marginConfidence(scores: readonly ClassScore[]): number {
  const best = scores[0]?.score ?? 0;
  const second = scores[1]?.score ?? 0;
  if (best <= 0 || scores.length < 2) return 0;
  return (best - second) / best;
}

export function suggestNotebook(model: TopicModel, features: PageFeatures, factors: ScoreFactors = SHIPPED_FACTORS): NotebookSuggestion | null {
  const names = trainedClasses(model, 'notebook');
  if (names.length === 0) return null;
  const scores = classScores(model, 'notebook', names, features, factors);
  const best = scores[0]!;
  if (best.score <= 0) return null;
  const confidence = marginConfidence(scores);
  return { name: best.name, confidence, preselect: confidence >= PRESELECT_CONFIDENCE };
}

export function suggestTags(model: TopicModel, features: PageFeatures, factors: ScoreFactors = SHIPPED_FACTORS): Array<{ name: string; score: number }> {
  const names = trainedClasses(model, 'tag');
  if (names.length === 0) return [];
  const scores = classScores(model, 'tag', names, features, factors);
  const best = scores[0]?.score ?? 0;
  if (best <= 0) return [];
  return scores
    .filter((tag) => tag.score >= best * TAG_MIN_SHARE_OF_BEST)
    .slice(0, MAX_TAGS)
    .map((tag) => ({ name: tag.name, score: tag.score / best }));
}

/** Notebook and tags for a page; tag scores are relative to the best tag (1 = best). */
export function suggest(model: TopicModel, page: PageInput, factors: ScoreFactors = SHIPPED_FACTORS): Suggestion {
  const features = featuresFrom(page);
  return { notebook: suggestNotebook(model, features, factors), tags: suggestTags(model, features, factors) };
}

/**
 * The paper's filter: score the page against the positive and the negative examples and flag it when
 * the negative score is larger. Until both sides have MIN_CLIPS_TO_SUGGEST examples nothing is flagged.
 */
export function filterVerdict(model: TopicModel, page: PageInput, factors: ScoreFactors = SHIPPED_FACTORS): FilterVerdict {
  const ready = trainedClasses(model, 'filter');
  if (!ready.includes(FLAG) || !ready.includes(KEEP)) return { flagged: false, score: 0, topWords: [] };
  const features = featuresFrom(page);
  const names = [FLAG, KEEP];
  const flag = explainScore(model, 'filter', FLAG, names, features, factors);
  const keep = explainScore(model, 'filter', KEEP, names, features, factors);
  const total = flag.score + keep.score;
  const topWords = [...flag.contributions]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, FILTER_TOP_WORDS)
    .map(([word, weight]) => ({ word, weight }));
  return { flagged: flag.score > keep.score, score: total > 0 ? flag.score / total : 0.5, topWords };
}
