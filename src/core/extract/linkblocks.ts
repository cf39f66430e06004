// Inside the article: blocks that are mostly links — "More stories", "Top news", tag and share lists, a headline
// column the pick's wrapper still holds. The TTD pick is a subtree, and a wrapper around the story keeps such
// lists with it; the line trim (lines.ts) only reaches the ones at the very end. Read from the scored tree
// (its link and text counts), so this costs one pass over the pick's records.
import { HEADING_TAGS, tagOf } from '../text/blocks';
import { elementsByTags, shownChildren, UNSHOWN_CHILDREN } from '../text/select';
import { linkTextBelow, visibleLength, type NodeScore, type ScoredTree } from './score';
import {
  FURNITURE_HEADING,
  LINK_BLOCK_MAX_PICK_LINK_SHARE,
  LINK_BLOCK_MAX_SHARE,
  LINK_BLOCK_MIN_LINK_SHARE,
  LINK_BLOCK_MIN_LINKS,
  LINK_BLOCK_STORY_MAX_LINK_SHARE,
  LINK_BLOCK_STORY_MIN_CHARS,
  LINK_LIST_INTRO_MIN_CHARS,
  TEASER_HEADLINE_MIN_CHARS,
  TEASER_HEADLINE_MIN_LINK_SHARE,
  TEASER_LABEL,
  TEASER_LINE_MIN_LINK_SHARE,
  TEASER_LIST_MIN_LINK_SHARE,
  TEASER_LIST_MIN_UNIT_SHARE,
  TEASER_LIST_MIN_UNITS,
  TEASER_SUMMARY_MIN_CHARS,
  TEASER_UNIT_MAX_WRAPPERS,
} from './tunables';

/** Block tags a link list is built of; inline tags are part of a sentence. */
const BLOCK_TAGS: ReadonlySet<string> = new Set(['div', 'section', 'ul', 'ol', 'dl', 'table', 'p', 'header']);

/** A block to leave out: a list of links, or a list of headline teasers (a linked headline and its summary, repeated). */
export interface LinkBlock {
  element: Element;
  /** A labelled box ('labelled') holds its own title: no heading before it goes with it. */
  kind: 'links' | 'teasers' | 'labelled';
}

/**
 * Elements inside `parts` that hold a list of links and little else, to leave out of the copy. Nothing is
 * dropped from a part that is itself mostly links (a listing page, where the links are the content), unless
 * the part without those blocks is a story (LINK_BLOCK_STORY_*).
 */
export function linkBlocks(tree: ScoredTree, parts: readonly NodeScore[]): LinkBlock[] {
  const { nodes } = tree;
  const found: LinkBlock[] = [];
  for (const part of parts) {
    if (part.text === 0) continue;
    const linky = part.linkText / part.text > LINK_BLOCK_MAX_PICK_LINK_SHARE;
    const limit = part.text * LINK_BLOCK_MAX_SHARE;
    const inPart: LinkBlock[] = [];
    let blockText = 0;
    let blockLinks = 0;
    for (let i = part.index + 1; i < nodes.length && nodes[i]!.depth > part.depth; i++) {
      const node = nodes[i]!;
      if (node.cut) continue;
      const kind = isLinkBlock(node, limit) ? (introducedBySentence(node.element) ? null : 'links') : isTeaserBlock(node, limit) ? 'teasers' : isLabelledLinks(node, limit) ? 'labelled' : null;
      if (!kind) continue;
      inPart.push({ element: node.element, kind });
      blockText += node.text;
      blockLinks += node.linkText;
      while (i + 1 < nodes.length && nodes[i + 1]!.depth > node.depth) i++;
    }
    // A part that is mostly links is a listing, whose links are the content, unless what is left without the
    // link blocks is a story of its own: a short article over a column of headline lists.
    if (linky) {
      const rest = part.text - blockText;
      if (rest < LINK_BLOCK_STORY_MIN_CHARS || (part.linkText - blockLinks) / rest > LINK_BLOCK_STORY_MAX_LINK_SHARE) continue;
    }
    found.push(...inPart);
  }
  return found;
}

/**
 * A list the text before it introduces: the sentence just above it ends in a colon ("The == operator is used
 * in:", "以下函数会返回迭代器：") — a docs page's list of the functions it names, a how-to's list of downloads.
 * Its links are the article's; a "Related:" label is no sentence (LINK_LIST_INTRO_MIN_CHARS).
 */
function introducedBySentence(element: Element): boolean {
  if (!LIST_TAGS.has(tagOf(element))) return false;
  let previous = element.previousElementSibling;
  while (previous && UNSHOWN_CHILDREN.has(tagOf(previous))) previous = previous.previousElementSibling;
  if (!previous || tagOf(previous) !== 'p') return false;
  const text = (previous.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length >= LINK_LIST_INTRO_MIN_CHARS && /[:：]$/.test(text) && linkTextOf(previous) < text.length / 2;
}

const LIST_TAGS: ReadonlySet<string> = new Set(['ul', 'ol', 'dl']);

function isLinkBlock(node: NodeScore, limit: number): boolean {
  return BLOCK_TAGS.has(node.tag) && node.text > 0 && node.text <= limit && node.linkTags >= LINK_BLOCK_MIN_LINKS
    && node.linkText / node.text >= LINK_BLOCK_MIN_LINK_SHARE;
}

/**
 * A "more headlines" list whose summaries make it look like prose: units of a headline that is only a link
 * (a `<dt>`, a heading, a line of its own) followed by a summary without links, repeated. Its link share is
 * below a link list's (the summaries are longer than the headlines), and its summaries have sentence
 * punctuation, so neither the link rule nor the line trim catches it (L3S-GN1: CBC's "B.C. Headlines").
 */
function isTeaserBlock(node: NodeScore, limit: number): boolean {
  return BLOCK_TAGS.has(node.tag) && node.tag !== 'p' && node.text > 0 && node.text <= limit && node.linkTags >= TEASER_LIST_MIN_UNITS
    && node.linkText / node.text >= TEASER_LIST_MIN_LINK_SHARE && isTeaserList(node.element);
}

/**
 * A box of one or two links to other stories under a teaser label ("Read more:", "Related:", "相关阅读：") set
 * between the paragraphs (The Independent's inline-readmore, a label paragraph over a list): too few links for a
 * link list, but the label says what they are. The label opens the box, links hold most of the rest.
 */
function isLabelledLinks(node: NodeScore, limit: number): boolean {
  if (!BLOCK_TAGS.has(node.tag) || node.tag === 'p' || node.linkTags === 0 || node.text > limit || node.linkText < node.text * LINK_BLOCK_MIN_LINK_SHARE) return false;
  const text = (node.element.textContent ?? '').trimStart();
  const label = TEASER_LABEL.exec(text);
  let labelLength = label ? label[0].length : 0;
  if (!label) {
    // The label as an element of its own, without a colon: a heading (聯合新聞網's <h3>延伸閱讀</h3> over its links) or a
    // span set before them (The Times of India's <span>ALSO READ</span><a>…</a>, NDTV's <span>Also Read</span><ul>).
    // A span that names a furniture section ("Related articles") is left to the cut at that heading, which takes
    // the comments after it too (cutAtFurnitureHeading).
    const first = node.element.firstElementChild;
    const label = first ? (first.textContent ?? '').trim() : '';
    const heading = first && (HEADING_TAGS.has(tagOf(first)) || !FURNITURE_HEADING.test(label)) ? label : '';
    const bare = heading ? TEASER_LABEL.exec(`${heading}:`) : null;
    if (!bare || bare[0].length !== heading.length + 1) return false;
    labelLength = text.indexOf(heading) + heading.length;
  }
  const rest = visibleLength(text.slice(labelLength));
  return rest > 0 && node.linkText >= rest * TEASER_LINE_MIN_LINK_SHARE;
}

const LINK_TAGS: ReadonlySet<string> = new Set(['a']);

function textLength(element: Element): number {
  return visibleLength(element.textContent ?? '');
}

function linkTextOf(element: Element): number {
  return tagOf(element) === 'a' ? textLength(element) : linkTextBelow(element);
}

/**
 * An element that is only a linked headline: one link (a product card with price and shop links is not one),
 * all of its text link text, and enough of it to be a headline.
 */
function isHeadline(element: Element): boolean {
  const length = textLength(element);
  if (length < TEASER_HEADLINE_MIN_CHARS) return false;
  if (tagOf(element) === 'a') return true;
  const links = elementsByTags(element, LINK_TAGS);
  return links.length === 1 && textLength(links[0]!) >= length * TEASER_HEADLINE_MIN_LINK_SHARE;
}

/** A summary: enough text, none of it links. */
function isSummary(element: Element): boolean {
  return textLength(element) >= TEASER_SUMMARY_MIN_CHARS && linkTextOf(element) === 0;
}

/**
 * A unit whose first element is a linked headline and whose other elements are a summary. A card's wrappers of
 * one child each (a carousel's slide around the card) are looked through, and a thumbnail before the headline
 * (a figure or link holding only an image) is passed over.
 */
function isTeaserUnit(element: Element): boolean {
  let children = shownChildren(element);
  for (let level = 0; children.length === 1 && level < TEASER_UNIT_MAX_WRAPPERS; level++) children = shownChildren(children[0]!);
  let first = 0;
  while (first < children.length - 1 && isThumbnail(children[first]!)) first++;
  if (children.length - first < 2 || !isHeadline(children[first]!)) return false;
  let summary = 0;
  for (const child of children.slice(first + 1)) {
    if (linkTextOf(child) > 0) return false;
    summary += textLength(child);
  }
  return summary >= TEASER_SUMMARY_MIN_CHARS;
}

/** An image and nothing to read: a card's thumbnail (a figure, a picture, a link around an image). */
function isThumbnail(element: Element): boolean {
  return textLength(element) === 0 && (MEDIA_TAGS.has(tagOf(element)) || elementsByTags(element, MEDIA_TAGS).length > 0);
}

const MEDIA_TAGS: ReadonlySet<string> = new Set(['img', 'picture', 'svg', 'video']);

function isTeaserList(element: Element): boolean {
  const children = shownChildren(element);
  let units = 0;
  let covered = 0;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    const next = children[i + 1];
    // <dt><a>headline</a></dt><dd>summary</dd>, or a headline and its summary as sibling blocks
    if (next && isHeadline(child) && isSummary(next)) {
      units++;
      covered += 2;
      i++;
    } else if (isTeaserUnit(child)) {
      units++;
      covered++;
    } else if (i === 0 && /^h[1-6]$/.test(tagOf(child))) {
      covered++; // the list's own title
    }
  }
  return units >= TEASER_LIST_MIN_UNITS && covered >= children.length * TEASER_LIST_MIN_UNIT_SHARE;
}
