// Which tags break the flow of text. Shared by the plain-text routine and the extraction stages,
// so "a line" means the same thing everywhere.

/** Elements that start and end a line of text (HTML's block-level boxes, plus table cells and rows). */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'center', 'dd', 'details', 'dialog', 'dir',
  'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'head', 'header', 'hgroup', 'hr', 'html', 'legend', 'li', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section',
  'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'option',
]);

/** Elements whose whitespace and newlines are text (and so are those of everything inside them). */
export const PREFORMATTED_TAGS: ReadonlySet<string> = new Set(['pre', 'textarea', 'listing', 'xmp', 'plaintext']);

/** Inline code: a span of code, a key, a program's output. */
export const INLINE_CODE_TAGS: ReadonlySet<string> = new Set(['code', 'kbd', 'samp', 'tt']);

/** Section headings. */
export const HEADING_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Elements whose content is never reading text. Not <head> itself: linkedom puts the whole body inside <head>
 * on some malformed pages (seen on L3S-GN1), so only its known non-text children are skipped.
 */
export const NON_TEXT_TAGS: ReadonlySet<string> = new Set([
  'script', 'style', 'noscript', 'template', 'title', 'base', 'iframe', 'object', 'embed', 'canvas', 'svg', 'select',
  'textarea', 'button', 'input', 'link', 'meta',
]);

/** Lower-case local tag name; linkedom, jsdom and the live DOM disagree on case for some documents. */
export function tagOf(element: Element): string {
  return (element.localName || element.tagName || '').toLowerCase();
}

/** Whether elements are a browser's own (native getAttribute), decided on the first call; see attributeOf. */
let nativeDom: boolean | undefined;

/**
 * An attribute's raw value. Under linkedom `getAttribute('class')` builds a DOMTokenList and other names are
 * HTML-escaped on every call, so the attribute node is read directly there (and under jsdom: the same value).
 * A browser's `getAttributeNode` creates an Attr wrapper per call instead, which on a live page cost more than
 * the string `getAttribute` returns: the live DOM (the only native one) uses that.
 */
export function attributeOf(element: Element, name: string): string | null {
  nativeDom ??= /\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(element.getAttribute));
  if (nativeDom) return element.getAttribute(name);
  const node = element.getAttributeNode(name);
  return node ? node.value : null;
}

/** The first name in an element's class attribute ("entry" of "entry hentry tag-ai"), or '' when it has none. */
export function firstClassName(element: Element): string {
  return (attributeOf(element, 'class') ?? '').trim().split(/\s+/, 1)[0] ?? '';
}
