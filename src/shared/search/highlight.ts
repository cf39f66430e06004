// Where the matched terms sit in a piece of text, as plain segments: the library turns them into text nodes and
// <mark> elements (never HTML strings).
import { isHanTerm } from './tokenize';

export interface Segment {
  text: string;
  marked: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiled patterns by term: a result list highlights the same few terms in every row. */
const patterns = new Map<string, RegExp>();
const MAX_CACHED_PATTERNS = 500;

function patternFor(term: string): RegExp {
  let pattern = patterns.get(term);
  if (!pattern) {
    if (patterns.size >= MAX_CACHED_PATTERNS) patterns.clear();
    pattern = new RegExp(isHanTerm(term) ? escapeRegExp(term) : `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}`, 'giu');
    patterns.set(term, pattern);
  }
  return pattern;
}

/**
 * Latin terms mark from the start of a word to the end of the term (a prefix match "algo" marks "algo" in
 * "algorithm"); Han terms mark wherever they occur, and adjacent bigrams merge into one mark.
 */
export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  const usable = [...new Set(terms.filter((term) => term.length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0 || text.length === 0) return text ? [{ text, marked: false }] : [];
  const marked = new Uint8Array(text.length);
  // One pattern per term: overlapping bigrams ("学习", "习模") must each mark their own occurrences.
  for (const term of usable) {
    for (const match of text.matchAll(patternFor(term))) marked.fill(1, match.index, match.index + match[0].length);
  }
  const segments: Segment[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i += 1) {
    if (i === text.length || marked[i] !== marked[start]) {
      segments.push({ text: text.slice(start, i), marked: marked[start] === 1 });
      start = i;
    }
  }
  return segments;
}

/** A window of `text` around the first match, so a result's excerpt shows why it matched. */
export function snippetAround(text: string, terms: readonly string[], length = 220): string {
  if (text.length <= length) return text;
  const lower = text.toLowerCase();
  let first = -1;
  for (const term of terms) {
    const at = lower.indexOf(term.toLowerCase());
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  if (first < 0) return text.slice(0, length) + '…';
  return snippetAt(text, first, length);
}

/** A window of `text` of about `length` characters with offset `at` in its first third, marked "…" where cut. */
export function snippetAt(text: string, at: number, length = 220): string {
  if (text.length <= length) return text;
  const start = Math.max(0, at - Math.floor(length / 3));
  const end = Math.min(text.length, start + length);
  return (start > 0 ? '…' : '') + text.slice(start, end) + (end < text.length ? '…' : '');
}
