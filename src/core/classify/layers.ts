// The paper's three layers of a page: 1 = title, h1–h4, meta keywords/description; 2 = body text;
// 3 = link text. Every piece of text lands in exactly one layer, so a word is never counted twice.

export interface PageLayers {
  /** Layer 1: the title, each h1–h4, meta keywords and description; one entry per item. */
  heading: string[];
  /** Layer 2: body text, blocks separated by "\n". */
  body: string;
  /** Layer 3: link text, one entry per link. */
  links: string[];
  /** BCP 47 language of the page when known; picks the segmenter for non-Han text. */
  lang?: string | null;
}

/** What the extractor hands over for a saved clip. */
export interface ClipText {
  title: string;
  /** The article body as HTML; headings and links are read from it. */
  html: string;
  /** Block-separated plain text of the body; used when `html` is empty. */
  text: string;
  keywords?: readonly string[];
  excerpt?: string | null;
  lang?: string | null;
}

const HEADING_TAGS = new Set(['H1', 'H2', 'H3', 'H4']);
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'HEAD', 'IFRAME', 'OBJECT']);
// Tags after which text continues in a new block (so sentences do not run across them).
const BLOCK_TAGS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'DD', 'DIV', 'DL', 'DT', 'FIELDSET', 'FIGCAPTION',
  'FIGURE', 'FOOTER', 'FORM', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE',
  'SECTION', 'TABLE', 'TD', 'TH', 'TR', 'UL', 'OPTION', 'CENTER',
]);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function metaContent(doc: Document, name: string): string {
  for (const meta of Array.from(doc.getElementsByTagName('meta'))) {
    if ((meta.getAttribute('name') ?? '').toLowerCase() === name) return meta.getAttribute('content') ?? '';
  }
  return '';
}

/**
 * Layers of a real page (WebKB, the live page). Walks the DOM once; headings and links take their
 * text out of the body so each word belongs to one layer.
 */
export function layersFromHtml(doc: Document): PageLayers {
  const heading: string[] = [];
  const links: string[] = [];
  const body: string[] = [];
  const title = doc.getElementsByTagName('title')[0]?.textContent ?? '';
  for (const item of [title, metaContent(doc, 'keywords'), metaContent(doc, 'description')]) {
    if (squeeze(item)) heading.push(squeeze(item));
  }
  const visit = (node: Node): void => {
    if (node.nodeType === TEXT_NODE) {
      body.push(node.nodeValue ?? '');
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const tag = (node as Element).tagName.toUpperCase();
    if (SKIPPED_TAGS.has(tag)) return;
    if (HEADING_TAGS.has(tag) || (tag === 'A' && (node as Element).hasAttribute('href'))) {
      const text = squeeze(node.textContent ?? '');
      if (text) (tag === 'A' ? links : heading).push(text);
      // A heading ends the sentence; a link inside prose leaves a gap but not a sentence break.
      body.push(tag === 'A' ? ' ' : '\n');
      return;
    }
    const block = BLOCK_TAGS.has(tag);
    if (block) body.push('\n');
    for (const child of Array.from(node.childNodes)) visit(child);
    if (block) body.push('\n');
  };
  // Score from the document element: linkedom may give an empty stub body on odd pages.
  if (doc.documentElement) visit(doc.documentElement);
  const lang = doc.documentElement?.getAttribute('lang') || null;
  return { heading, body: tidyBlocks(body.join('')), links, lang };
}

function tidyBlocks(text: string): string {
  return text
    .split('\n')
    .map(squeeze)
    .filter((line) => line.length > 0)
    .join('\n');
}

// The clip's HTML is read with regular expressions, as the paper does, because the service worker
// that files clips has no DOMParser. The HTML is the extractor's clean output, so this is safe enough.
const HEADING_HTML = /<h([1-4])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;
const LINK_HTML = /<a\b[^>]*\bhref\s*=[^>]*>([\s\S]*?)<\/a\s*>/gi;
const SKIPPED_HTML = /<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const BLOCK_TAG_HTML = new RegExp(`</?(?:${[...BLOCK_TAGS].join('|')})\\b[^>]*>`, 'gi');
const ANY_TAG_HTML = /<[^>]*>/g;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function htmlToText(html: string): string {
  return decodeEntities(html.replace(BLOCK_TAG_HTML, '\n').replace(ANY_TAG_HTML, ''));
}

/** Layers of a saved clip: title, keywords, excerpt and the body's h1–h4 on top; links at the bottom. */
export function layersFromClip(clip: ClipText): PageLayers {
  const heading = [clip.title, ...(clip.keywords ?? []), clip.excerpt ?? ''].map(squeeze).filter(Boolean);
  const links: string[] = [];
  if (!clip.html.trim()) return { heading, body: tidyBlocks(clip.text), links, lang: clip.lang ?? null };
  const html = clip.html.replace(SKIPPED_HTML, ' ');
  const withoutHeadings = html.replace(HEADING_HTML, (_whole, _level: string, inner: string) => {
    const text = squeeze(htmlToText(inner));
    if (text) heading.push(text);
    return '\n';
  });
  const withoutLinks = withoutHeadings.replace(LINK_HTML, (_whole, inner: string) => {
    const text = squeeze(htmlToText(inner));
    if (text) links.push(text);
    return ' ';
  });
  return { heading, body: tidyBlocks(htmlToText(withoutLinks)), links, lang: clip.lang ?? null };
}
