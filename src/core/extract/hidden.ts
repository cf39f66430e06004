import { htmlToText } from '../text/index';
import { attributeOf, tagOf } from '../text/blocks';
import { firstElementWhere } from '../text/select';
import { linkTextBelow, visibleLength } from './score';
import { COMPONENT_SOURCE_MAX_LINK_SHARE, COMPONENT_SOURCE_MIN_CHARS, HIDDEN_PAGE_AROUND_LANDMARK_MIN_SHARE, HIDDEN_PAGE_MAX_DEPTH, HIDDEN_PAGE_MIN_SHARE, SCRIPT_REVEALED_MIN_CHARS, SCRIPT_REVEALED_MIN_PARAGRAPHS, SCRIPT_REVEALED_MIN_SHARE } from './tunables';

// Hidden elements never count as content: a cookie notice with display:none is still long punctuated prose
// and would otherwise outscore a short article (a failure measured on the dev set, see algorithms.md).

const DISPLAY_NONE = /(?:^|;)\s*display\s*:\s*none\s*(?:!important\s*)?(?:;|$)/i;
const INLINE_DISPLAY = /(?:^|;)\s*display\s*:/i;
const VISIBILITY_HIDDEN = /(?:^|;)\s*visibility\s*:\s*hidden\s*(?:!important\s*)?(?:;|$)/i;
const PARAGRAPH_CHARS = 40;

/**
 * Hidden from static markup alone: `hidden` (save a streamed segment, see isStreamedSegment), `aria-hidden="true"`,
 * text for screen readers only, a player's message for browsers without scripts, display:none inline or from a class the page's <head> stylesheet hides everywhere
 * (see sheetClasses), and inline visibility:hidden unless the box is the page's article waiting for a script to
 * reveal it (see isScriptRevealed).
 */
export function isStaticallyHidden(element: Element): boolean {
  if (!element.hasAttributes()) return false;
  if (element.hasAttribute('hidden')) return !isStreamedSegment(element);
  if (attributeOf(element, 'aria-hidden') === 'true') return true;
  const classes = attributeOf(element, 'class');
  if (classes && isScreenReaderOnly(element, classes)) return true;
  // video.js's "To view this video please enable JavaScript…", drawn only where scripts do not run.
  if (classes && classes.includes('no-js') && NO_SCRIPT_MESSAGE.test(classes)) return true;
  // A CSS library's display:none class (see HIDDEN_CLASSES).
  // (Most class lists hold neither word: includes() settles them before any split.)
  if (classes && (classes.includes('none') || classes.includes('hid')) && hasHiddenClass(classes)) return isDisplayNoneHidden(element);
  const style = attributeOf(element, 'style');
  if (style !== null && DISPLAY_NONE.test(style)) return isDisplayNoneHidden(element);
  // A class the page's own stylesheet sets to display:none, unless the element's own style sets its display.
  if (classes && (style === null || !INLINE_DISPLAY.test(style)) && hasSheetClass(element, classes, 'hidden')) return isDisplayNoneHidden(element);
  return style !== null && VISIBILITY_HIDDEN.test(style) && !isScriptRevealed(element);
}

/** A box at display:none is hidden unless it is folded text, a formula's or a component's source, or a page body a script reveals. */
function isDisplayNoneHidden(element: Element): boolean {
  return !isFoldedDetails(element) && !isFormulaSource(element) && !isComponentSource(element) && !isHiddenPageBody(element);
}

/** Whether one of `classes` is in the page's <head> stylesheet set of that kind (see sheetClasses). */
function hasSheetClass(element: Element, classes: string, kind: 'clipped' | 'hidden'): boolean {
  const doc = element.ownerDocument;
  if (!doc) return false;
  const sheet = sheetClassesOfDocument(doc);
  if (sheet.clipped.size === 0 && sheet.hidden.size === 0) return false;
  // A page repeats its class lists (every card, every line carries the same): each is split and looked up once.
  let kinds = sheet.kindsOf.get(classes);
  if (kinds === undefined) {
    kinds = 0;
    for (const name of classes.split(/\s+/)) kinds |= (sheet.clipped.has(name) ? CLIPPED : 0) | (sheet.hidden.has(name) ? HIDDEN : 0);
    sheet.kindsOf.set(classes, kinds);
  }
  return (kinds & (kind === 'clipped' ? CLIPPED : HIDDEN)) !== 0;
}

const CLIPPED = 1;
const HIDDEN = 2;

/**
 * Text for screen readers only, drawn nowhere on the page ("Image caption," before a BBC caption, Shopify's
 * "Regular price", "Skip to content"): a class named for it, alone or as a component's part (SCREEN_READER_CLASS:
 * "sr-only", "visually-hidden", CNBC's "ArticleBody-srOnly"), or a class the page's own
 * stylesheet in <head> clips to one pixel (CSS-in-JS names such as BBC's "bbc-m04vo2", see sheetClasses).
 */
function isScreenReaderOnly(element: Element, classes: string): boolean {
  // A linear look for the words first: the full pattern backtracks over every name of a long class list.
  return (SCREEN_READER_WORD.test(classes) && SCREEN_READER_CLASS.test(classes)) || hasSheetClass(element, classes, 'clipped');
}

const SCREEN_READER_CLASS = /(?:^|\s)(?:[\w-]*[-_])?(?:sr-?only|sr-only-focusable|screen-?reader-only|visually-?hidden|a11y-hidden|hidden-visually|element-invisible|show-for-sr)(?=\s|$)/i;

/**
 * The display:none classes of the common CSS libraries, which their stylesheets (never in the saved page's <head>)
 * set with !important: Bootstrap's d-none, Magnific Popup's mfp-hide (MDPI's table and figure pop-ups copy the
 * article's tables), and the is-/u-hidden utilities. Not when the same list shows the element again on some screens
 * ("d-none d-md-block", "d-none sm:d-inline-flex"). Tailwind's bare "hidden" is left alone: pages toggle it from
 * scripts over content (measured: WCXB's Mailchimp page fell to 0).
 */
const HIDDEN_CLASSES: ReadonlySet<string> = new Set(['d-none', 'mfp-hide', 'is-hidden', 'u-hidden', 'display-none']);
const RESHOWN = /:(?:d-)?(?:block|flex|grid|inline|inline-block|inline-flex|table|table-cell|contents|flow-root)$|^d-(?:sm|md|lg|xl|xxl)-(?!none)/;

function hasHiddenClass(classes: string): boolean {
  const names = classes.split(/\s+/);
  return names.some((name) => HIDDEN_CLASSES.has(name)) && !names.some((name) => RESHOWN.test(name));
}

const NO_SCRIPT_MESSAGE = /(?:^|\s)vjs-no-js(?=\s|$)/;

const SCREEN_READER_WORD = /only|hidden|invisible|show-for-sr/i;

interface SheetClasses {
  /** Drawn as a one-pixel clip: screen-reader text. */
  clipped: ReadonlySet<string>;
  /** Set to display:none. */
  hidden: ReadonlySet<string>;
  /** A class attribute's value → CLIPPED | HIDDEN for the names in it of each kind, filled as the page is read. */
  kindsOf: Map<string, number>;
}

const sheetClassesOf = new WeakMap<Document, SheetClasses>();
/** The last document asked about, and its sets: every element of a page asks in turn. */
let lastDocument: Document | null = null;
let lastSheet: SheetClasses = { clipped: new Set(), hidden: new Set(), kindsOf: new Map() };

function sheetClassesOfDocument(doc: Document): SheetClasses {
  if (doc === lastDocument) return lastSheet;
  let sheet = sheetClassesOf.get(doc);
  if (sheet === undefined) {
    sheet = sheetClasses(doc);
    sheetClassesOf.set(doc, sheet);
  }
  lastDocument = doc;
  lastSheet = sheet;
  return sheet;
}

/**
 * Classes the <style> elements in <head> name in top-level rules of one plain class selector:
 * - clipped: drawn as a one-pixel clip (position absolute, width or height 1px, clip: rect(0 0 0 0) or rect(1px, …),
 *   or clip-path: inset(50%|100%)), the visually-hidden pattern;
 * - hidden: set to display:none, and named in no other rule of those sheets. A class drawn again elsewhere (a
 *   CSS-in-JS component hidden on phones, `.css-hSgrkT{display:none}` then `@media (min-width:…){.css-hSgrkT{display:
 *   block}}`, a later `.css-hNYSyH{display:inherit}`, `.open .menu{display:block}`) is not hidden on every screen.
 * Rules inside @media and other at-rules, and other selectors, name no class of either kind.
 */
function sheetClasses(doc: Document): SheetClasses {
  const clipped = new Set<string>();
  const hidden = new Map<string, number>();
  const head = doc.head;
  if (!head) return { clipped, hidden: new Set(), kindsOf: new Map() };
  const sheets: string[] = [];
  for (const child of head.children) {
    if (tagOf(child) !== 'style') continue;
    const css = child.textContent ?? '';
    sheets.push(css);
    if (!css.includes('clip') && !css.includes('none')) continue;
    for (let i = 0; i < css.length; ) {
      const open = css.indexOf('{', i);
      if (open < 0) break;
      const selector = css.slice(i, open).trim();
      if (selector.startsWith('@')) {
        // Skips the at-rule's block, nested rules and all.
        let depth = 1;
        let j = open + 1;
        for (; j < css.length && depth > 0; j++) {
          if (css[j] === '{') depth++;
          else if (css[j] === '}') depth--;
        }
        i = j;
        continue;
      }
      const close = css.indexOf('}', open);
      if (close < 0) break;
      const body = css.slice(open + 1, close);
      const clip = CLIP_ONE_PIXEL.test(body) && ONE_PIXEL_BOX.test(body);
      if (clip || SHEET_DISPLAY_NONE.test(body)) {
        for (const part of selector.split(',')) {
          const match = /^\.(-?[A-Za-z_][\w-]*)$/.exec(part.trim());
          if (!match) continue;
          if (clip) clipped.add(match[1]!);
          else hidden.set(match[1]!, (hidden.get(match[1]!) ?? 0) + 1);
        }
      }
      i = close + 1;
    }
  }
  const everywhere = new Set<string>();
  if (hidden.size > 0) {
    const all = sheets.join('\n');
    for (const [name, rules] of hidden) if (mentions(all, `.${name}`) === rules) everywhere.add(name);
  }
  return { clipped, hidden: everywhere, kindsOf: new Map() };
}

/** How many times `needle` stands in `text` as a whole class selector (not followed by more of a name). */
function mentions(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    if (!/[\w-]/.test(text[at + needle.length] ?? '')) count++;
  }
  return count;
}

const SHEET_DISPLAY_NONE = /(?:^|[;{\s])display\s*:\s*none\s*(?:!important\s*)?(?:;|$)/i;

const CLIP_ONE_PIXEL = /clip\s*:\s*rect\(\s*(?:0|1px)[\s,]|clip-path\s*:\s*inset\(\s*(?:50|100)%/i;
const ONE_PIXEL_BOX = /(?:^|[;\s])(?:width|height)\s*:\s*(?:1px|0)(?:\s*!important)?\s*(?:;|$)/i;

/**
 * The folded part of a `<details>` (Docusaurus writes `<details><summary>…</summary><div style="display:none">` until
 * it is opened): the text the author folded away is the article's, and a clip keeps it with its summary.
 */
function isFoldedDetails(element: Element): boolean {
  const parent = element.parentElement;
  return parent !== null && tagOf(parent) === 'details' && tagOf(element) !== 'summary';
}

/**
 * MathML kept for screen readers beside a formula drawn as an image (Wikipedia's `<span class="mwe-math-mathml-a11y"
 * style="display: none"><math alttext="…">` before an aria-hidden SVG): the formula's source, and the only copy
 * of it a clip can keep as text.
 */
function isFormulaSource(element: Element): boolean {
  const child = element.firstElementChild;
  return child !== null && child.nextElementSibling === null && tagOf(child) === 'math';
}

/**
 * The content a web component renders from (AWS's `<awsdocs-tabs><dl style="display: none"><dt>Console</dt><dd>…`:
 * the component draws its tabs from the hidden list): the one element child of a custom element (a tag with a
 * hyphen), at display:none, holding COMPONENT_SOURCE_MIN_CHARS of reading text at most COMPONENT_SOURCE_MAX_LINK_SHARE
 * of it in links (a hidden menu is links). Judged from markup alone: on a live page the computed style decides.
 */
function isComponentSource(element: Element): boolean {
  const parent = element.parentElement;
  if (!parent || !tagOf(parent).includes('-') || parent.firstElementChild !== element || element.nextElementSibling) return false;
  const text = visibleLength(htmlToText(element));
  if (text < COMPONENT_SOURCE_MIN_CHARS) return false;
  return linkTextBelow(element) <= text * COMPONENT_SOURCE_MAX_LINK_SHARE;
}

/**
 * Some shops hide the whole page body at inline display:none until a script has checked the visitor (Shopify's
 * "easylockdown" age and password gates) or has loaded the rest (iHerb's "defer-block" around the product): a box
 * inside the page's <main> (or article landmark) whose landmark holds the page's <h1>, or a box around a landmark
 * that holds the <h1> (a news site's template hides its whole article until its script has run), and that holds
 * a large share of the page's reading text, in several paragraphs. A live page has run that script; a
 * saved one has not, and would otherwise lose everything but the header and footer.
 */
function isHiddenPageBody(element: Element): boolean {
  const inside = insideMainLandmark(element);
  // A box around the landmark hides the page near its top (a child of <body> or of a page wrapper): deeper boxes
  // at display:none are menus and popups, and are not searched.
  const landmark = inside ? element : nearTop(element) ? firstElementWhere(element, isMainLandmark) : null;
  // The <h1> may head the landmark from beside it, inside the hidden box (红星新闻's `div.wrapper` at display:none
  // around `section > h1 + article`).
  if (!landmark || !firstElementWhere(inside ? landmark : element, (_, tag) => tag === 'h1')) return false;
  return holdsPageText(element, inside ? HIDDEN_PAGE_MIN_SHARE : HIDDEN_PAGE_AROUND_LANDMARK_MIN_SHARE);
}

/** At most HIDDEN_PAGE_MAX_DEPTH elements between `element` and <body>. */
function nearTop(element: Element): boolean {
  let depth = 0;
  for (let ancestor = element.parentElement; ancestor && tagOf(ancestor) !== 'body'; ancestor = ancestor.parentElement) {
    if (++depth > HIDDEN_PAGE_MAX_DEPTH) return false;
  }
  return true;
}

function isMainLandmark(element: Element, tag: string): boolean {
  return tag === 'main' || tag === 'article' || attributeOf(element, 'role') === 'main';
}

/** Whether an ancestor of `element` is <main>, <article> or role=main. */
function insideMainLandmark(element: Element): boolean {
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
    if (isMainLandmark(ancestor, tagOf(ancestor))) return true;
  }
  return false;
}

/** React's id for a streamed segment: "S:" and the segment's number in hexadecimal ("S:0", "S:a"). */
const STREAMED_SEGMENT_ID = /^S:[0-9a-f]+$/;

/**
 * React's streaming server render (Next.js and others) sends a part of the page that was not ready at first as a
 * `<div hidden id="S:n">` at the end of the body, and a script moves it into its place (`<template id="B:n">`).
 * In a live page that has already happened; a saved page (the CLI) still holds the page's content there, often
 * all of it (WCXB: 7 of 300 dev pages, the article in each). Its `hidden` is transport, not a hidden box.
 */
function isStreamedSegment(element: Element): boolean {
  const id = attributeOf(element, 'id');
  return id !== null && STREAMED_SEGMENT_ID.test(id) && tagOf(element) === 'div';
}

/** The page's reading text length, measured once per document and only on pages that need it. */
const pageTextLength = new WeakMap<Document, number>();

/**
 * Some pages ship their article at `visibility:hidden` and reveal it from a script once fonts or layout are ready
 * (WeChat articles: `<div id="js_content" style="visibility: hidden;">`). Saved, or read without scripts, the
 * article would be dropped as hidden. A box holding most of the page's reading text, in several paragraphs, is
 * taken to be that article (thresholds in tunables.ts).
 */
function isScriptRevealed(element: Element): boolean {
  return holdsPageText(element, SCRIPT_REVEALED_MIN_SHARE);
}

/**
 * Whether `element` holds at least `share` of its page's reading text, in SCRIPT_REVEALED_MIN_CHARS characters and
 * SCRIPT_REVEALED_MIN_PARAGRAPHS paragraphs at least.
 */
function holdsPageText(element: Element, share: number): boolean {
  const text = htmlToText(element);
  if (text.length < SCRIPT_REVEALED_MIN_CHARS) return false;
  const paragraphs = text.split('\n').filter((line) => line.trim().length >= PARAGRAPH_CHARS).length;
  if (paragraphs < SCRIPT_REVEALED_MIN_PARAGRAPHS) return false;
  const doc = element.ownerDocument;
  const root = doc?.documentElement;
  if (!doc || !root) return false;
  let total = pageTextLength.get(doc);
  if (total === undefined) {
    total = htmlToText(root).length;
    pageTextLength.set(doc, total);
  }
  return total > 0 && text.length >= total * share;
}

/** The page's own check (computed style on a live page) when given, always combined with the static one. */
export function hiddenCheck(isHidden?: (element: Element) => boolean): (element: Element) => boolean {
  if (!isHidden) return isStaticallyHidden;
  return (element) => isStaticallyHidden(element) || (!isFoldedDetails(element) && !isFormulaSource(element) && safeCall(isHidden, element));
}

function safeCall(check: (element: Element) => boolean, element: Element): boolean {
  try {
    return check(element);
  } catch {
    return false;
  }
}
