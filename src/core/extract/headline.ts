// A title for a page that names none (no <title>, no og:title, no JSON-LD headline, no <h1> that agrees) or names
// only the site (see engine.ts, withHeadlineFromPage). First the headline the article opens with
// (headlineOpeningBody); else the one set just before the article, outside the block TTD picked (an old news
// page's `<td class="story-title">` or `<span class="articleHeadline">` in the table row over the story's cell, a
// blog's `<h4><a>` permalink over its "Posted by" line). That one is read backwards from the article's first part,
// past datelines, bylines, bars of links, page controls, counts and photo credits; the first other line decides: it
// is the headline when it reads as one and is marked as one (a heading element, a name that says headline or title,
// or bold type) or, in plain type, when the story's opening retells it (engine.ts); there is none otherwise.
import { isHeadline } from '../metadata/title';
import { BLOCK_TAGS, tagOf } from '../text/blocks';
import { eitherScript } from '../text/han';
import { countKind, WORD } from '../text/chars';
import { htmlToText } from '../text/index';
import { hasElementWithTag } from '../text/select';
import type { ExclusionRule } from './exclusions';
import { firstLines, hasMedia, hasSentence, isPhotoCredit, lineFeatures, metadataKind } from './lines';
import { visibleLength } from './score';
import { FURNITURE_HEADING, HEADLINE_BEFORE_MAX_LINES, HEADLINE_BODY_MAX_LINES, HEADLINE_BEFORE_MAX_NODES, HEADLINE_LINE_MAX_CHARS, HEADLINE_LINE_MIN_WORD_CHARS } from './tunables';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
/** The heading elements a headline is set in. */
const HEADLINE_HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4']);
/** A date written out in full: "January 14, 2008", "14 Jan 2008", "2008-01-14", "1/14/2008". */
const FULL_DATE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}\b|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(?:19|20)\d{2}\b|\b(?:19|20)\d{2}[-/.]\d{1,2}[-/.]\d{1,2}\b|\b\d{1,2}\/\d{1,2}\/(?:19|20)?\d{2}\b/i;
const BOLD_TAGS: ReadonlySet<string> = new Set(['b', 'strong', 'big']);

/** <b>, <strong>, <big>, or a <font> set large (size 4 and up, +1 and up). */
function setsBoldType(element: Element, tag: string): boolean {
  return BOLD_TAGS.has(tag) || (tag === 'font' && /^\+?[4-7]$|^\+[1-3]$/.test(element.getAttribute('size') ?? ''));
}
/**
 * A class/id that says headline or title ("story-title", "articleHeadline", "hed"). Not "header": a page's header
 * holds its logo and the site's name.
 */
const HEADLINE_NAME = /headline|heading|title|(?:^|[\s_-])hed(?=$|[\s_-])/i;

/**
 * The headline just before `start` in document order, or null. `skip` names subtrees that hold no lines. `unmarked`,
 * when given, may take a line set in no heading, name or bold type that otherwise reads as a headline (a page that
 * names no title at all, whose headline is a plain `<div class="sh">`): the caller's check that it is the story's.
 */
export function headlineBefore(start: Element, skip: ExclusionRule, unmarked?: (text: string) => boolean): string | null {
  let texts: Text[] = [];
  let lines = 0;
  let visited = 0;
  let decided = false;
  let result: string | null = null;
  // Ends the line being gathered (the texts met since the last boundary, read backwards) and judges it.
  const close = () => {
    if (texts.length === 0) return;
    lines++;
    const verdict = judge(texts, unmarked);
    texts = [];
    if (verdict !== 'skip') {
      decided = true;
      result = verdict;
    } else if (lines >= HEADLINE_BEFORE_MAX_LINES) {
      decided = true;
    }
  };
  // Reverse document order with an explicit stack (a page can nest elements deeper than the call stack goes);
  // null marks the end of a block, met after its children.
  const stack: Array<Node | null> = [];
  const walk = (from: Node) => {
    stack.push(from);
    while (stack.length > 0 && !decided) {
      const node = stack.pop()!;
      if (node === null) {
        close();
        continue;
      }
      if (++visited > HEADLINE_BEFORE_MAX_NODES) {
        decided = true;
        break;
      }
      if (node.nodeType === TEXT_NODE) {
        if ((node as Text).data.trim()) texts.unshift(node as Text);
        continue;
      }
      if (node.nodeType !== ELEMENT_NODE) continue;
      const tag = tagOf(node as Element);
      if (tag === 'br') {
        close();
        continue;
      }
      if (skip(node as Element, tag) !== null) continue;
      if (BLOCK_TAGS.has(tag)) {
        close();
        stack.push(null);
      }
      for (let child = node.firstChild; child; child = child.nextSibling) stack.push(child);
    }
    stack.length = 0;
  };
  for (let node: Node | null = start; node && !decided; node = node.parentNode) {
    if (node.nodeType !== ELEMENT_NODE) break;
    const tag = tagOf(node as Element);
    if (tag === 'body' || tag === 'html') break;
    if (BLOCK_TAGS.has(tag)) close();
    for (let sibling = node.previousSibling; sibling && !decided; sibling = sibling.previousSibling) walk(sibling);
  }
  if (!decided) close();
  return result;
}

/**
 * 'skip' for a line to look past (a dateline, a byline, a bar of links, page controls, a count or a photo's credit
 * with no words of its own: "1", "© AP"); the headline; null to stop.
 */
function judge(texts: readonly Text[], unmarked?: (text: string) => boolean): string | 'skip' | null {
  const text = texts.map((node) => node.data).join('').replace(/\s+/g, ' ').trim();
  if (!text || isDatelineOrByline(text) || !LETTER.test(text) || isPhotoCredit(text) || PHOTO_CREDIT_SIGN.test(text)) return 'skip';
  // A bar of links ("4 TalkBacks Share Digg Print Email") is looked past too.
  const marks = marksOf(texts);
  if (!marks.heading && marks.linkChars * 2 >= visibleLength(text)) return 'skip';
  if (!readsAsHeadline(text)) return null;
  // In plain type only when the caller says the line is the story's (and it opens as a headline does, in upper case).
  if (!marks.heading && !marks.named && !marks.bold && !(unmarked && !LOWER_CASE_START.test(text) && unmarked(text))) return null;
  // Three words or six Han characters, as soleH1 asks of an <h1> (a site's "THE PRESS-ENTERPRISE", a "Learning"
  // category), unless an <h1> sets it.
  if (!marks.h1 && !isHeadline(text)) return null;
  if (!marks.heading && hasSentence(text)) return null;
  return text;
}

/**
 * A line to look past on the way to a headline: a dateline, byline or control line (metadataKind), or a byline or
 * dateline with more in it ("By Agencies on Friday, January 18, 2008Filed Under: Sports").
 */
function isDatelineOrByline(text: string): boolean {
  if (metadataKind(text) !== null) return true;
  return text.length <= HEADLINE_LINE_MAX_CHARS * 2 && (BYLINE_START.test(text) || FULL_DATE.test(text));
}

/** A line that opens in lower case ("with our RSS feed"): the end of a sentence or a link's words, no headline. */
const LOWER_CASE_START = /^\p{Ll}/u;

/** A letter of any script: a line without one ("1", "+1", "12 | 3") is a count, not a headline. */
const LETTER = /\p{L}/u;
/** A photo's credit signed with the copyright sign and nothing more than a name ("© AP", "© Reuters 2008"). */
const PHOTO_CREDIT_SIGN = /^(?:©|\(c\))\s*[\p{L}.&' -]{1,30}(?:\s+(?:19|20)\d{2})?$/iu;

/** A control's words: "CLICK HERE TO …", "点击查看". */
const CLICK_HERE = eitherScript(/click here|点击/i);

/**
 * Whether a line's words could be a headline: at most HEADLINE_LINE_MAX_CHARS characters with
 * HEADLINE_LINE_MIN_WORD_CHARS letters or more; not a date or byline line, a lead-in ("Background:"), a control
 * ("CLICK HERE TO …"), a furniture heading ("More Stories"), an address ("toronto.ctv.ca"), a byline with more
 * after it ("By SALAH NASRAWI, Associated Press Writer 1 hour ago"), a line with a date written out
 * ("WirelessWeek - January 14, 2008", "Associated Press - January 11, 2008 4:13 PM ET"), a sponsor's line or a
 * line broken off before what it names.
 */
function readsAsHeadline(text: string): boolean {
  if (text.length > HEADLINE_LINE_MAX_CHARS || countKind(text, WORD) < HEADLINE_LINE_MIN_WORD_CHARS) return false;
  if (metadataKind(text) !== null || /[:：]$/.test(text) || CLICK_HERE.test(text) || FURNITURE_HEADING.test(text)) return false;
  return !BYLINE_START.test(text) && !ADDRESS.test(text) && !FULL_DATE.test(text) && !SPONSOR.test(text) && !CUT_OFF.test(text);
}

/** A sponsor's line ("Sponsored by: Countrywide Home Loans"). */
const SPONSOR = /^(?:sponsored|presented|brought to you|advertisement|paid (?:post|content))\b/i;
/** A line broken off before what it names ("News from the Caribbean for", a date link after it): no headline ends so. */
const CUT_OFF = /\s(?:for|of|the|and|to|in|on|at|by|with|from|a|an)$/i;

/** A byline or a post's stamp: "By …", "Posted 4:15 PM by …" (a permalink's "#" before it). */
const BYLINE_START = /^(?:#\s*)?(?:by|posted)\s/i;
const ADDRESS = /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/i;

const MARK_MAX_LEVELS = 12;

/** How the line's text is set: in a heading, in an element named as a headline, in bold; how much of it in links. */
function marksOf(texts: readonly Text[]): { heading: boolean; h1: boolean; named: boolean; bold: boolean; linkChars: number } {
  let heading = false;
  let h1 = false;
  let named = false;
  let bold = true;
  let linkChars = 0;
  for (const text of texts) {
    let inBold = false;
    let inLink = false;
    // Up to the nearest block and one level past it (a headline cell's row, a heading's wrapper), through a few
    // inline wrappers at most.
    let blocks = 0;
    let levels = 0;
    for (let element = text.parentElement; element && blocks < 2 && levels < MARK_MAX_LEVELS; element = element.parentElement, levels++) {
      const tag = tagOf(element);
      if (tag === 'body' || tag === 'html') break;
      if (HEADLINE_HEADINGS.has(tag)) heading = true;
      if (tag === 'h1') h1 = true;
      if (setsBoldType(element, tag)) inBold = true;
      if (tag === 'a') inLink = true;
      // NewsML's <headline> element too (a syndicated story's markup kept in the page).
      if (tag === 'headline' || HEADLINE_NAME.test(`${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`)) named = true;
      if (BLOCK_TAGS.has(tag)) blocks++;
    }
    if (!inBold) bold = false;
    if (inLink) linkChars += visibleLength(text.data);
  }
  return { heading, h1, named, bold, linkChars };
}

/**
 * The article's headline when it opens the article as a line of its own (an <h2>-<h4>, a bold line): its first
 * line, or the first after datelines, bylines and lines of links ("October 10, 2004", "[Date Prev][Date Next]",
 * "View Archive Articles"); a heading, or short with no sentence in it, that reads as a headline (headline.ts).
 * After such lines only an <h1>-<h4> is.
 */
export function headlineOpeningBody(container: Element): { element: Element; text: string } | null {
  let passed = false;
  const lines = firstLines(container, HEADLINE_BODY_MAX_LINES);
  // An article that opens with inline content has no first line of its own: its bold run before the first block is one.
  if (lines.length === 0) {
    const run = leadingBoldRun(container);
    if (run) lines.push(run);
  }
  for (const line of lines) {
    if (hasMedia(line)) return null;
    const text = htmlToText(line).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const heading = HEADLINE_HEADINGS.has(tagOf(line));
    const { length, linkLength } = lineFeatures(line);
    if (isDatelineOrByline(text) || (!heading && linkLength * 2 >= length)) {
      passed = true;
      continue;
    }
    // Past such lines only a heading element is taken: the next line after a byline is often more of it ("AP Golf Writer").
    if (!readsAsHeadline(text) || (!heading && hasSentence(text)) || (passed && !heading)) return null;
    // Nor a link ("Discuss this article"), unless a heading's permalink.
    if (linkLength * 2 >= length) return null;
    return { element: line, text };
  }
  return null;
}

/**
 * The inline element an article opens with when it is set in bold type and a block or a <br> follows it (an old
 * page's `<font class=storyhead size=4><b>Tributes paid to Edmund Hillary</b></font><p>…`), looked for down the
 * first children of wrappers that hold blocks; null otherwise.
 */
function leadingBoldRun(container: Element): Element | null {
  let parent: Element = container;
  for (let depth = 0; depth < LEADING_RUN_MAX_DEPTH; depth++) {
    const first = firstMeaningful(parent.firstChild);
    if (!first || first.nodeType !== 1) return null;
    const element = first as Element;
    const tag = tagOf(element);
    if (BLOCK_TAGS.has(tag) || hasElementWithTag(element, BLOCK_TAGS)) {
      parent = element;
      continue;
    }
    const next = firstMeaningful(element.nextSibling);
    if (!next || next.nodeType !== 1 || !(tagOf(next as Element) === 'br' || BLOCK_TAGS.has(tagOf(next as Element)))) return null;
    return isBoldRun(element) ? element : null;
  }
  return null;
}

const LEADING_RUN_MAX_DEPTH = 6;

/** `node` or the first sibling after it that is an element or holds words (spaces and comments passed over). */
function firstMeaningful(node: Node | null): Node | null {
  for (let at = node; at; at = at.nextSibling) {
    if (at.nodeType === 1 || (at.nodeType === 3 && (at.textContent ?? '').trim())) return at;
  }
  return null;
}

/** An inline element whose words are all in bold type: it, or a chain of only children below it, sets bold type. */
function isBoldRun(element: Element): boolean {
  for (let at: Element | null = element; at; ) {
    if (setsBoldType(at, tagOf(at))) return true;
    const only = firstMeaningful(at.firstChild);
    at = only && only.nodeType === 1 && !firstMeaningful(only.nextSibling) ? (only as Element) : null;
  }
  return false;
}
