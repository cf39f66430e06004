// The deep pass's matcher: whether a clip holds every term of a query anywhere — title, tags, site, URL or the
// whole body, not only the lead the index holds — and where in the body the first match past that lead is, for
// the snippet. It agrees with the index on exact terms: every typed part must occur (AND, as `ClipSearch.search`
// combines them); Latin words match at the start of a word (prefix, as the index matches words), Han runs as
// substrings; text is folded the way the tokenizer folds terms (compatibility decomposition, accents dropped,
// lower case), so "ＣＡＦÉ" in a clip is found by "cafe". Typo matching is left to the index: scanning with edit
// distance would cost far more than reading the text, and a typo's matches in the lead are already ranked.
// No MiniSearch here: this runs in the deep-pass worker (src/library/deep-worker.ts).
import type { Clip } from '../clip';
import { indexedLead } from './lead';
import { normaliseTerm, PLAIN, queryParts } from './tokenize';

/** The parts of a clip the deep pass reads. */
export type DeepClip = Pick<Clip, 'id' | 'title' | 'text' | 'tags' | 'site' | 'url'>;

/** Text folded for matching, and where each folded code unit came from when folding changed lengths. */
interface FoldedText {
  text: string;
  /** Offset in the original text of each code unit of `text`; null when they are the same (plain text). */
  origin: number[] | null;
}

/** Runs of characters that lower-casing alone does not fold. */
const UNPLAIN_RUN = /[^\x00-\x7f\u3400-\u9fff]+/g;
/** Folded form of each unusual character seen: a Chinese body has a full-width comma every few characters. */
const foldedChars = new Map<string, string>();

function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = normaliseTerm(char);
    foldedChars.set(char, folded);
  }
  return folded;
}

/** Folds `text` as the tokenizer folds terms, keeping the way back to offsets in the original. */
export function foldText(text: string): FoldedText {
  if (PLAIN.test(text)) return { text: text.toLowerCase(), origin: null };
  const pieces: string[] = [];
  const origin: number[] = [];
  const keep = (piece: string, from: number, each: boolean) => {
    pieces.push(piece);
    for (let k = 0; k < piece.length; k += 1) origin.push(each ? from + k : from);
  };
  let at = 0;
  for (const run of text.matchAll(UNPLAIN_RUN)) {
    if (run.index > at) keep(text.slice(at, run.index).toLowerCase(), at, true);
    let offset = run.index;
    for (const char of run[0]) {
      keep(foldChar(char), offset, false);
      offset += char.length;
    }
    at = run.index + run[0].length;
  }
  if (at < text.length) keep(text.slice(at).toLowerCase(), at, true);
  return { text: pieces.join(''), origin };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A Latin word starts after anything but a letter or digit — a Han character counts as a break, as the
 * tokenizer cuts Han runs out before splitting words ("数据database" indexes "database"). */
const WORD_START = '(?<!(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}])[\\p{L}\\p{N}])';

interface DeepTerm {
  /** As typed, folded: what the row highlights. */
  term: string;
  /** Finds the term from `lastIndex` on. */
  pattern: RegExp;
}

function deepTerm(kind: 'word' | 'han', term: string): DeepTerm {
  const source = kind === 'word' ? WORD_START + escapeRegExp(term) : escapeRegExp(term);
  return { term, pattern: new RegExp(source, 'gu') };
}

/** Where `term` first occurs in `text` at or after `from`, or -1. */
function firstFrom(term: DeepTerm, text: string, from: number): number {
  term.pattern.lastIndex = from;
  const match = term.pattern.exec(text);
  return match ? match.index : -1;
}

/** The folded offset of original offset `at` (the first folded code unit that came from `at` or later). */
function foldedOffset(folded: FoldedText, at: number): number {
  const { origin } = folded;
  if (!origin) return at;
  let low = 0;
  let high = origin.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (origin[middle]! < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

function originalOffset(folded: FoldedText, at: number): number {
  return folded.origin ? folded.origin[at]! : at;
}

export interface DeepMatch {
  id: string;
  /** Offset in the clip's body of the first match past the indexed lead (or of the first match in the body when
   * every term is within the lead or the short fields); -1 when no term occurs in the body. */
  at: number;
}

export interface DeepMatcher {
  /** The query's terms, folded, for highlighting (Latin words mark at word starts, Han runs anywhere). */
  readonly terms: readonly string[];
  /** The match, or null when some term occurs nowhere in the clip. */
  match(clip: DeepClip): DeepMatch | null;
}

/** A matcher for `query`, or null when it has no terms. */
export function deepMatcher(query: string): DeepMatcher | null {
  const terms = queryParts(query).map((part) => (part.kind === 'word' ? deepTerm('word', part.term) : deepTerm('han', normaliseTerm(part.run))));
  if (terms.length === 0) return null;
  return {
    terms: terms.map((term) => term.term),
    match(clip) {
      const short = foldText([clip.title, clip.tags.join(' '), clip.site ?? '', clip.url].join('\n')).text;
      const body = foldText(clip.text);
      const leadEnd = foldedOffset(body, indexedLead(clip.text).length);
      let deepest = -1;
      let firstInBody = -1;
      for (const term of terms) {
        const inBody = firstFrom(term, body.text, 0);
        if (inBody < 0 && firstFrom(term, short, 0) < 0) return null;
        if (inBody < 0) continue;
        if (firstInBody < 0 || inBody < firstInBody) firstInBody = inBody;
        const pastLead = inBody >= leadEnd ? inBody : firstFrom(term, body.text, leadEnd);
        if (pastLead >= 0 && (deepest < 0 || pastLead < deepest)) deepest = pastLead;
      }
      const at = deepest >= 0 ? deepest : firstInBody;
      return { id: clip.id, at: at >= 0 ? originalOffset(body, at) : -1 };
    },
  };
}
