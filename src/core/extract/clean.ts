// The output stage: copies the chosen part of the page into a detached container, leaving out what earlier
// stages dropped, and makes the copy safe to store: no scripts, styles, forms, frames or event attributes;
// lazy images resolved, URLs absolute. The page itself is only read.
import { attributeOf, BLOCK_TAGS, PREFORMATTED_TAGS, tagOf } from '../text/blocks';
import { CALLOUT_BOX_CLASS, CALLOUT_CLASS_PREFIX } from '../text/callouts';
import { isCodeTextarea } from '../text/code-textarea';
import { codeTableLines, isCodeMachinery } from '../text/gutter';
import { isPermalink } from '../text/permalink';
import { elementsByTags } from '../text/select';
import type { Deadline } from './deadline';
import { isMathScript } from './exclusions';
import { parseInert } from './inert';
import { absoluteUrlsOf, lazyImageSource } from './urls';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/** Whether whitespace is text inside this element: preformatted, or code (whose spaces may be indentation). */
const keepsOwnWhitespace = (tag: string) => PREFORMATTED_TAGS.has(tag) || tag === 'code';
/** Whitespace that HTML collapses (not the no-break space). */
const COLLAPSIBLE_ONLY = /^[ \t\n\r\f]*$/;

/** Attributes worth keeping on content elements; everything else (style, data-*, on*) is layout or script. */
const KEPT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href', 'src', 'srcset', 'alt', 'title', 'colspan', 'rowspan', 'headers', 'scope', 'datetime', 'cite', 'lang',
  'dir', 'start', 'reversed', 'type', 'width', 'height', 'poster', 'controls', 'open', 'id', 'value', 'label',
  // An old page's anchor (<a name="fn1">) is where its in-page links lead; the line rules read it (a comment section).
  'name',
  // Formula sources and code languages that sites keep in data attributes (Zhihu, CSDN, MathJax 3), and the
  // role that marks layout tables: the Markdown rules read them.
  'data-tex', 'data-latex', 'data-formula', 'data-lang', 'data-language', 'role',
]);
/** Class names that carry meaning for Markdown: code languages and formula engines. */
const MEANINGFUL_CLASS =
  /^(language-|lang-|highlight|hljs|katex|math|mathjax|mjx|sourcecode|code|tex|latex|arithmatex|brush:|syntaxhighlighter|cnblogs_code|gutter|linenos|line-numbers-rows|pre-numbering|prettyprint|linenums|footnote|references|headerlink|ztext-math)/i;
/** On code blocks every class is kept: Hexo writes `highlight python`, SyntaxHighlighter `brush: js;`. */
const CODE_TAGS: ReadonlySet<string> = new Set(['pre', 'code']);
/** Inside MathML every attribute but events and style is part of the formula. */
const MATHML_TAGS = /^(math|mi|mo|mn|ms|mtext|mrow|msup|msub|msubsup|mfrac|msqrt|mroot|mtable|mtr|mtd|mover|munder|munderover|mspace|mstyle|mpadded|mphantom|menclose|semantics|annotation|annotation-xml|mmultiscripts|mprescripts|none|mfenced|merror|maction|mglyph|mlabeledtr)$/;
/** Tags a line-number gutter comes in (a list, a table cell, a column of divs or spans, a <pre> of numbers). */
const GUTTER_TAGS: ReadonlySet<string> = new Set(['ul', 'ol', 'td', 'div', 'span', 'pre']);
/** Containers that are dropped but whose content is kept (an ASP.NET page wraps the whole body in <form>). */
const UNWRAPPED_TAGS: ReadonlySet<string> = new Set(['form']);

export interface CopyOptions {
  /** Elements of the page to leave out of the copy (scripts, hidden and boilerplate parts, pruned lines). */
  dropped: ReadonlySet<Element>;
  baseUrl: string | null;
}

/** When a copy may stop early; what was copied up to then is kept. */
export interface CopyLimits {
  /** The engine's time budget; once spent, the copy stops when it holds a readable beginning (Deadline.done). */
  deadline?: Deadline;
  /** The copy stops once it holds this many characters of text (whitespace included). */
  maxTextChars?: number;
  /** Elements the scoring walk never reached (ScoredTree.unfinished): the copy stops at the first one. */
  unfinished?: ReadonlySet<Element>;
}

/** Why a copy stopped before the end: the time budget or the size cap. */
export type CutShort = 'time' | 'size';

/** A detached `<div>` holding cleaned copies of `roots` (in the order given). */
export function copyClean(doc: Document, roots: readonly Element[], options: CopyOptions): Element {
  return copyCleanWithin(doc, roots, options, {}).container;
}

/** As copyClean, stopping early when `limits` say so; `cutShort` says whether and why it did. */
export function copyCleanWithin(doc: Document, roots: readonly Element[], options: CopyOptions, limits: CopyLimits): CopyResult {
  const container = doc.createElement('div');
  const progress: CopyProgress = { limits, textChars: 0, cutShort: null, images: [], captions: [] };
  for (const root of roots) {
    if (progress.cutShort) break;
    const copy = copySubtree(doc, root, options, progress);
    if (copy) container.appendChild(copy);
  }
  return { container, cutShort: progress.cutShort, images: progress.images, captions: progress.captions };
}

export interface CopyResult {
  container: Element;
  cutShort: CutShort | null;
  /** The copy's <img> and <figcaption> elements, in document order: the later stages that judge them need no walk. */
  images: Element[];
  captions: Element[];
}

interface CopyProgress {
  limits: CopyLimits;
  textChars: number;
  cutShort: CutShort | null;
  images: Element[];
  captions: Element[];
}

function stopBefore(node: Node, progress: CopyProgress): boolean {
  const { limits, textChars } = progress;
  if (limits.maxTextChars !== undefined && textChars >= limits.maxTextChars) progress.cutShort = 'size';
  else if (limits.unfinished?.has(node as Element)) progress.cutShort = 'time';
  else if (limits.deadline?.done(textChars)) progress.cutShort = 'time';
  return progress.cutShort !== null;
}

/**
 * Copies a subtree node by node (explicit stack, one pass, in document order so a copy that stops early keeps
 * the beginning) so dropped parts are never copied, and cleans each copy as it is made: kept attributes only,
 * lazy image sources resolved, URLs absolute.
 */
function copySubtree(doc: Document, root: Element, options: CopyOptions, progress: CopyProgress): Node | null {
  const { dropped } = options;
  if (dropped.has(root) && !isMathScript(root)) return null;
  const rootCopy = cleanCopy(doc, root, options.baseUrl);
  if (tagOf(root) === 'img') progress.images.push(rootCopy);
  else if (tagOf(root) === 'figcaption') progress.captions.push(rootCopy);
  // Each entry is a cursor: the next source child to copy, the copy it goes into, the source parent's tag and
  // whether whitespace is text there (inside <pre> or <code>).
  const stack: Cursor[] = [{ next: root.firstChild, target: rootCopy, tag: tagOf(root), keepSpace: keepsWhitespace(root), player: PLAYER_TAGS.has(tagOf(root)) }];
  while (stack.length > 0) {
    const cursor = stack[stack.length - 1]!;
    const child = cursor.next;
    if (!child) {
      stack.pop();
      continue;
    }
    cursor.next = child.nextSibling;
    if (stopBefore(child, progress)) break;
    const { target } = cursor;
    // What a <video> or <audio> holds besides its sources is shown only by browsers that cannot play it
    // ("Your browser does not support the video tag.").
    if (cursor.player && !(child.nodeType === ELEMENT_NODE && PLAYER_SOURCE_TAGS.has(tagOf(child as Element)))) continue;
    if (child.nodeType === TEXT_NODE) {
      const { data } = child as Text;
      progress.textChars += data.length;
      // The newlines and indentation between blocks are not text, and each copied node costs (under linkedom a
      // node is a WeakMap entry): whitespace next to a block is left out, and text joins the text before it.
      if (!cursor.keepSpace && COLLAPSIBLE_ONLY.test(data) && besideBlock(child, cursor.tag)) continue;
      appendText(doc, target, data);
      continue;
    }
    if (child.nodeType !== ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = tagOf(element);
    if (tag === 'noscript') {
      for (const image of noscriptImages(doc, element, options.baseUrl)) {
        replaceOrAppendImage(target, image);
        progress.images.push(image);
      }
      continue;
    }
    if (isMathScript(element)) {
      target.appendChild(formulaSpan(doc, element));
      continue;
    }
    // A listing copied as code counts toward the size cap as its text would have.
    if (tag === 'textarea' && isCodeTextarea(element)) {
      const block = codeBlock(doc, element);
      progress.textChars += block.textContent?.length ?? 0;
      target.appendChild(block);
      continue;
    }
    if (tag === 'table') {
      const listing = codeTableBlock(doc, element);
      if (listing) {
        progress.textChars += listing.textContent?.length ?? 0;
        target.appendChild(listing);
        continue;
      }
    }
    // A heading's permalink ("¶", "#") is page machinery: "Assert#" would be the heading's text.
    if (tag === 'a' && isPermalink(element)) continue;
    // A code block's line-number gutter and chrome: "1 2 3 … 23" after CSDN's code, MDN's "js" label and "Copy".
    if (GUTTER_TAGS.has(tag) && isCodeMachinery(element)) continue;
    if (dropped.has(element)) {
      // Words on the two sides of a removed block must not run together ("alpha<div hidden/>beta").
      appendText(doc, target, ' ');
      continue;
    }
    const keepSpace = cursor.keepSpace || keepsOwnWhitespace(tag);
    if (UNWRAPPED_TAGS.has(tag)) {
      const holder = doc.createElement('div');
      target.appendChild(holder);
      stack.push({ next: element.firstChild, target: holder, tag: 'div', keepSpace, player: false });
      continue;
    }
    if (tag === 'span' && !cursor.keepSpace && isQuantityBefore(element)) appendText(doc, target, ' ');
    const copy = cleanCopy(doc, element, options.baseUrl);
    target.appendChild(copy);
    if (tag === 'img') progress.images.push(copy);
    else if (tag === 'figcaption') progress.captions.push(copy);
    stack.push({ next: element.firstChild, target: copy, tag, keepSpace, player: tag === 'video' || tag === 'audio' });
  }
  return rootCopy;
}

const PLAYER_TAGS: ReadonlySet<string> = new Set(['video', 'audio']);
const PLAYER_SOURCE_TAGS: ReadonlySet<string> = new Set(['source', 'track']);

interface Cursor {
  next: Node | null;
  target: Node;
  tag: string;
  keepSpace: boolean;
  /** Inside a <video> or <audio>: only its sources are copied. */
  player: boolean;
}

/** Whether whitespace is text inside `element`: it is, or is inside, a <pre> or <code>. */
function keepsWhitespace(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) if (keepsOwnWhitespace(tagOf(node))) return true;
  return false;
}

/**
 * Whether a whitespace text node sits where a browser collapses it away: next to a block element (comments
 * passed over), or first or last in a block parent. Between two inline elements ("<b>a</b> <i>b</i>") it is
 * a word space and stays.
 */
function besideBlock(text: Node, parentTag: string): boolean {
  return blockOrEdge(text.previousSibling, 'previousSibling', parentTag) || blockOrEdge(text.nextSibling, 'nextSibling', parentTag);
}

function blockOrEdge(start: Node | null, step: 'previousSibling' | 'nextSibling', parentTag: string): boolean {
  let node = start;
  while (node && node.nodeType === COMMENT_NODE) node = node[step];
  if (!node) return BLOCK_TAGS.has(parentTag);
  return node.nodeType === ELEMENT_NODE && BLOCK_TAGS.has(tagOf(node as Element));
}

/**
 * Whether `span` follows, with nothing between, a span that holds only a number, and opens with words in Latin letters:
 * a recipe's quantity and the ingredient set apart by the page's style, not by a space (NYT Cooking's
 * `<span class="ingredient_quantity">1</span><span>medium kabocha squash</span>`). The copy sets a space between
 * them, or the text reads "1medium". A unit alone ("412<span>kcal</span>", WP Recipe Maker's nutrition) is no
 * second word and stays joined, as the page shows it.
 */
function isQuantityBefore(span: Element): boolean {
  const before = span.previousSibling;
  if (!before || before.nodeType !== ELEMENT_NODE || tagOf(before as Element) !== 'span') return false;
  const number = before.firstChild;
  if (!number || number !== before.lastChild || number.nodeType !== TEXT_NODE || !QUANTITY.test((number as Text).data)) return false;
  const first = span.firstChild;
  return first !== null && first.nodeType === TEXT_NODE && LETTER_FIRST.test((first as Text).data);
}

const QUANTITY = /^\s*(?:\d+(?:[.,/]\d+)?\s*[½¼¾⅓⅔⅛⅜⅝⅞]?|[½¼¾⅓⅔⅛⅜⅝⅞])\s*$/;
const LETTER_FIRST = /^[A-Za-z]\S*\s+\S/;

/** Appends text to the copy, joining it to a text node just before it rather than adding another. */
function appendText(doc: Document, target: Node, data: string): void {
  const last = target.lastChild;
  if (last && last.nodeType === TEXT_NODE) (last as Text).appendData(data);
  else target.appendChild(doc.createTextNode(data));
}

/**
 * A runnable example's code (a <textarea> named as code) as the <pre><code> it is. SyntaxHighlighter names its
 * brush in the class (<textarea name="code" class="java">): the code keeps it as its language, which the Markdown
 * rules read and normalise (code-languages.ts) as any other language- class.
 */
function codeBlock(doc: Document, textarea: Element): Element {
  const pre = doc.createElement('pre');
  const code = doc.createElement('code');
  const brush = attributeOf(textarea, 'name') === 'code' ? BRUSH_CLASS.exec(attributeOf(textarea, 'class') ?? '') : null;
  if (brush) code.setAttribute('class', `language-${brush[1]!}`);
  code.textContent = textarea.textContent ?? '';
  pre.appendChild(code);
  return pre;
}

/**
 * A listing set as a table of code lines, one a row (GitHub's file view and every embedded gist: a `<td class="blob-num">`
 * gutter beside a `<td class="blob-code">` line; highlightjs-line-numbers' `hljs-ln`), as the <pre><code> it is: copied
 * as a table, each line would be a cell, and the Markdown a paragraph a line. Its language is the table's own
 * (GitHub's data-tagsearch-lang, else its file name's extension) or its wrapper's "type-lua" class. Null for any
 * other table (see codeTableLines).
 */
function codeTableBlock(doc: Document, table: Element): Element | null {
  const lines = codeTableLines(table);
  if (!lines) return null;
  const pre = doc.createElement('pre');
  const code = doc.createElement('code');
  const language = codeTableLanguage(table);
  if (language) code.setAttribute('class', `language-${language}`);
  code.textContent = lines.join('\n');
  pre.appendChild(code);
  return pre;
}

function codeTableLanguage(table: Element): string | null {
  const declared = attributeOf(table, 'data-tagsearch-lang');
  if (declared && /^[\w#+.-]+$/.test(declared.trim())) return declared.trim().toLowerCase();
  const extension = /\.([A-Za-z0-9+#]{1,10})$/.exec(attributeOf(table, 'data-tagsearch-path') ?? '');
  if (extension) return extension[1]!.toLowerCase();
  let box = table.parentElement;
  for (let level = 0; box && level < 3; level++, box = box.parentElement) {
    const type = /(?:^|\s)type-([\w#+.-]+)(?:\s|$)/.exec(attributeOf(box, 'class') ?? '');
    if (type) return type[1]!.toLowerCase();
  }
  return null;
}

/** A SyntaxHighlighter textarea's class: one token, its brush ("java", "csharp", "c#"). */
const BRUSH_CLASS = /^\s*([\w#+.-]+)\s*$/;

/**
 * MathJax 2 keeps a formula's TeX in `<script type="math/tex">`. A stored clip may hold no script at all (the
 * sanitizer removes every one), so the TeX moves to an empty `<span data-tex>`, which the Markdown rules read.
 */
function formulaSpan(doc: Document, script: Element): Element {
  const span = doc.createElement('span');
  const display = /mode\s*=\s*display/i.test(attributeOf(script, 'type') ?? '');
  span.setAttribute('class', display ? 'math display' : 'math inline');
  span.setAttribute('data-tex', script.textContent ?? '');
  return span;
}

/** A childless copy of `element` with only the attributes worth keeping, its URLs made absolute. */
function cleanCopy(doc: Document, element: Element, baseUrl: string | null): Element {
  const tag = tagOf(element);
  if (MATHML_TAGS.test(tag)) return mathCopy(element);
  // A disclosure's button (see isDisclosure) is copied as the box it is: a stored clip holds no controls.
  const copy = doc.createElement(tag === 'button' ? 'div' : tag);
  // Most of an article's elements (<p>, <li>, <em>) carry no attribute: nothing to filter, resolve or make absolute.
  if (!element.hasAttributes()) return copy;
  // By name, not through `attributes`: under linkedom that builds a NamedNodeMap behind a Proxy on every read.
  for (const written of element.getAttributeNames()) {
    const name = written.toLowerCase();
    if (name === 'class') {
      const words = (attributeOf(element, written) ?? '').split(/\s+/).filter(Boolean);
      // A callout box keeps all its classes: its kind ("note", "warning") is a word of its own (../text/callouts.ts).
      const keepsAll = CODE_TAGS.has(tag) || (tag === 'figure' && words.includes('highlight')) || words.some((word) => CALLOUT_BOX_CLASS.test(word));
      const kept = keepsAll ? words : words.filter((word) => MEANINGFUL_CLASS.test(word) || CALLOUT_CLASS_PREFIX.test(word));
      if (kept.length > 0) copy.setAttribute('class', kept.join(' '));
    } else if (KEPT_ATTRIBUTES.has(name)) {
      copy.setAttribute(name, attributeOf(element, written) ?? '');
    }
  }
  if (tag === 'img' || tag === 'source') resolveLazyImage(copy, element);
  if (copy.hasAttributes()) absoluteUrlsOf(copy, baseUrl);
  return copy;
}

/** MathML keeps its namespace and every attribute except events and style. */
function mathCopy(element: Element): Element {
  const copy = element.cloneNode(false) as Element;
  for (const attribute of Array.from(copy.attributes)) {
    const name = attribute.name.toLowerCase();
    if (name.startsWith('on') || name === 'style') copy.removeAttribute(attribute.name);
  }
  return copy;
}

/** Lazy sources live in data-* attributes, which the copy drops: read them from the original. */
function resolveLazyImage(copy: Element, original: Element): void {
  const real = tagOf(original) === 'img' ? lazyImageSource(original) : null;
  if (real) copy.setAttribute('src', real);
  const lazySrcset = attributeOf(original, 'data-srcset') ?? attributeOf(original, 'data-lazy-srcset');
  if (lazySrcset) copy.setAttribute('srcset', lazySrcset);
}

const IMG_TAGS: ReadonlySet<string> = new Set(['img']);

/** Images a `<noscript>` holds for browsers without script: parsed as elements or kept as raw text. */
function noscriptImages(doc: Document, noscript: Element, baseUrl: string | null): Element[] {
  let images = elementsByTags(noscript, IMG_TAGS);
  if (images.length === 0) {
    const raw = noscript.textContent ?? '';
    if (!/<img\b/i.test(raw)) return [];
    images = elementsByTags(parseInert(doc, raw), IMG_TAGS);
  }
  return images.map((img) => cleanCopy(doc, img, baseUrl));
}

/** A noscript image replaces the placeholder image just before it (the lazy-loading pattern). */
function replaceOrAppendImage(target: Node, image: Element): void {
  const previous = lastElementChild(target);
  if (previous && tagOf(previous) === 'img' && !hasRealSource(previous)) {
    target.replaceChild(image, previous);
  } else {
    target.appendChild(image);
  }
}

function lastElementChild(node: Node): Element | null {
  for (let child = node.lastChild; child; child = child.previousSibling) {
    if (child.nodeType === ELEMENT_NODE) return child as Element;
    if (child.nodeType === TEXT_NODE && (child as Text).data.trim()) return null;
  }
  return null;
}

function hasRealSource(img: Element): boolean {
  const src = attributeOf(img, 'src') ?? '';
  return src !== '' && !src.startsWith('data:') && !img.hasAttribute('data-src') && !img.hasAttribute('data-original');
}

