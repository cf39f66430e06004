import { attributeOf, tagOf } from '../text/blocks';

// One pass over the document (or the engine's own walk, see DocumentScanner) collecting every element metadata
// reads. Each querySelectorAll is a full walk under linkedom; eight of them cost more than the whole TTD pass.

export interface DocumentScan {
  title: Element | null;
  metas: Element[];
  jsonLd: Element[];
  headings: Element[];
  canonical: Element | null;
  base: Element | null;
  time: Element | null;
  byline: Element | null;
  paragraphs: Element[];
}

const MAX_HEADINGS = 20;
const MAX_PARAGRAPHS = 20;
/**
 * The walk reads at most this many elements. <head> comes first in document order, so title, meta, JSON-LD
 * in the head and the canonical link are always seen; a giant page (500,000 nodes, see faults-pages) stops
 * here instead of spending up to 0.9 s of the engine's 2 s budget on metadata. Dev pages: max 4,158 elements.
 */
const MAX_SCANNED_ELEMENTS = 50_000;
const BYLINE_CLASS = /(?:^|\s)(byline|author)(?:\s|$)/;

export function scanDocument(doc: Document): DocumentScan {
  const scanner = documentScanner();
  // One selector call, not a walk: the DOM's own list of every element in document order (like the walk, it
  // leaves out <template> content) is built in a tight loop inside the DOM, where a walk from script pays for
  // every firstChild/nextSibling step (under linkedom it took twice as long).
  const elements = doc.querySelectorAll('*');
  const count = Math.min(elements.length, MAX_SCANNED_ELEMENTS);
  for (let i = 0; i < count; i++) {
    const element = elements[i]!;
    scanner.visit(element, tagOf(element));
  }
  return scanner.scan;
}

/**
 * The scan fed by someone else's walk: `visit` must be called for every element of the document, in document
 * order, <template> content left out. The engine's scoring pass walks the whole page anyway (score.ts, collect),
 * and reading metadata in that walk saves a pass over every element of the page: a sixth of a typical page's
 * extraction time went to the separate scan.
 */
export interface DocumentScanner {
  scan: DocumentScan;
  visit: (element: Element, tag: string) => void;
}

export function documentScanner(): DocumentScanner {
  const scan: DocumentScan = { title: null, metas: [], jsonLd: [], headings: [], canonical: null, base: null, time: null, byline: null, paragraphs: [] };
  let scanned = 0;
  return {
    scan,
    visit: (element, tag) => {
      if (scanned++ < MAX_SCANNED_ELEMENTS) visit(element, tag, scan);
    },
  };
}

function visit(element: Element, tag: string, scan: DocumentScan): void {
  switch (tag) {
    case 'title':
      scan.title ??= element;
      return;
    case 'meta':
      if (element.hasAttribute('content')) scan.metas.push(element);
      return;
    case 'script':
      if ((attributeOf(element, 'type') ?? '').toLowerCase() === 'application/ld+json') scan.jsonLd.push(element);
      return;
    case 'h1':
    case 'h2':
      if (scan.headings.length < MAX_HEADINGS) scan.headings.push(element);
      break;
    case 'link':
      if (!scan.canonical && (attributeOf(element, 'rel') ?? '').toLowerCase() === 'canonical' && element.hasAttribute('href')) scan.canonical = element;
      return;
    case 'base':
      if (!scan.base && element.hasAttribute('href')) scan.base = element;
      return;
    case 'time':
      if (!scan.time && element.hasAttribute('datetime')) scan.time = element;
      break;
    case 'p':
      if (scan.paragraphs.length < MAX_PARAGRAPHS) scan.paragraphs.push(element);
      break;
  }
  if (!scan.byline && element.hasAttributes() && isBylineElement(element)) scan.byline = element;
}

function isBylineElement(element: Element): boolean {
  // Raw attribute reads: under linkedom getAttribute('class') builds a token list for every element walked.
  if (attributeOf(element, 'rel') === 'author' || attributeOf(element, 'itemprop') === 'author') return true;
  const names = attributeOf(element, 'class');
  // Most class lists hold neither word: includes() settles them before the pattern runs on every element walked.
  return names !== null && (names.includes('byline') || names.includes('author')) && BYLINE_CLASS.test(names);
}
