// The extractors the benchmarks compare, behind one shape: a parsed document goes in, a title and the body as
// HTML come out. Every system gets its own fresh linkedom parse (Readability and Defuddle mutate the document)
// and the clock runs only around extraction. The body HTML is turned into text by the core's htmlToText for
// every system alike, so the comparison measures which content each chose, not how each prints it.
import { Readability } from '@mozilla/readability';
import { DefuddleClass } from 'defuddle/node';
import { extract } from '../../src/core/extract';
import { parseHTML } from 'linkedom';
import { htmlToText } from '../../src/core/text';
import { parsePage } from '../../src/cli/page';

export type SystemName = 'pith' | 'readability' | 'defuddle';

export const SYSTEM_NAMES: readonly SystemName[] = ['pith', 'readability', 'defuddle'];

/** What a system picked as the article; `html` is empty when it found nothing. */
export interface Extraction {
  title: string;
  html: string;
  /** Wall time of extraction alone, parse and text conversion excluded. */
  ms: number;
  /** Set when the system threw; the page then scores as an empty prediction. */
  error?: string;
}

export interface Prediction {
  title: string;
  text: string;
}

/**
 * How a page becomes a DOM. `browser` (the default) is the CLI's linkedom parse, which gives a page that does not
 * start with <html> the html/head/body skeleton a browser would build; `raw` is bare linkedom parseHTML, as
 * baseline.md was measured: there CleanEval's <text id=…> wrapper becomes the document element and Readability
 * fails on many of those pages.
 */
export type ParseMode = 'browser' | 'raw';

export function parseDocument(html: string, mode: ParseMode = 'browser'): Document {
  return mode === 'browser' ? parsePage(html) : (parseHTML(html).document as unknown as Document);
}

/** Defuddle's site extractors may fetch transcripts or comments; a benchmark must never reach the network. */
const refuseNetwork: typeof globalThis.fetch = () => Promise.reject(new Error('network disabled in benchmarks'));

function runPith(doc: Document, url: string | undefined): { title: string; html: string } {
  const result = extract(doc, url ? { url } : {});
  return { title: result.metadata.title, html: result.html };
}

function runReadability(doc: Document): { title: string; html: string } {
  const article = new Readability(doc).parse();
  return { title: article?.title ?? '', html: article?.content ?? '' };
}

function runDefuddle(doc: Document, url: string | undefined): { title: string; html: string } {
  // The synchronous parse() never calls the async extractors; useAsync=false and the refusing fetch make sure.
  // Like defuddle/node, an unknown address is about:blank (Defuddle's extractor lookup throws on undefined).
  const defuddle = new DefuddleClass(doc, { url: url ?? 'about:blank', useAsync: false, fetch: refuseNetwork });
  const result = defuddle.parse();
  return { title: result.title ?? '', html: result.content ?? '' };
}

const RUNNERS: Record<SystemName, (doc: Document, url: string | undefined) => { title: string; html: string }> = {
  pith: runPith,
  readability: runReadability,
  defuddle: runDefuddle,
};

/** Parses `pageHtml` afresh and times only the system's extraction. */
export function runSystem(system: SystemName, pageHtml: string, url?: string, mode: ParseMode = 'browser'): Extraction {
  const doc = parseDocument(pageHtml, mode);
  const start = performance.now();
  try {
    const { title, html } = RUNNERS[system](doc, url);
    return { title, html, ms: performance.now() - start };
  } catch (error) {
    return { title: '', html: '', ms: performance.now() - start, error: String(error) };
  }
}

/** The body text of an extraction, through the same block-aware routine for every system. */
export function extractionText(html: string): string {
  if (!html.trim()) return '';
  const doc = parseDocument(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`);
  return htmlToText(doc.body);
}

export function toPrediction(extraction: Extraction): Prediction {
  return { title: extraction.title.trim(), text: extractionText(extraction.html) };
}
