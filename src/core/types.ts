// Shapes shared by every stage of the core and by every extension context that calls it.
// The core is pure: nothing here (or anywhere under src/core) touches extension APIs.

/** How much of the page a clip takes. */
export type ClipMode = 'article' | 'selection' | 'fullpage' | 'bookmark';

/** Which strategy produced the article body. */
export type ExtractMethod = 'ttd' | 'lines' | 'listing' | 'landing' | 'readability' | 'fullpage' | 'selection' | 'none';

export interface ArticleMetadata {
  /** Best title for the clip, site-name suffix removed. */
  title: string;
  byline: string | null;
  /** ISO 8601 when known. */
  published: string | null;
  modified: string | null;
  siteName: string | null;
  /** BCP 47 language tag (e.g. "zh-CN", "en"), from markup or guessed from the text. */
  lang: string | null;
  canonicalUrl: string | null;
  leadImage: string | null;
  excerpt: string | null;
  /** Keywords from <meta name="keywords"> and JSON-LD, for filing. */
  keywords: string[];
}

/** One thing the engine removed or chose, so the popup can show why. */
export interface DebugEntry {
  step: string;
  /** A short CSS-like description of the element, e.g. `div#comments.thread`. */
  element: string;
  reason: string;
}

export interface ExtractOptions {
  /** The page's URL; links and images are made absolute against it (and against <base>). */
  url?: string;
  /**
   * On a live page the content script passes a check built on computed style; elsewhere the
   * engine falls back to static signals (hidden, aria-hidden, inline display:none).
   */
  isHidden?: (element: Element) => boolean;
  /** Stop refining after this many milliseconds and return the best result so far (with a note). */
  timeBudgetMs?: number;
  /** Cut the body short once it holds this many characters of text (with a note); no cap when absent. */
  maxTextChars?: number;
  /** Fallback strategies may be disabled for benchmarking the engine alone. */
  allowReadabilityFallback?: boolean;
  /**
   * Runs Readability for the fallback. `extract` from `core/extract` supplies the bundled one; the engine module
   * alone (`core/extract/engine`) has none unless given, and then never falls back.
   */
  readability?: ReadabilityRunner;
}

/** Readability's article for a document: a detached element holding it and its word count; null when none. */
export type ReadabilityRunner = (doc: Document) => { content: Element; words: number } | null;

export interface ExtractResult {
  /** False when no article was found; `text`/`html` then hold the best partial content. */
  ok: boolean;
  /** The article body as clean HTML (links absolute, lazy images resolved); not yet sanitized for display. */
  html: string;
  /** Block-separated plain text of the body, without the title. */
  text: string;
  metadata: ArticleMetadata;
  /** Words, with each Han/Kana character counted as one. */
  wordCount: number;
  readingMinutes: number;
  /** 0..1: how sure the engine is that `html` is the article. */
  confidence: number;
  method: ExtractMethod;
  engineVersion: string;
  debug: DebugEntry[];
  /** Wall time of the extraction, parse excluded. */
  ms: number;
  /** Human-readable note, e.g. "no article found" or "time budget reached". */
  note?: string;
  /** Set when the body is only the beginning of the article: the time budget or `maxTextChars` cut it short. */
  cutShort?: 'time' | 'size';
}
