// The extraction metric of ../shared/datasets/score.mjs, in TypeScript, so the benchmarks and the quality gate
// score in-process. It must give the same numbers as score.mjs (test/unit/bench/metric.test.ts checks that).
//
//   tokens   = NFKC text split into runs of letters/digits/underscore; every Han, Hiragana and Katakana
//              character is a token of its own (a run of Chinese would otherwise be one "word");
//   shingles = every 4 consecutive tokens, as a multiset;
//   per page = true positives / false positives / false negatives over the multisets, normalised to sum 1;
//   P, R     = means over pages (pages with no predicted shingles are left out of P);
//   F1       = 2PR/(P+R) of those means.

/** Shingle length; the Scrapinghub article-extraction-benchmark uses 4. */
export const SHINGLE_LENGTH = 4;

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}_]+/gu;
const CJK_OR_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/** One page's shingle overlap, normalised so that tp + fp + fn = 1 (all zero when both sides are empty). */
export interface PageOverlap {
  tp: number;
  fp: number;
  fn: number;
}

export interface Score {
  /** Pages scored. */
  n: number;
  precision: number;
  recall: number;
  f1: number;
}

export function tokenize(text: string | null | undefined): string[] {
  const tokens: string[] = [];
  for (const match of (text ?? '').normalize('NFKC').matchAll(TOKEN)) {
    const token = match[0];
    // \p{L} also matches Han, so a run like "abc中文" arrives whole: split it into Latin runs and single CJK chars.
    if (token.length > 1 && CJK_CHAR.test(token)) tokens.push(...(token.match(CJK_OR_RUN) ?? []));
    else tokens.push(token);
  }
  return tokens;
}

/** Multiset of n-token shingles; a text shorter than n tokens gives one short shingle (as score.mjs does). */
export function shingles(text: string, n = SHINGLE_LENGTH): Map<string, number> {
  const tokens = tokenize(text);
  const counts = new Map<string, number>();
  const starts = Math.max(1, tokens.length - n + 1);
  for (let i = 0; i < starts; i++) {
    const shingle = tokens.slice(i, i + n);
    if (shingle.length === 0) continue;
    const key = shingle.join('\u0001');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function pageOverlap(truth: string, prediction: string): PageOverlap {
  const expected = shingles(truth);
  const predicted = shingles(prediction);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [key, want] of expected) {
    const got = predicted.get(key) ?? 0;
    tp += Math.min(want, got);
    fn += Math.max(0, want - got);
  }
  for (const [key, got] of predicted) fp += Math.max(0, got - (expected.get(key) ?? 0));
  const total = tp + fp + fn;
  return total > 0 ? { tp: tp / total, fp: fp / total, fn: fn / total } : { tp: 0, fp: 0, fn: 0 };
}

/** A perfect page (nothing extra, nothing missing) is 1; an empty prediction is 0. */
function pagePrecision({ tp, fp, fn }: PageOverlap): number {
  if (fp === 0 && fn === 0) return 1;
  return tp === 0 && fp === 0 ? 0 : tp / (tp + fp);
}

function pageRecall({ tp, fp, fn }: PageOverlap): number {
  if (fp === 0 && fn === 0) return 1;
  return tp === 0 && fn === 0 ? 0 : tp / (tp + fn);
}

function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN;
}

export function aggregate(pages: readonly PageOverlap[]): Score {
  const precision = mean(pages.filter((p) => p.tp + p.fp > 0).map(pagePrecision));
  const recall = mean(pages.filter((p) => p.tp + p.fn > 0).map(pageRecall));
  return { n: pages.length, precision, recall, f1: (2 * precision * recall) / (precision + recall) };
}

/** The text a prediction is scored as: the title joins the body where the dataset's truth holds the headline. */
export function scoredText(prediction: { title: string; text: string } | null, truthIncludesTitle: boolean): string {
  if (!prediction) return '';
  return truthIncludesTitle && prediction.title ? `${prediction.title}\n${prediction.text}` : prediction.text;
}
