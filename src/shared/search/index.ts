// Full-text search over the library with MiniSearch: title, body text, tags, site and URL; prefix and typo
// matching for Latin words, words + bigrams for Chinese (see tokenize.ts); title hits ranked first.
// The index is serialisable (`toJSON` / `ClipSearch.load`) so the library page can keep it between visits
// instead of re-reading 10,000 clips (see sync.ts).
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Clip } from '../clip';
import { queryParts, segmentWords, bigrams, isHanTerm, normaliseTerm, tokenize, type QueryPart } from './tokenize';
import { indexedLead } from './lead';
import { FIELD_BOOST, FUZZY_FRACTION, FUZZY_MAX_DISTANCE, FUZZY_MIN_LENGTH, FUZZY_WEIGHT, FUZZY_WHEN_FEWER_THAN, MAX_RESULTS, PREFIX_WEIGHT } from './tunables';

/** The parts of a clip the index reads. */
export type SearchableClip = Pick<Clip, 'id' | 'title' | 'text' | 'tags' | 'site' | 'url'>;

interface IndexedClip {
  id: string;
  title: string;
  text: string;
  tags: string;
  site: string;
  url: string;
}

export interface SearchHit {
  id: string;
  score: number;
  /** Index terms that matched (lower-cased), for highlighting. */
  terms: string[];
}

const FIELDS = ['title', 'text', 'tags', 'site', 'url'] as const;

/**
 * Han terms are kept under a branch of their own in MiniSearch's term tree, behind more private-use characters
 * than typo matching may edit. Typo matching walks every branch it can still reach within its edit distance; at
 * distance 2 that was every two-character term — all the Han bigrams, tens of thousands — for each mistyped
 * Latin word (a typo query took ~100 ms at 3,000 clips). Behind the marker the whole Han branch is cut after its
 * first node. Queries go through the same `indexTerm`, so Han search is unchanged.
 */
const HAN_BRANCH = '\u{E000}'.repeat(FUZZY_MAX_DISTANCE + 1);

function indexTerm(term: string): string {
  const normalised = normaliseTerm(term);
  return isHanTerm(normalised) ? HAN_BRANCH + normalised : normalised;
}

const OPTIONS = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: [] as string[],
  tokenize: (text: string, field?: string) => tokenize(text, field !== 'text'),
  processTerm: indexTerm,
  searchOptions: {
    // Queries arrive already split into terms by `queryParts`: each string handed to MiniSearch is one term.
    tokenize: (term: string) => [term],
    processTerm: indexTerm,
    boost: { ...FIELD_BOOST },
    weights: { prefix: PREFIX_WEIGHT, fuzzy: FUZZY_WEIGHT },
    maxFuzzy: FUZZY_MAX_DISTANCE,
  },
};

/** URLs index as their words ("github com rust lang") so a reader can find a clip by its domain or path. */
function urlWords(url: string): string {
  return url.replace(/^[a-z]+:\/\//i, '').replace(/[^\p{L}\p{N}]+/gu, ' ');
}

function toIndexed(clip: SearchableClip): IndexedClip {
  return {
    id: clip.id,
    title: clip.title,
    text: indexedLead(clip.text),
    tags: clip.tags.join(' '),
    site: clip.site ?? '',
    url: urlWords(clip.url),
  };
}

/** Latin words match by prefix and, from four letters on and when asked, with typos. */
function wordQuery(term: string, typos: boolean): Query {
  const fuzzy = typos && Array.from(term).length >= FUZZY_MIN_LENGTH ? FUZZY_FRACTION : false;
  return { queries: [term], prefix: true, fuzzy };
}

/**
 * A Han run must match all its bigrams; the segmenter's words only add rank to those clips. (Letting the words
 * match on their own found 数据库 in any clip holding 数据: 45 of 269 results at 2,000 bench clips.) MiniSearch
 * adds the scores of AND's parts over the clips both match, so AND(bigrams, OR(bigrams, words)) keeps the bigram
 * matches and lifts those that also hold the words.
 */
function hanQuery(run: string): Query {
  const pieces = bigrams(run);
  if (pieces.length === 1 && Array.from(run).length === 1) return { queries: [run], prefix: true, fuzzy: false };
  const allBigrams: Query = { combineWith: 'AND', queries: pieces, prefix: false, fuzzy: false };
  const words = segmentWords(run);
  if (words.length === 0) return allBigrams;
  const wordsRank: Query = { combineWith: 'OR', queries: [allBigrams, { combineWith: 'AND', queries: words, prefix: false, fuzzy: false }] };
  return { combineWith: 'AND', queries: [allBigrams, wordsRank] };
}

function partQuery(part: QueryPart, typos: boolean): Query {
  return part.kind === 'word' ? wordQuery(part.term, typos) : hanQuery(part.run);
}

export class ClipSearch {
  private constructor(private readonly index: MiniSearch<IndexedClip>) {}

  static create(): ClipSearch {
    return new ClipSearch(new MiniSearch<IndexedClip>(OPTIONS));
  }

  /** Restores an index written by `toJSON` (same options, so the same tokenizer). */
  static async load(json: string): Promise<ClipSearch> {
    return new ClipSearch(await MiniSearch.loadJSONAsync<IndexedClip>(json, OPTIONS));
  }

  get size(): number {
    return this.index.documentCount;
  }

  has(id: string): boolean {
    return this.index.has(id);
  }

  /** Adds the clip, or replaces its earlier version. */
  put(clip: SearchableClip): void {
    if (this.index.has(clip.id)) this.index.discard(clip.id);
    this.index.add(toIndexed(clip));
  }

  remove(id: string): void {
    if (this.index.has(id)) this.index.discard(id);
  }

  /**
   * Best matches first. Every typed part must match (AND); typo matching joins in only when exact and prefix
   * matching find few clips (it is the costly part); when even that finds nothing, any part may match (OR), so
   * a query with one stray word still finds something.
   */
  search(query: string): SearchHit[] {
    const parts = queryParts(query);
    if (parts.length === 0) return [];
    let results = this.index.search({ combineWith: 'AND', queries: parts.map((part) => partQuery(part, false)) });
    if (results.length < FUZZY_WHEN_FEWER_THAN) {
      // Typos only for the words that are rare on their own: "search index" finding few clips with both words
      // is an answer, not a sign of a typo, and fuzzy-expanding both words cost ~90 ms CPU at 2,000 clips.
      const typos = parts.length === 1 ? [true] : parts.map((part) => this.isRare(part));
      if (typos.some(Boolean)) {
        results = this.index.search({ combineWith: 'AND', queries: parts.map((part, i) => partQuery(part, typos[i]!)) });
      }
      if (results.length === 0 && parts.length > 1) {
        results = this.index.search({ combineWith: 'OR', queries: parts.map((part, i) => partQuery(part, typos[i]!)) });
      }
    }
    const hanPieces = parts.flatMap((part) => (part.kind === 'han' ? bigrams(part.run) : []));
    return results.slice(0, MAX_RESULTS).map((result) => toHit(result, hanPieces));
  }

  /** Whether a typed word, alone, matches fewer clips than typo matching waits for. */
  private isRare(part: QueryPart): boolean {
    return part.kind === 'word' && this.index.search(wordQuery(part.term, false)).length < FUZZY_WHEN_FEWER_THAN;
  }

  toJSON(): string {
    return JSON.stringify(this.index);
  }
}

/**
 * Terms to highlight: the document's matched Latin words (so "algoritm" marks "algorithm"), and for Chinese the
 * query's own pieces — a one-character query matches hundreds of bigrams by prefix, and marking the character
 * is what the reader asked for.
 */
function toHit(result: SearchResult, hanPieces: readonly string[]): SearchHit {
  const latin = result.terms.filter((term) => !isHanTerm(term));
  return { id: String(result.id), score: result.score, terms: hanPieces.length ? [...latin, ...hanPieces] : latin };
}

export { tokenize, queryParts, isHanTerm } from './tokenize';
export { indexedLead } from './lead';
