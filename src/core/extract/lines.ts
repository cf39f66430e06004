// Text-line features (seed paper 001, algorithms.md §2): body text lines are long and carry sentence
// punctuation; label and anchor lines are short, unpunctuated and often links. In a DOM a "line" is the text
// of a block-level box. Here they trim the trailing furniture the pick still holds ("Share", "Tags: a, b",
// "Related stories" lists): the paper's last step, dropping unpunctuated lines after the last group.
import { BLOCK_TAGS, tagOf } from '../text/blocks';
import { htmlToText } from '../text/index';
import { visibleLength } from './score';
import { CUT_HEADING_MAX_CHARS, CUT_HEADING_MIN_SHARE, FURNITURE_HEADING, TRIM_LINK_SHARE, TRIM_MAX_LINES, TRIM_SHORT_LINE } from './tunables';

/** Chinese and Western sentence punctuation (the paper's list). */
const SENTENCE_PUNCTUATION = /[，。！？；：、,.!?;:]/g;
const ELEMENT_NODE = 1;

export interface LineFeatures {
  /** Non-space characters. */
  length: number;
  punctuation: number;
  /** Non-space characters inside links. */
  linkLength: number;
}

export function lineFeatures(block: Element): LineFeatures {
  const text = htmlToText(block);
  let linkLength = 0;
  for (const link of Array.from(block.querySelectorAll('a'))) linkLength += visibleLength(link.textContent ?? '');
  return { length: visibleLength(text), punctuation: (text.match(SENTENCE_PUNCTUATION) ?? []).length, linkLength };
}

/** A line that reads as label or anchor text: short and unpunctuated, or mostly links without a sentence. */
export function isFurnitureLine(line: LineFeatures): boolean {
  if (line.length === 0) return true;
  const linkShare = line.linkLength / line.length;
  if (line.punctuation === 0 && line.length < TRIM_SHORT_LINE) return true;
  return linkShare > TRIM_LINK_SHARE && line.punctuation <= 1;
}

/**
 * Removes furniture lines at the end of the article copy, last first, stopping at the first line of body
 * text; at most TRIM_MAX_LINES (the paper's D). Returns what was removed, for the debug record.
 */
export function trimTrailingLines(container: Element): string[] {
  const removed: string[] = [];
  for (let i = 0; i < TRIM_MAX_LINES; i++) {
    const block = lastLeafBlock(container);
    if (!block || block === container) break;
    const line = lineFeatures(block);
    if (!isFurnitureLine(line) || hasMedia(block)) break;
    removed.push(htmlToText(block).slice(0, 60));
    block.parentNode?.removeChild(block);
  }
  return removed;
}

/** The last block element with no block inside it, skipping trailing empty containers on the way. */
function lastLeafBlock(root: Element): Element | null {
  let current: Element = root;
  for (;;) {
    let next: Element | null = null;
    for (let child = current.lastElementChild; child; child = child.previousElementSibling) {
      if (child.nodeType === ELEMENT_NODE && (BLOCK_TAGS.has(tagOf(child)) || child.querySelector(BLOCK_SELECTOR))) {
        next = child;
        break;
      }
    }
    if (!next) return current;
    if (trailingInlineText(current, next)) return current;
    // A figure, table or code block is one unit: its caption or last row is not a line of its own.
    if (ATOMIC_TAGS.has(tagOf(next))) return next;
    current = next;
  }
}

const ATOMIC_TAGS: ReadonlySet<string> = new Set(['figure', 'table', 'pre', 'math', 'video', 'picture']);
const BLOCK_SELECTOR = 'p, div, li, ul, ol, table, section, article, h1, h2, h3, h4, h5, h6, blockquote, pre, dl, figure';

/** True when text follows the last block inside `parent`: then `parent` itself ends the article. */
function trailingInlineText(parent: Element, lastBlock: Element): boolean {
  for (let node = lastBlock.nextSibling; node; node = node.nextSibling) {
    if ((node.textContent ?? '').trim()) return true;
  }
  return parent === lastBlock;
}

function hasMedia(block: Element): boolean {
  return ATOMIC_TAGS.has(tagOf(block)) || block.querySelector('img, picture, video, figure, table, pre, math') !== null;
}

const TEXT_NODE = 3;

/**
 * Cuts the article copy at a line that opens a comment thread or a "related" list ("Comments", "Post a comment",
 * "Have your say", "Related links", "相关新闻", "网友评论"): the line and everything after it go. Only a line
 * that is nothing but such a heading counts, and only in the later part of the article (at least
 * CUT_HEADING_MIN_SHARE of the text before it), so a story that merely mentions comments keeps its text.
 * Returns the heading cut at, or null.
 */
export function cutAtFurnitureHeading(container: Element): string | null {
  const doc = container.ownerDocument;
  const texts: Text[] = [];
  const starts: number[] = [];
  let total = 0;
  const walker = doc.createTreeWalker(container, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType !== TEXT_NODE) continue;
    texts.push(node as Text);
    starts.push(total);
    total += visibleLength((node as Text).data);
  }
  for (let i = 0; i < texts.length; i++) {
    if (starts[i]! < total * CUT_HEADING_MIN_SHARE) continue;
    const data = texts[i]!.data.trim();
    if (data.length > CUT_HEADING_MAX_CHARS || !FURNITURE_HEADING.test(data)) continue;
    const line = lineOf(texts[i]!, container);
    if (!line || (line.textContent ?? '').trim() !== data) continue;
    removeFrom(line, container);
    return data;
  }
  return null;
}

/** The block element holding `text` (its line), below `container`. */
function lineOf(text: Text, container: Element): Element | null {
  for (let node = text.parentElement; node && node !== container; node = node.parentElement) {
    if (BLOCK_TAGS.has(tagOf(node)) || HEADING_TAGS.has(tagOf(node))) return node;
  }
  return null;
}

/** Removes `from` and everything after it in document order, up to the end of `container`. */
function removeFrom(from: Element, container: Element): void {
  for (let node: Node = from; node !== container; node = node.parentNode!) {
    while (node.nextSibling) node.parentNode!.removeChild(node.nextSibling);
  }
  from.parentNode?.removeChild(from);
}

const HEADING_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'legend', 'caption']);
