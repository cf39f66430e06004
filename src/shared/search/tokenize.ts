// Turns text into search terms for English and Chinese alike.
//
// Latin, Cyrillic, digits…: words split on anything that is not a letter or digit, lower-cased, accents folded.
// Han (Chinese characters): no spaces between words, so each run of Han characters is indexed twice over:
//  - as words from `Intl.Segmenter('zh', { granularity: 'word' })` (ICU's dictionary), so a query that is a word
//    ranks documents with that exact word highest;
//  - as overlapping bigrams ("机器学习" → 机器, 器学, 学习), so any query of two or more characters matches even
//    when the segmenter cut the document's text differently from the query ("深度学习模型" may come out as
//    深度/学习/模型 or 深度学习/模型). Single characters are not indexed: a one-character query is answered as a
//    prefix search over the bigrams, which costs nothing extra in the index (unigrams would add ~40% postings).
// Kana and Hangul ride along with Han in the same runs: the segmenter knows Japanese, and bigrams are the usual
// fallback for all three.

const HAN_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const COMBINING_MARKS = /\p{M}/gu;

let segmenter: Intl.Segmenter | undefined;
function chineseWords(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return segmenter;
}

/** Whether a term is Chinese/Japanese/Korean (highlighting then matches it anywhere, not at word starts). */
export function isHanTerm(term: string): boolean {
  return HAN_CHAR.test(term);
}
const HAN_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Text that lower-casing alone folds (ASCII and the common Han block): no Unicode normalisation needed. */
export const PLAIN = /^[\x00-\x7f\u3400-\u9fff]*$/;

/** Lower-cases and folds accents ("Café" → "cafe") so queries typed without them still match. */
export function normaliseTerm(term: string): string {
  // Most terms are ASCII or common Han: skip Unicode normalisation for them (it was a third of indexing time).
  if (PLAIN.test(term)) return term.toLowerCase();
  return term.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** Overlapping two-character pieces of a Han run; a lone character stays as it is. */
export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const pieces: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) pieces.push(chars[i]! + chars[i + 1]!);
  return pieces;
}

/** Dictionary words of a Han run, only those of two or more characters (single ones are covered by bigrams). */
export function segmentWords(run: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of chineseWords().segment(run)) {
    if (isWordLike && Array.from(segment).length >= 2) words.push(segment);
  }
  return words;
}

/**
 * Every index term of `text`: Latin words plus Han bigrams, and Han dictionary words when `words` is set.
 * The index asks for words in short fields (title, tags, site) only: ICU segmentation of 10,000 article bodies
 * took longer than everything else in indexing together (bench/library), and in bodies the bigrams already find
 * every query; in titles the words give exact-word matches their extra rank.
 */
export function tokenize(text: string, words = true): string[] {
  const terms: string[] = [];
  const latin = text.replace(HAN_RUN, ' ');
  for (const match of latin.matchAll(WORD)) terms.push(match[0]);
  for (const match of text.matchAll(HAN_RUN)) {
    const run = match[0];
    for (const piece of bigrams(run)) terms.push(piece);
    if (words && run.length > 2) for (const word of segmentWords(run)) terms.push(word);
  }
  return terms;
}

/** One piece of what the reader typed: a Latin word, or a run of Han characters. */
export type QueryPart = { kind: 'word'; term: string } | { kind: 'han'; run: string };

/** Splits a query into parts in the order typed; every part must match (AND), see `ClipSearch.search`. */
export function queryParts(query: string): QueryPart[] {
  const parts: Array<QueryPart & { at: number }> = [];
  for (const match of query.matchAll(HAN_RUN)) parts.push({ kind: 'han', run: match[0], at: match.index });
  const latin = query.replace(HAN_RUN, (run) => ' '.repeat(run.length));
  for (const match of latin.matchAll(WORD)) parts.push({ kind: 'word', term: normaliseTerm(match[0]), at: match.index });
  return parts.sort((a, b) => a.at - b.at).map(({ at: _at, ...part }) => part as QueryPart);
}
