// Text-line features (seed paper 001, algorithms.md §2): body text lines are long and carry sentence
// punctuation; label and anchor lines are short, unpunctuated and often links. In a DOM a "line" is the text
// of a block-level box. Here they trim the trailing furniture the pick still holds ("Share", "Tags: a, b",
// "Related stories" lists): the paper's last step, dropping unpunctuated lines after the last group.
import { attributeOf, BLOCK_TAGS, HEADING_TAGS, tagOf } from '../text/blocks';
import { eitherScript } from '../text/han';
import { elementsByTags, elementsWhere, firstElementWhere, hasElementWithTag, shownChildren, walkBelow } from '../text/select';
import { htmlToText } from '../text/index';
import { linkTextBelow, visibleLength } from './score';
import { isRelatedFlag } from './boilerplate';
import {
  AD_CARD_MAX_CHARS,
  AUTHOR_HEADING,
  BREADCRUMB_MIN_PARTS,
  BREADCRUMB_PART_MAX_CHARS,
  COMMENT_ANCHOR_MIN_CHARS,
  COMMENT_ANCHOR_NAME,
  CUT_HEADING_MAX_CHARS,
  CUT_HEADING_MIN_SHARE,
  CUT_LINE_MAX_CHARS,
  DATA_TABLE_MIN_ROWS,
  EDIT_STAMP,
  EMBED_CREDIT,
  FURNITURE_HEADING,
  FURNITURE_HEADING_START,
  ICON_MAX_PX,
  ICON_FILE_NAME,
  ICON_NAME,
  ICON_PHOTO_SHAPES,
  META_BYLINE,
  META_BYLINE_ZH,
  META_CONTROLS,
  META_DATE_ANCHOR,
  META_DATE_WORDS,
  META_LABEL,
  META_LABEL_MAX_CHARS,
  META_LEAD_MAX_LINES,
  META_LINE_MAX_CHARS,
  META_POSTED_STAMP,
  META_PREV_NEXT,
  META_SEGMENT_SPLIT,
  META_WIRE_NOTE,
  META_WIRE_NOTE_MAX_CHARS,
  NEWSLETTER_CALL,
  PARAMETER_DESCRIPTION_MIN_CHARS,
  PARAMETER_LABEL_LEVELS,
  PAYWALL_LINE,
  PAYWALL_LINE_MAX_CHARS,
  PAYWALL_START,
  CLOSING_CALL,
  CLOSING_CALL_START,
  RELATED_CARD_MAX_CHARS,
  RELATED_CARD_MAX_LEVELS,
  RELATED_CARD_MIN_LINK_SHARE,
  RELATED_CARD_SUMMARY_MAX_CHARS,
  ENTRY_LABEL_ONLY,
  FIELD_SERIES_MAX_LEVELS,
  GOV_INFO_LABEL,
  GOV_INFO_LABEL_MAX_CHARS,
  GOV_INFO_MIN_LABELS,
  FIELD_SERIES_MIN_ITEMS,
  ENTRY_STAMP_MAX_CHARS,
  ENTRY_SIGNER_MIN_STAMPS,
  ENTRY_STAMP_PIECES,
  ENTRY_PROSE_MIN_SHARE,
  ENTRY_STAMPS_MIN,
  ENTRY_TIME,
  ENTRY_TIMES,
  PRINT_SIDEBAR_HEADING,
  RELATED_HEADING,
  RELATED_PROSE_MIN_CHARS,
  RELATED_TEASERS_MIN_LINES,
  RELATED_TEASERS_MIN_LINKED,
  RELATED_TEASERS_MIN_SHARE,
  SHOUTED_LINK_MIN_WORDS,
  SOCIAL_FOLLOW_US,
  SOCIAL_NETWORK,
  TEASER_LABEL,
  TEASER_LINE_MIN_LINK_SHARE,
  TEASER_UNIT_MAX_WRAPPERS,
  TRIM_LINK_SHARE,
  TRIM_MAX_LINES,
  TRIM_NOTICE_MAX_CHARS,
  TRIM_REPOST_NOTE,
  TRIM_REPOST_NOTE_MAX_CHARS,
  UPDATE_STAMP,
  TRIM_REPRINT_NOTICE,
  TRIM_SHORT_LINE,
  AUTHOR_BIO_LAST_PARAGRAPHS,
  AUTHOR_BIO_MAX_CHARS,
  TRIM_DISCLOSURE,
  TRIM_DISCLOSURE_MAX_CHARS,
  REPEATED_HEADING_MIN_OTHERS,
  TRIM_SENTENCE_MIN_UNLINKED,
} from './tunables';

/**
 * Chinese and Western sentence punctuation (the paper's list). A Western mark counts only where a sentence or
 * clause ends: before a space, a closing quote or bracket, or the end of the line. Inside a token it is not
 * punctuation of a sentence: "3g.ifeng.com", "20:38", "1,024", "字号:T|T".
 */
const SENTENCE_PUNCTUATION = /[，。！？；：、]|[,.!?;:](?=$|[\s"'”’)\]])/g;
const SENTENCE_END = /[。！？]|[.!?](?=$|[\s"'”’)\]])/m;
const ELEMENT_NODE = 1;

/**
 * Whether `text` holds a finished sentence (a full stop, question or exclamation mark), as a story does and a
 * headline, label or list of titles does not.
 */
export function hasSentence(text: string): boolean {
  return SENTENCE_END.test(text);
}

export interface LineFeatures {
  /** Non-space characters. */
  length: number;
  punctuation: number;
  /** Non-space characters inside links. */
  linkLength: number;
}

export function lineFeatures(block: Element): LineFeatures {
  return featuresOf(htmlToText(block), elementsByTags(block, LINK_TAGS));
}

function featuresOf(text: string, links: readonly Element[]): LineFeatures {
  let linkLength = 0;
  for (const link of links) linkLength += visibleLength(link.textContent ?? '');
  return { length: visibleLength(text), punctuation: (text.match(SENTENCE_PUNCTUATION) ?? []).length, linkLength };
}

/**
 * The share of what `wider` adds to `narrower` that is prose, when `wider` holds `narrower` (at least
 * `containedShare` of its characters, line by line); null when it does not, which makes them different answers
 * rather than one inside the other. A prose line has at least `proseChars` characters and sentence punctuation;
 * an addition of nothing counts as prose (1).
 */
export function addedProseShare(narrower: string, wider: string, containedShare: number, proseChars: number): number | null {
  const squeeze = (line: string) => line.replace(/\s+/g, '');
  const wide = squeeze(wider);
  let held = 0;
  let total = 0;
  for (const line of narrower.split('\n')) {
    const squeezed = squeeze(line);
    total += squeezed.length;
    if (squeezed && wide.includes(squeezed)) held += squeezed.length;
  }
  if (total === 0 || held / total < containedShare) return null;
  const narrow = squeeze(narrower);
  let added = 0;
  let prose = 0;
  for (const line of wider.split('\n')) {
    const squeezed = squeeze(line);
    if (!squeezed || narrow.includes(squeezed)) continue;
    added += squeezed.length;
    // A site's call to follow it is punctuated but no prose of the story.
    if (squeezed.length >= proseChars && (line.match(SENTENCE_PUNCTUATION) ?? []).length > 0 && !isSocialPromo(line)) prose += squeezed.length;
  }
  return added === 0 ? 1 : prose / added;
}

/** A trailing line the trim removes: label or anchor text, or page controls or a label (see metadataKind). */
function isTrimmable(line: LineFeatures, text: string): boolean {
  if (isFurnitureLine(line) && !isLinkedSentence(line, text)) return true;
  // The last line can introduce nothing: a short lead-in ending in a colon is the title of a box that went
  // ("郑重声明：" over a disclaimer, "Related:" over its links).
  if (line.length <= TRIM_SHORT_LINE && DANGLING_LEAD_IN.test(text)) return true;
  if (line.length <= TRIM_NOTICE_MAX_CHARS && TRIM_REPRINT_NOTICE.test(text)) return true;
  if (line.length <= TRIM_REPOST_NOTE_MAX_CHARS && TRIM_REPOST_NOTE.test(text)) return true;
  if (line.length <= TRIM_DISCLOSURE_MAX_CHARS && TRIM_DISCLOSURE.test(text)) return true;
  const kind = metadataKind(text);
  return kind === 'controls' || kind === 'label';
}

/**
 * A sentence that names its source in a link ("The study's findings were published in the <a>American
 * Gastroenterological Association Journal</a>."): it ends as a sentence does, with TRIM_SENTENCE_MIN_UNLINKED
 * characters of its own outside the link. A list of links has no such words.
 */
function isLinkedSentence(line: LineFeatures, text: string): boolean {
  return line.length - line.linkLength >= TRIM_SENTENCE_MIN_UNLINKED && ENDS_SENTENCE.test(text);
}

const ENDS_SENTENCE = /[.!?。！？]["'”’)）]?$/;

/** A line ending in a colon with no sentence before it. */
const DANGLING_LEAD_IN = /^[^.!?。！？:：]+[:：]$/;

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
    // A block of lines broken by <br> ends with its last such line: that line is judged (and removed) alone.
    const brLine = lastBrLine(block);
    if (brLine) {
      const text = runText(brLine.nodes);
      const links = linksIn(brLine.nodes);
      if (!isTrimmable(featuresOf(text, links), text) || brLine.nodes.some(nodeHasMedia) || isAttachment(text, links)) break;
      removed.push(text.slice(0, 60));
      for (const node of [brLine.br, ...brLine.nodes]) node.parentNode?.removeChild(node);
      continue;
    }
    const text = htmlToText(block);
    const links = elementsByTags(block, LINK_TAGS);
    if (!isTrimmable(featuresOf(text, links), text.trim()) || hasMedia(block) || isAttachment(text.trim(), links) || inFieldSeries(block, container)) break;
    removed.push(text.slice(0, 60));
    block.parentNode?.removeChild(block);
  }
  return removed;
}

/**
 * Whether `block`, or its box up to FIELD_SERIES_MAX_LEVELS above, is one of a run of FIELD_SERIES_MIN_ITEMS or more
 * siblings of its tag with text, each a field (isField), short (at most META_LINE_MAX_CHARS) and holding no link: a
 * spec sheet's label and value pairs (a product's last rows, Zalando's <dl>, Walmart's heading-and-value boxes), or
 * the items of a plain list (wikiHow's "Things You'll Need": "Dish soap", "White vinegar"), short lines that are the
 * page's own, not a trailing label.
 */
function inFieldSeries(block: Element, container: Element): boolean {
  let node: Element = block;
  for (let level = 0; level <= FIELD_SERIES_MAX_LEVELS && node !== container; level++) {
    const parent = node.parentElement;
    if (!parent) return false;
    const tag = tagOf(node);
    let alike = 0;
    for (let sibling = parent.firstElementChild; sibling; sibling = sibling.nextElementSibling) {
      if (tagOf(sibling) !== tag || !(sibling.textContent ?? '').trim()) continue;
      if (elementsByTags(sibling, LINK_TAGS).length > 0 || visibleLength(sibling.textContent ?? '') > META_LINE_MAX_CHARS || !isField(sibling, tag)) return false;
      alike++;
    }
    if (alike >= FIELD_SERIES_MIN_ITEMS) return true;
    node = parent;
  }
  return false;
}

/** A spec sheet's field or a list's item: a <dt>, <dd> or <li>, or a box of a label and its value (two or more elements with text). */
function isField(element: Element, tag: string): boolean {
  if (tag === 'dt' || tag === 'dd' || tag === 'li') return true;
  let parts = 0;
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) if ((child.textContent ?? '').trim() && ++parts >= 2) return true;
  return false;
}

/** Other short labels to collect on the same walk (a sponsor's, see sponsor.ts): the text nodes that pass `test`. */
export interface LabelSearch {
  test: (text: string) => boolean;
  found: Text[];
}

/**
 * A card naming another story set inside the article (Forbes's `<div class="link-embed"><span>MORE FROM FORBES</span>
 * <a>…headline… By Forbes Advisor</a></div>`, a "Related:" box over one linked headline): a box of at most
 * RELATED_CARD_MAX_CHARS that opens with a related heading and whose other text is mostly links. The box is the
 * widest such one around the heading's line; a heading over prose, or over a long list, is left to the other rules.
 * Returns the cards' texts.
 */
export function removeRelatedCards(container: Element, labels?: LabelSearch): string[] {
  const removed: string[] = [];
  const doc = container.ownerDocument;
  const headings: Text[] = [];
  const walker = doc.createTreeWalker(container, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const data = (node as Text).data.trim();
    if (!data) continue;
    if (data.length <= CUT_HEADING_MAX_CHARS && RELATED_HEADING.test(data) && FURNITURE_HEADING.test(data)) headings.push(node as Text);
    else if (labels?.test(data)) labels.found.push(node as Text);
  }
  for (const text of headings) {
    if (!container.contains(text)) continue;
    const line = lineOf(text, container);
    const card = line ? relatedCardOf(text, line, container) : null;
    if (!card) continue;
    removed.push((card.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60));
    card.parentNode?.removeChild(card);
  }
  return removed;
}

/**
 * Related cards whose label the walk left out by its name (Valnet's `<span class="related-label">Related</span>`
 * beside the card's headline and summary): with the label gone from the copy, removeRelatedCards cannot see the
 * card there, so it is found here in the page, from the label, as there. Only labels inside `parts`, without links.
 */
export function cardsOfDroppedLabels(excluded: readonly { element: Element; reason: string }[], parts: readonly Element[], dropped: ReadonlySet<Element>): Element[] {
  const cards: Element[] = [];
  for (const { element, reason } of excluded) {
    if (!isRelatedFlag(reason)) continue;
    const data = (element.textContent ?? '').trim();
    if (!data || data.length > CUT_HEADING_MAX_CHARS || !RELATED_HEADING.test(data) || !FURNITURE_HEADING.test(data)) continue;
    const part = parts.find((candidate) => candidate !== element && candidate.contains(element));
    const text = part && elementsByTags(element, LINK_TAGS).length === 0 ? firstTextOf(element) : null;
    const card = text ? relatedCardOf(text as Text, element, part!) : null;
    if (card && !dropped.has(card)) cards.push(card);
  }
  return cards;
}

/** The widest box of at most RELATED_CARD_MAX_CHARS around `line` that opens with `text` and is otherwise mostly links. */
function relatedCardOf(text: Text, line: Element, container: Element): Element | null {
  // A label set as a span beside the card's blocks (Valnet's `<div class="display-card"><span>Related</span><div>…`)
  // has no line of its own: the block around it is the card.
  const own = firstElementWhere(line, (_, tag) => BLOCK_TAGS.has(tag)) === null;
  const heading = own ? visibleLength(line.textContent ?? '') : visibleLength(text.data);
  let card: Element | null = null;
  for (let box = own ? line.parentElement : line, level = 0; box && box !== container && level < RELATED_CARD_MAX_LEVELS; box = box.parentElement, level++) {
    const all = visibleLength(box.textContent ?? '');
    if (all > RELATED_CARD_MAX_CHARS || firstTextOf(box) !== text) break;
    let linked = 0;
    const links = elementsByTags(box, LINK_TAGS).filter((link) => !link.contains(text));
    for (const link of links) linked += visibleLength(link.textContent ?? '');
    const rest = all - heading;
    if (rest > 0 && (linked >= rest * RELATED_CARD_MIN_LINK_SHARE || isTeaserCard(links, rest - linked))) card = box;
  }
  return card;
}

/**
 * A card for one story: its one link is a headline set as a heading (Valnet's "Related" card: the label, an
 * <h5><a>…</a></h5> and a line of summary), and the words outside it are at most RELATED_CARD_SUMMARY_MAX_CHARS.
 */
function isTeaserCard(links: readonly Element[], unlinked: number): boolean {
  if (links.length !== 1 || unlinked > RELATED_CARD_SUMMARY_MAX_CHARS) return false;
  for (let up = links[0]!.parentElement; up; up = up.parentElement) {
    if (HEADING_TAGS.has(tagOf(up))) return true;
    if (BLOCK_TAGS.has(tagOf(up))) return false;
  }
  return false;
}

/**
 * The last line of `block` when it is broken by <br> children: the nodes after the last <br> that has text after
 * it, and that <br>. Null when the block holds no such break (it is one line).
 */
function lastBrLine(block: Element): { br: Element; nodes: Node[] } | null {
  const nodes: Node[] = [];
  let text = false;
  for (let node = block.lastChild; node; node = node.previousSibling) {
    if (node.nodeType === ELEMENT_NODE && tagOf(node as Element) === 'br') {
      if (text) return { br: node as Element, nodes: nodes.reverse() };
      // Breaks with nothing after them end the block without a line: they go with the line before them.
    }
    nodes.push(node);
    if ((node.textContent ?? '').trim()) text = true;
  }
  return null;
}

/** The links among `nodes` and inside them. */
function linksIn(nodes: readonly Node[]): Element[] {
  const links: Element[] = [];
  for (const node of nodes) {
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = node as Element;
    if (tagOf(element) === 'a') links.push(element);
    else links.push(...elementsByTags(element, LINK_TAGS));
  }
  return links;
}

/**
 * A notice's attachment: a line labelled 附件 ("附件：1.《调整条目》.docx") or a link named as a document file
 * ("2.跨境电子商务综合试验区代码表.xlsx"). It is the notice's own, however short and linked: the trim stops there (what
 * came after it, a signature and a date, went). A link that only points to a file ("Open guide") is no such line.
 */
function isAttachment(text: string, links: readonly Element[]): boolean {
  return ATTACHMENT_LABEL.test(text) || links.some((link) => DOCUMENT_FILE.test((link.textContent ?? '').trim()));
}

const ATTACHMENT_LABEL = eitherScript(/^附件\s*\d*\s*[:：]/);
const DOCUMENT_FILE = /\.(?:pdf|docx?|xlsx?|pptx?|wps|ofd|zip|rar|7z)(?:[?#]|$)/i;

function nodeHasMedia(node: Node): boolean {
  return node.nodeType === ELEMENT_NODE && hasMedia(node as Element);
}

/**
 * Removes page controls and source, editor or tags labels from the article copy's first lines ("字号:T|T",
 * "来源：中广网", "Print | Email"). A line that is only a date or a byline is kept and looked past: whether a dateline
 * belongs to the article is a matter of house style (L3S's truth keeps "Posted Jan. 5, 2008" and "By Sports
 * Network" where DAnIEL's drops them); a stamp of the page's last change goes (UPDATE_STAMP). An author box set as
 * a line without a "By", the metadata's `byline` first with the author's role ("Harriet Quayle What's On Editor"),
 * goes: it is the page's widget, not the story's print-style byline. Stops at the first other line and at media.
 * Returns what was removed.
 */
export function trimLeadingMetadata(container: Element, byline?: string | null): string[] {
  const removed: string[] = [];
  const lines: Element[] = [];
  for (const line of leadingLines(container, true)) if (lines.push(line) >= META_LEAD_MAX_LINES) break;
  let subtitle = false;
  for (const block of lines) {
    if (hasMedia(block)) break;
    const text = htmlToText(block).trim();
    const kind = text ? metadataKind(text) ?? (isBylineLine(text, byline) ? 'label' : null) : 'controls';
    // A subtitle set as a heading over the byline box (复旦's h2.arti_title2 over its 作者/发布时间/浏览次数 line) is
    // looked past, once: the box under it is still the page's (its labels and controls; dates under it stay).
    if (kind === null && !subtitle && !removed.length && SUBTITLE_TAGS.has(tagOf(block))) {
      subtitle = true;
      continue;
    }
    if (kind === null) {
      // The first line of the story's own block, set off by a <br> ("記者陳鈞凱／台北報導<br>開刀時，…"): judged as a line.
      const label = subtitle ? null : removeLeadingBreakLabel(block);
      if (label) removed.push(label.slice(0, 60));
      break;
    }
    // A stamp of when the page was last changed is the page's, not the story's: the clip keeps dates in its metadata.
    if (kind === 'dateline' && (subtitle || !UPDATE_STAMP.test(text))) continue;
    if (text) removed.push(text.slice(0, 60));
    block.parentNode?.removeChild(block);
  }
  return removed;
}

/**
 * Whether a line is the byline the page's metadata names, set without a "By": it opens with the author's name and is
 * a short line without a sentence's punctuation ("Liam Garside Senior Reporter and Aoife Kerrigan Digital Reporter").
 */
function isBylineLine(text: string, byline: string | null | undefined): boolean {
  if (!byline || text.length > META_LINE_MAX_CHARS || !text.startsWith(byline)) return false;
  return (text.match(SENTENCE_PUNCTUATION) ?? []).length === 0;
}

/**
 * Removes the part of `block` before its first <br> child (and that <br>) when the part is a label or page controls
 * (metadataKind; a dateline stays, as a line of its own would) and text follows it: a byline or a source set as
 * the first line of the story's paragraph. Returns the part's text, or null.
 */
function removeLeadingBreakLabel(block: Element): string | null {
  const run = leadingBreakRun(block);
  if (!run || !hasTextAfter(run.br)) return null;
  const { text } = run;
  if (text.length > META_LINE_MAX_CHARS) return null;
  const kind = metadataKind(text);
  if (kind === null || (kind === 'dateline' && !UPDATE_STAMP.test(text))) return null;
  removeBreakRun(run);
  return text;
}

function hasTextAfter(node: ChildNode): boolean {
  for (let next = node.nextSibling; next; next = next.nextSibling) if ((next.textContent ?? '').trim()) return true;
  return false;
}

/**
 * A Chinese government page's disclosure table over the document (政府信息公开: 索引号, 发布机构, 主题分类, 文号, 有效性…):
 * the catalogue's record of the document, in cells of a label and its value, not its text. A table with at least
 * GOV_INFO_MIN_LABELS cells that are only such labels (spaces, brackets and a colon aside), in two rows or more,
 * goes; a table of documents whose header row names them stays. Returns the tables' texts.
 */
export function removeGovInfoTables(container: Element): string[] {
  const removed: string[] = [];
  for (const table of [...container.getElementsByTagName('table')]) {
    if (!container.contains(table)) continue;
    const labels = new Set<string>();
    const rows = new Set<Element | null>();
    for (const cell of elementsByTags(table, CELL_TAGS)) {
      const text = (cell.textContent ?? '').replace(/[\s\u3000:：[\]【】]+/g, '');
      if (text.length > GOV_INFO_LABEL_MAX_CHARS || !GOV_INFO_LABEL.test(text)) continue;
      labels.add(text);
      rows.add(cell.parentElement);
    }
    // Labels beside their values, row after row; a header row of such words heads a table of documents.
    if (labels.size < GOV_INFO_MIN_LABELS || rows.size < 2) continue;
    removed.push((table.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60));
    table.parentNode?.removeChild(table);
  }
  return removed;
}

/**
 * A live blog's entry stamps: on a page that is a stream of timestamped entries (at least ENTRY_STAMPS_MIN lines
 * that are only a time of day or a time ago, with the stream's labels: "8m ago16.40 GMT Key event", "13:52
 * GMTBreaking", "1 hr 22 min ago", "March 17, 2026, 3:41 p.m. ET21 minutes ago"), those lines and the lines that are
 * only such a label ("Pinned") go wherever they stand: they say when each entry was posted, which the clip does not
 * repeat. Fewer stamps (an article's own dateline, a timeline's hours beside its text) stay. Not run on discussion
 * pages, whose posts' dates the benchmarks' truths keep. Returns the lines removed.
 */
export function removeEntryStamps(container: Element): string[] {
  // Most articles hold fewer times than a stream's entries: settled on the text before any walk.
  let times = 0;
  for (const _ of (container.textContent ?? '').matchAll(ENTRY_TIMES)) if (++times >= ENTRY_STAMPS_MIN) break;
  if (times < ENTRY_STAMPS_MIN) return [];
  // Lines: short leaf blocks, and inline boxes that stand as lines of their own (a <time> beside the entry's
  // heading in its header box); the outermost of those nested is the line.
  const lines: Element[] = [];
  const inlines: Element[] = [];
  shortLeafLines(container, lines, undefined, inlines);
  const stamps: Element[] = [];
  const labels: Element[] = [];
  const signed = new Map<string, Element[]>();
  const blockLines = new Set(lines);
  for (const line of [...lines, ...inlines, ...container.getElementsByTagName('time')]) {
    if (!blockLines.has(line) && !isOwnLine(line, container)) continue;
    // An entry's stamp heads it; a list item or a table cell that is only a date is the item's own.
    if (LIST_OR_TABLE_TAGS.has(tagOf(line)) || enclosing(line, container, TABLE_TAGS)) continue;
    const text = (line.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text || text.length > ENTRY_STAMP_MAX_CHARS || hasMedia(line)) continue;
    const kind = entryStampKind(text);
    if (kind === 'stamp') stamps.push(line);
    else if (kind === 'label') labels.push(line);
    else {
      const signer = entrySigner(text);
      if (signer) (signed.get(signer) ?? signed.set(signer, []).get(signer)!).push(line);
    }
  }
  // A stamp signed by the entry's writer ("13:40 Key Event Liam Garside"): a stamp when the same name signs another.
  for (const lines of signed.values()) if (lines.length >= ENTRY_SIGNER_MIN_STAMPS) stamps.push(...lines);
  const outermost = (found: Element[]) => found.filter((line) => !found.some((other) => other !== line && other.contains(line)));
  const stampLines = outermost(stamps);
  if (stampLines.length < ENTRY_STAMPS_MIN) return [];
  // In document order, by a walk: linkedom's compareDocumentPosition answers by depth, not by position.
  const position = new Map<Element, number>();
  walkBelow(container, (element) => {
    position.set(element, position.size);
  });
  stampLines.sort((a, b) => position.get(a)! - position.get(b)!);
  // Stamps head entries: a paragraph of prose comes before the next stamp, after most of them (an entry may be a
  // photo alone; a listing's dates over one-line items are no stream of entries).
  if (stampsOverProse(container, stampLines) < Math.max(ENTRY_STAMPS_MIN, stampLines.length * ENTRY_PROSE_MIN_SHARE)) return [];
  const removed: string[] = [];
  for (const line of [...stampLines, ...outermost(labels)]) {
    if (!container.contains(line)) continue;
    removed.push((line.textContent ?? '').replace(/\s+/g, ' ').trim());
    line.parentNode?.removeChild(line);
  }
  return removed;
}

const LIST_OR_TABLE_TAGS: ReadonlySet<string> = new Set(['li', 'dt', 'dd', 'td', 'th']);

/**
 * How many of `stamps` (in document order) are followed, before the next one or the end, by a text node of a
 * paragraph's length outside links: the entry each heads.
 */
function stampsOverProse(container: Element, stamps: readonly Element[]): number {
  const walker = container.ownerDocument.createTreeWalker(container, 4 /* NodeFilter.SHOW_TEXT */);
  let next = 0;
  let inside = false;
  let prose = false;
  let count = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const stamp = stamps[next];
    if (stamp && stamp.contains(node)) {
      inside = true;
      continue;
    }
    if (inside) {
      // Past a stamp: its entry's prose is looked for from here.
      inside = false;
      next++;
      prose = false;
    }
    if (next > 0 && !prose && visibleLength((node as Text).data) >= RELATED_PROSE_MIN_CHARS && !enclosing(node as Text, container, LINK_TAGS)) {
      prose = true;
      count++;
    }
  }
  return count;
}

/**
 * 'stamp' when `text` is only times, dates and a stream's labels and holds a time of day or a time ago; 'label' when
 * it is only such labels; null otherwise. Pieces a page runs together ("ago16.40", "GMTBreaking", "ET21") are read
 * apart first.
 */
export function entryStampKind(text: string): 'stamp' | 'label' | null {
  const apart = stampApart(text);
  if (ENTRY_LABEL_ONLY.test(apart)) return 'label';
  if (!ENTRY_TIME.test(apart)) return null;
  return apart.replace(ENTRY_STAMP_PIECES, '') === '' ? 'stamp' : null;
}

/**
 * The name a live blog's entry stamp is signed with: a time of day first, stamp pieces, then one to three capitalised
 * words and nothing else ("13:40Key EventLiam Garside", "10:15 Liam Garside"); null for any other line. Read as a
 * stamp only when the same name signs ENTRY_SIGNER_MIN_STAMPS of them (see removeEntryStamps): an entry's own short
 * title would not repeat.
 */
function entrySigner(text: string): string | null {
  const apart = stampApart(text).trim();
  const time = ENTRY_LEADING_TIME.exec(apart);
  if (!time) return null;
  const words = apart.slice(time[0].length).trim().split(' ');
  // The shortest run of capitalised words at the end that leaves only stamp pieces before it.
  for (let count = 1; count <= ENTRY_SIGNER_MAX_WORDS && count <= words.length; count++) {
    const name = words.slice(-count);
    if (!name.every((word) => ENTRY_SIGNER_WORD.test(word))) return null;
    if (words.slice(0, -count).join(' ').replace(ENTRY_STAMP_PIECES, '') === '') return name.join(' ');
  }
  return null;
}

/** A stamp's pieces that a page runs together, read apart: "ago16.40" → "ago 16.40", "GMTBreaking" → "GMT Breaking". */
function stampApart(text: string): string {
  return text.replace(STAMP_JOINT, ' ');
}

const STAMP_JOINT = /(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])/g;
const ENTRY_LEADING_TIME = /^\d{1,2}[:.]\d{2}\b/;
/** A word of a name: a capital, then lower case ("Liam", "O'Brien", "McAdam"); never "PM", "GMT" or "EST". */
const ENTRY_SIGNER_WORD = /^\p{Lu}[\p{Ll}'’][\p{L}'’-]*$/u;
const ENTRY_SIGNER_MAX_WORDS = 3;

/**
 * What a short line is when every part of it is metadata: 'controls' when it is only page controls ("Print |
 * Email", "字号:T|T"), 'label' when it holds a source, editor or tags label (or controls beside a date),
 * 'dateline' when it holds only dates and bylines; null for any other line.
 */
export function metadataKind(text: string): MetadataKind | null {
  if (text.length <= META_WIRE_NOTE_MAX_CHARS && META_WIRE_NOTE.test(text)) return 'label';
  if (text.length > META_LINE_MAX_CHARS) return null;
  let label = false;
  let control = false;
  let date = false;
  for (const raw of text.split(META_SEGMENT_SPLIT)) {
    const part = raw.trim().replace(/^[[【(（]+|[\]】)）]+$/g, '').trim();
    if (!part) continue;
    if ((META_LABEL.test(part) && part.length <= META_LABEL_MAX_CHARS) || META_PREV_NEXT.test(part) || META_BYLINE_ZH.test(part)) label = true;
    else if (isControlPart(part)) control = true;
    else if (isDatePart(part) || META_BYLINE.test(part) || META_POSTED_STAMP.test(part)) date = true;
    else return null;
  }
  if (label || (control && date)) return 'label';
  return control ? 'controls' : date ? 'dateline' : null;
}

/**
 * A part of a line that is a page control: one META_CONTROLS names, with letters (not a bare number), also when it
 * ends in exclamation marks or an arrow ("Click to visit!", "Learn more →") or opens with "Click here to" ("Click
 * here to return to top of page").
 */
function isControlPart(part: string): boolean {
  const bare = part.replace(/[\s!！→↗➔➜⟶▸►▶]+$/u, '').replace(/^[←◂◄◀\s]+/u, '');
  if (!/[^\d\s:：+-]/.test(bare)) return false;
  return META_CONTROLS.test(bare) || (CLICK_HERE_TO.test(bare) && META_CONTROLS.test(bare.replace(CLICK_HERE_TO, '')));
}

const CLICK_HERE_TO = /^(?:click|tap) here to\s+/i;

const SUBTITLE_TAGS: ReadonlySet<string> = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

export type MetadataKind = 'controls' | 'label' | 'dateline';

/**
 * The heading right before a block: the title of a list of links that is left out ("Related Stories", "More on
 * this story"), which would otherwise stand alone in the article over nothing. Only a short heading element, or a
 * header box holding one and nothing else to read (a carousel's title beside its arrows); looked for before the
 * block or before its wrappers of one child each (the carousel's frame around its track).
 */
export function listHeading(block: Element): Element | null {
  let start = block;
  for (let level = 0; level < TEASER_UNIT_MAX_WRAPPERS && start.parentElement && onlyChild(shownChildren(start.parentElement)) === start; level++) start = start.parentElement;
  const previous = start.previousElementSibling;
  if (!previous) return null;
  const text = (previous.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length === 0 || text.length > CUT_HEADING_MAX_CHARS) return null;
  // An <h1> is the page's headline, over its contents list (Laravel's docs) as over anything else.
  if (HEADING_TAGS.has(tagOf(previous))) return tagOf(previous) === 'h1' ? null : previous;
  const heading = firstElementWhere(previous, (_, tag) => HEADING_TAGS.has(tag));
  return heading && tagOf(heading) !== 'h1' && visibleLength(heading.textContent ?? '') === visibleLength(text) ? previous : null;
}

function onlyChild(children: readonly Element[]): Element | null {
  return children.length === 1 ? children[0]! : null;
}

/**
 * Removes a form's groups and labels from the article copy ("Sort by:", "Qty:", a rating widget's "Average /
 * Good / Excellent"): the controls they name are never copied, so their words would stand alone. A label holding
 * a checkbox stays: Markdown renderers wrap task-list items so ("<label><input type=checkbox> Buy milk</label>").
 * Done after the pick, not in the scorer: judging candidates without these words moved picks (three dev pages
 * to 0). Returns their texts.
 */
export function removeFormLabels(container: Element): string[] {
  const removed: string[] = [];
  for (const element of elementsByTags(container, FORM_LABEL_TAGS)) {
    // Skips what went with a group removed already, and a task-list label.
    if (!container.contains(element) || (tagOf(element) === 'label' && firstElementWhere(element, isCheckbox))) continue;
    if (tagOf(element) === 'label' && (namesParameter(element) || namesValueBeside(element))) {
      // Set apart from the type beside it ("rate_id" "string"), as the page lays them out.
      element.parentNode?.insertBefore(element.ownerDocument.createTextNode(' '), element.nextSibling);
      continue;
    }
    removed.push(htmlToText(element).replace(/\s+/g, ' ').trim().slice(0, 60));
    element.parentNode?.removeChild(element);
  }
  return removed;
}

/**
 * A label that names the value set right after it (a spec sheet's `<li><label>屏幕尺寸</label><span>6.8英寸</span></li>`
 * on 华为商城): its next element is an inline one with words, where a form's label stood before a control the copy
 * never holds. At most SPEC_LABEL_MAX_CHARS.
 */
function namesValueBeside(label: Element): boolean {
  const next = label.nextElementSibling;
  if (!next || !SPEC_VALUE_TAGS.has(tagOf(next)) || visibleLength(label.textContent ?? '') > SPEC_LABEL_MAX_CHARS) return false;
  return visibleLength(next.textContent ?? '') > 0;
}

const SPEC_LABEL_MAX_CHARS = 30;
/** A value set inline after its label; a block after a label is a tab's panel (Sphinx's "Sync" / "Async" tabs). */
const SPEC_VALUE_TAGS: ReadonlySet<string> = new Set(['span', 'b', 'strong', 'em', 'i', 'code', 'time', 'data', 'small']);

/** A parameter's name as code writes it: one token opening in lower case ("rate_id", "maxRetries", "units"). */
const IDENTIFIER = /^[a-z][A-Za-z0-9_.\-[\]]*$/;

/**
 * A label that is the name of an API parameter described beside it (ReadMe's reference pages label each body
 * parameter's try-it input with its name, over its type and a description): an identifier whose box, up to
 * PARAMETER_LABEL_LEVELS above it and holding no other label, holds PARAMETER_DESCRIPTION_MIN_CHARS of other text.
 * A form's "Email" or "Sort by:" is no identifier, and a newsletter box's "email" has no description.
 */
function namesParameter(label: Element): boolean {
  const name = (label.textContent ?? '').trim();
  if (!IDENTIFIER.test(name)) return false;
  let box: Element = label;
  for (let level = 0; level < PARAMETER_LABEL_LEVELS && box.parentElement; level++) {
    box = box.parentElement;
    // A box holding another label is the whole form, not this parameter's entry.
    if (elementsByTags(box, LABEL_TAGS).length > 1) return false;
    if (visibleLength(box.textContent ?? '') - visibleLength(name) >= PARAMETER_DESCRIPTION_MIN_CHARS) return true;
  }
  return false;
}

/**
 * Removes lines anywhere in the article copy that are nothing but page controls ("Print | Email", "Email to a
 * friend Printer friendly", "View larger image"): never article text, wherever the page put them. Labels and
 * datelines in mid-article stay (a tags line or a dateline can be part of the story's text in some houses).
 * Returns what was removed.
 */
export function pruneControlLines(container: Element, captions: readonly Element[] = [...container.getElementsByTagName('figcaption')]): string[] {
  const lines: Element[] = [];
  const labels: Element[] = [];
  const inlines: Element[] = [];
  // Links that stand apart from any text, in a block that is no line of its own, are judged as lines too: skip
  // links ("Continue reading the main story" jumping past a box, at the top of a box of blocks), a portal's
  // "返回搜狐，查看更多" set between the story's paragraphs. Found in the same walk, in document order.
  const links: Element[] = [];
  shortLeafLines(container, lines, labels, inlines, links);
  const taken = new Set(lines);
  for (const link of links) {
    if (!taken.has(link.parentElement!) && (isInPageLink(link) ? standsApart(link) : isOwnLine(link, container))) lines.push(link);
  }
  // So is an inline box that stands between line breaks in a block of <br> lines: a Discuz! post's
  // "<i class="pstatus">本帖最后由 X 于 … 编辑</i><br>" over the post's text. The outermost such box is the line.
  const inlineLines = new Set<Element>();
  for (const inline of inlines) {
    const parent = inline.parentElement!;
    if (taken.has(parent) || !isOwnLine(inline, container)) continue;
    inlineLines.add(inline);
  }
  for (const inline of inlineLines) {
    let outer = true;
    for (let up = inline.parentElement; up && up !== container; up = up.parentElement) if (inlineLines.has(up)) outer = false;
    if (outer) lines.push(inline);
  }
  const removed: string[] = [];
  // A figure's caption that only credits the photo ("<figcaption class="Image__credit">Credit: Hollis Vance"): the
  // figure is a line of its own (it holds the image), so its caption is judged here. (A caption whose credit only
  // its class names tells is left out before the copy, which keeps no class: see engine.ts.)
  for (const caption of captions) {
    if (!container.contains(caption)) continue;
    const raw = caption.textContent ?? '';
    if (!(isPhotoCredit(raw) || isCreditOnlyCaption(caption, raw)) || hasMedia(caption)) continue;
    removed.push(raw.replace(/\s+/g, ' ').trim().slice(0, 60));
    caption.parentNode?.removeChild(caption);
  }
  const grids = new Map<Element, boolean>();
  for (const line of lines) {
    if (!container.contains(line)) continue; // went with a line removed before it
    const raw = line.textContent ?? '';
    if ((isSocialPromo(raw) || isTeaserLine(line, raw) || isShoutedLink(line, raw) || isNewsletterCall(line, raw) || isEmbedCredit(line, raw) || (isPhotoCredit(raw) && !creditInCaption(line, raw))) && !hasMedia(line)) {
      removed.push(raw.replace(/\s+/g, ' ').trim().slice(0, 60));
      line.parentNode?.removeChild(line);
      continue;
    }
    if (EDIT_WORDS.test(raw)) {
      const stamp = raw.replace(/\s+/g, ' ').trim();
      if (EDIT_STAMP.test(stamp) && !hasMedia(line)) {
        removed.push(stamp.slice(0, 60));
        line.parentNode?.removeChild(line);
        continue;
      }
    }
    if (isBacklinkLine(line, raw) || isBreadcrumbLine(line, raw)) {
      removed.push(raw.replace(/\s+/g, ' ').trim().slice(0, 60));
      line.parentNode?.removeChild(line);
      continue;
    }
    // Most short lines name no control at all: a cheap look at their raw text settles those.
    if (!CONTROL_WORD.test(raw) && !CONTROL_START.test(raw)) continue;
    const text = htmlToText(line).trim();
    if (!text || hasMedia(line)) continue;
    if (metadataKind(text) !== 'controls') {
      // A line of lines broken by <br>: a toolbar's row of its own under a "Follow on Twitter" ("Email A Friend
      // Printer Friendly Page") goes, the rest stays.
      for (const row of controlRows(line)) {
        removed.push(row.text.slice(0, 60));
        for (const node of row.nodes) node.parentNode?.removeChild(node);
      }
      continue;
    }
    // A numbered section's heading is the text's own: Springer's "2.1 Participants" is no count of participants.
    if (HEADING_TAGS.has(tagOf(line)) && SECTION_NUMBERED.test(text)) continue;
    // A data table's cell is data, whatever its words: a stock table's "Close", a record's "3 of 4", a row per network.
    if (inDataTable(line, container, grids)) continue;
    const card = AD_LABEL.test(text) ? adCardAround(line, container) : null;
    removed.push(card ? `an ad card: "${(card.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"` : text.replace(/\s+/g, ' ').slice(0, 60));
    (card ?? line).parentNode?.removeChild(card ?? line);
  }
  // An ad label set inline beside the card's blocks is no line of its own; its card goes all the same.
  for (const label of labels) {
    const card = container.contains(label) ? adCardAround(label, container) : null;
    if (!card) continue;
    removed.push(`an ad card: "${(card.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`);
    card.parentNode?.removeChild(card);
  }
  return removed;
}

/**
 * The rows of `line`, set apart by its own <br>s, that are nothing but page controls, each with the <br> before it
 * (or after it, for the first row). None when the line has no <br> of its own.
 */
function controlRows(line: Element): Array<{ nodes: Node[]; text: string }> {
  const rows: Array<{ nodes: Node[]; text: string }> = [];
  let row: Node[] = [];
  let before: Node | null = null;
  for (let node = line.firstChild; ; node = node.nextSibling) {
    if (node && (node.nodeType !== ELEMENT_NODE || tagOf(node as Element) !== 'br')) {
      row.push(node);
      continue;
    }
    if (!node && !before) return rows;
    // The line holds no media (pruneControlLines asked), so neither does a row.
    const text = runText(row);
    if (text && CONTROL_WORD.test(text) && metadataKind(text) === 'controls') rows.push({ nodes: [(before ?? node)!, ...row], text });
    if (!node) return rows;
    row = [];
    before = node;
  }
}

/**
 * Whether `line` sits in a table of data (a grid: at least DATA_TABLE_MIN_ROWS rows of at least two cells with
 * words), not a layout table whose cells are a page's toolbars and boxes. Answers are kept per table in `grids`.
 */
function inDataTable(line: Element, container: Element, grids: Map<Element, boolean>): boolean {
  const table = enclosing(line, container, TABLE_TAGS);
  if (!table) return false;
  let grid = grids.get(table);
  if (grid === undefined) {
    let rows = 0;
    for (const row of elementsByTags(table, ROW_TAGS)) {
      let cells = 0;
      for (let cell = row.firstElementChild; cell; cell = cell.nextElementSibling) if (CELL_TAGS.has(tagOf(cell)) && (cell.textContent ?? '').trim()) cells++;
      if (cells >= 2 && ++rows >= DATA_TABLE_MIN_ROWS) break;
    }
    // A layout table's cells hold the page's blocks (paragraphs, lists, boxes, tables); a data table's hold words,
    // or it heads its columns (<th>), whatever boxes a framework wraps its cells' words in.
    grid = rows >= DATA_TABLE_MIN_ROWS && (hasElementWithTag(table, HEADER_CELL_TAGS) || !hasElementWithTag(table, LAYOUT_CELL_CONTENT));
    grids.set(table, grid);
  }
  return grid;
}

const TABLE_TAGS: ReadonlySet<string> = new Set(['table']);
const ROW_TAGS: ReadonlySet<string> = new Set(['tr']);
const CELL_TAGS: ReadonlySet<string> = new Set(['td', 'th']);
const HEADER_CELL_TAGS: ReadonlySet<string> = new Set(['th']);
const LAYOUT_CELL_CONTENT: ReadonlySet<string> = new Set(['p', 'div', 'ul', 'ol', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'form']);

/**
 * A reference's way back to where it is cited: "Return to citation in text: [1] [2] [3]" (BioMed Central), "Back
 * to text ↩" — a label and links within the page, nothing else.
 */
function isBacklinkLine(line: Element, raw: string): boolean {
  if (!BACKLINK_LABEL.test(raw)) return false;
  const links = elementsByTags(line, LINK_TAGS);
  if (links.length === 0 || !links.every(isInPageLink)) return false;
  let rest = raw;
  for (const link of links) rest = rest.replace(link.textContent ?? '', '');
  return BACKLINK_REST.test(rest.trim());
}

/**
 * A breadcrumb trail: "Home > News > UK News > Simple jab that could …", "You are here: Home » Africa/International »
 * Ghanaian man …", "凤凰网天津站 > 车市 > 正文" — BREADCRUMB_MIN_PARTS or more parts set apart by >, » or ›, each at
 * most BREADCRUMB_PART_MAX_CHARS, the first a link and at least two of them links (a part may be two links set
 * apart by a slash or a bar). Prose that names a menu path ("Go to Products > Data Files") links none of it; a
 * list item that is one is a how-to's step.
 */
function isBreadcrumbLine(line: Element, raw: string): boolean {
  // A list item is a step of a how-to ("Settings > Privacy > Location", each linked to its help page), not a trail.
  if (!BREADCRUMB_SEPARATOR.test(raw) || tagOf(line) === 'li') return false;
  const parts = raw.replace(/\s+/g, ' ').trim().replace(BREADCRUMB_LABEL, '').split(BREADCRUMB_SEPARATOR);
  if (parts.length < BREADCRUMB_MIN_PARTS) return false;
  const linked = new Set(elementsByTags(line, LINK_TAGS).map((link) => (link.textContent ?? '').replace(/\s+/g, ' ').trim()));
  let links = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!.trim();
    if (!part || part.length > BREADCRUMB_PART_MAX_CHARS) return false;
    const linkedPart = linked.has(part) || part.split(/\s*[/|]\s*/).every((piece) => linked.has(piece));
    if (i === 0 && !linkedPart) return false;
    if (linkedPart) links++;
  }
  return links >= 2;
}

const BREADCRUMB_SEPARATOR = /\s*[>»›]\s*/;
const BREADCRUMB_LABEL = eitherScript(/^(?:you are here|当前位置|您的位置|您现在的位置|现在位置|所在位置|位置)\s*[:：]\s*/i);

const BACKLINK_LABEL = /^\s*(?:return|back|jump|go)(?: up)? to (?:the )?(?:citations?|text|references?|article|footnote|top)\b/i;
const BACKLINK_REST = /^(?:return|back|jump|go)(?: up)? to (?:the )?(?:citations?|text|references?|article|footnote|top)(?: in (?:the )?text)?\s*[:：]?[\s[\](),.^↑↩]*$/i;

/** The label an ad card carries ("广告" on a Zhihu or NetEase feed card, "Sponsored" on a native ad). */
const AD_LABEL_MAX_CHARS = 24;
const AD_LABEL = eitherScript(/^(?:广告|推广|赞助|advertisements?|advertising|sponsored(?: content| links?)?|promoted|ad)$/i);

/** An element that holds only an ad label's text (a label is one text node: no need to read deeper). */
function isAdLabel(element: Element): boolean {
  const text = element.firstChild;
  return text !== null && text === element.lastChild && text.nodeType === TEXT_NODE && AD_LABEL.test((text as Text).data.trim());
}

/**
 * A native ad is one link that holds its brand, its pitch and its label: the link around an ad label, when it
 * says no more than AD_CARD_MAX_CHARS, goes with the label. A label outside any link goes alone.
 */
function adCardAround(label: Element, container: Element): Element | null {
  for (let node = label.parentElement; node && node !== container; node = node.parentElement) {
    if (tagOf(node) !== 'a') continue;
    return visibleLength(node.textContent ?? '') <= AD_CARD_MAX_CHARS ? node : null;
  }
  return null;
}

/**
 * One walk over `root`: collects the line elements (LINE_TAGS) with no block inside and at most
 * META_LINE_MAX_CHARS characters of text; with `labels`, the elements that hold only an ad label; with `inlines`,
 * the short inline boxes that may stand as lines of their own (pruneControlLines decides); with `links`, the links
 * below `root` (isLink) in document order. Returns `root`'s text length × 2, plus 1 when it holds a block: one number,
 * not an object per element.
 */
function shortLeafLines(root: Element, lines: Element[], labels?: Element[], inlines?: Element[], links?: Element[]): number {
  let block = false;
  let length = 0;
  for (let node = root.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === TEXT_NODE) length += (node as Text).data.length;
    else if (node.nodeType === ELEMENT_NODE) {
      if (links && isLink(node as Element, tagOf(node as Element))) links.push(node as Element);
      const inner = shortLeafLines(node as Element, lines, labels, inlines, links);
      if ((inner & 1) === 1) block = true;
      length += inner >>> 1;
    }
  }
  const tag = tagOf(root);
  if (!block && LINE_TAGS.has(tag) && length > 0 && length <= META_LINE_MAX_CHARS * 2) lines.push(root);
  else if (labels && length > 0 && length <= AD_LABEL_MAX_CHARS && isAdLabel(root)) labels.push(root);
  if (inlines && !block && INLINE_LINE_TAGS.has(tag) && length > 0 && length <= META_LINE_MAX_CHARS * 2) inlines.push(root);
  return length * 2 + (block || BLOCK_TAGS.has(tag) ? 1 : 0);
}

/**
 * No words beside `element` between the line breaks around it, through the inline wrappers it sits in, other than
 * in links beside it (a run of links, "Email to a friend | Printer friendly", is a row of lines): "sending us an
 * <font><a>e-mail</a></font><font> at the above address</font>" is a word of a sentence, not a line.
 */
function isOwnLine(element: Element, container: Element): boolean {
  for (let node: Element = element; node !== container; ) {
    if (textBeside(node, 'previousSibling') || textBeside(node, 'nextSibling')) return false;
    const parent = node.parentElement;
    if (!parent || BLOCK_TAGS.has(tagOf(parent))) return true;
    node = parent;
  }
  return true;
}

/** Words outside links in the siblings on one side of `node`, up to the first block or line break. */
function textBeside(node: Node, side: 'previousSibling' | 'nextSibling'): boolean {
  for (let sibling = node[side]; sibling; sibling = sibling[side]) {
    if (sibling.nodeType === TEXT_NODE) {
      if (WORD_CHARACTER.test((sibling as Text).data)) return true;
      continue;
    }
    if (sibling.nodeType !== ELEMENT_NODE) continue;
    const tag = tagOf(sibling as Element);
    if (tag === 'br' || BLOCK_TAGS.has(tag)) return false;
    if (tag !== 'a' && WORD_CHARACTER.test(sibling.textContent ?? '')) return true;
  }
  return false;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** No text beside `element` in its parent: it is not a word of a sentence. */
function standsApart(element: Element): boolean {
  for (let node = element.parentNode?.firstChild; node; node = node.nextSibling) {
    if (node !== element && node.nodeType === TEXT_NODE && (node as Text).data.trim()) return false;
  }
  return true;
}

/**
 * A link to another story set in the article under a label ("READ MORE: <a>Mayor says…</a>", "Related: …",
 * "相关阅读：…"): the label opens the line and links hold most of what follows it (TEASER_LINE_MIN_LINK_SHARE).
 */
function isTeaserLine(line: Element, raw: string): boolean {
  const label = TEASER_LABEL.exec(raw);
  const length = label ? label[0].length : labelElementLength(line, raw);
  if (length === 0) return false;
  const rest = visibleLength(raw.slice(length));
  if (rest === 0) return false;
  return linkTextBelow(line) >= rest * TEASER_LINE_MIN_LINK_SHARE;
}

/**
 * The label set as an element of its own without a colon at the head of a teaser line (France 24's `<p
 * class="a-read-more"><span>Read more</span><a>…</a></p>`): the length of `raw` up to its end, 0 for none. A label
 * that names a furniture section ("相关阅读", "Related") counts too: the cut at such headings runs first, so a line
 * still here is a box set between the story's paragraphs (第六声's inline 相关阅读).
 */
function labelElementLength(line: Element, raw: string): number {
  const first = line.firstElementChild;
  // The label opens the line: a line that opens with text (most paragraphs) has none.
  if (!first || tagOf(first) === 'a' || (line.firstChild !== first && (line.firstChild?.textContent ?? '').trim())) return 0;
  const text = (first.textContent ?? '').trim();
  if (!text || text.length > CUT_HEADING_MAX_CHARS) return 0;
  const bare = TEASER_LABEL.exec(`${text}:`);
  if (!bare || bare[0].length !== text.length + 1) return 0;
  const at = raw.indexOf(text);
  return at >= 0 && !/\S/.test(raw.slice(0, at)) ? at + text.length : 0;
}

/**
 * A line that is one link set in capitals ("<p><a><strong>LAWMAKERS GRILL FAA CHIEF OVER NEWARK RADAR
 * OUTAGES</strong></a></p>", "CLICK HERE TO GET THE FOX NEWS APP"): a promo for another story or the site's app,
 * set in a <p> after a paragraph of the story. At least SHOUTED_LINK_MIN_WORDS words and no lower-case letter.
 */
function isShoutedLink(line: Element, raw: string): boolean {
  // Most lines have a lower-case letter: that settles them before the paragraph before is read.
  if (tagOf(line) !== 'p' || /\p{Ll}/u.test(raw) || !/\p{Lu}/u.test(raw)) return false;
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text.split(' ').length < SHOUTED_LINK_MIN_WORDS || !proseParagraph(line.previousElementSibling)) return false;
  const links = elementsByTags(line, LINK_TAGS);
  return links.length === 1 && (links[0]!.textContent ?? '').replace(/\s+/g, ' ').trim() === text;
}

/** A paragraph of the story: a <p> of RELATED_PROSE_MIN_CHARS or more with lower-case words. */
function proseParagraph(element: Element | null): boolean {
  if (!element || tagOf(element) !== 'p') return false;
  const text = element.textContent ?? '';
  return visibleLength(text) >= RELATED_PROSE_MIN_CHARS && /\p{Ll}/u.test(text);
}

/** Words in a line that may be an edit stamp ("Edited by …", "发布于 …", "IP属地"): EDIT_STAMP is tested then. */
const EDIT_WORDS = eitherScript(/edit|asked|answered|modified|commented|编辑|[布新改表]于|属地/i);
/** "Our": a newsletter call naming the site's own newsletter. */
const OUR_WORDS = eitherScript(/\bour\b|我们/i);

/** A call to sign up for the site's newsletter: NEWSLETTER_CALL, with a link or "our" in the line. */
function isNewsletterCall(line: Element, raw: string): boolean {
  if (!NEWSLETTER_CALL.test(raw)) return false;
  return OUR_WORDS.test(raw) || elementsByTags(line, LINK_TAGS).length > 0;
}

/** An embedded social post's credit line, standing for the post before its script ran (see EMBED_CREDIT). */
function isEmbedCredit(line: Element, raw: string): boolean {
  return EMBED_CREDIT.test(raw) && elementsByTags(line, LINK_TAGS).length > 0;
}

/**
 * A line that only credits a photo: a credit label and a source ("Credit: Hollis Vance", "Image credit: Digital
 * Foundry", "(Image credit: Tom's Guide)", "Photo: Getty Images.", "Image source: Getty Images."), or "Photos by" and a source; or several such
 * credits set as sentences ("Photo illustration by Slate. Photos by Getty Images Plus."). A source is a name: at most
 * PHOTO_CREDIT_MAX_WORDS words, each capitalized, a connective or a mark ("Jacqueline & Laura via One Fab Day"); a
 * caption after such a label ("Image: Lizzy Jagger promotes a new lipstick…", "Photos from the archive show…") is a
 * sentence and stays. The lead photo's search passes over a caption that is only this (engine.ts, figureAfter).
 */
export function isPhotoCredit(raw: string): boolean {
  // Most lines are longer, or open with another letter and hold no slash: settled before any copy of the text is made.
  if (raw.length > PHOTO_CREDIT_MAX_CHARS * 2) return false;
  const labelled = CREDIT_FIRST_LETTER.test(raw);
  if (!labelled && !raw.includes('/')) return false;
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text.length > PHOTO_CREDIT_MAX_CHARS) return false;
  return (labelled && text.split(CREDIT_SENTENCE_BREAK).every(isOneCredit)) || AGENCY_CREDIT_LINE.test(text);
}

/**
 * A photographer and a picture agency with a slash and nothing else ("Nic Antaya/Getty Images", "Jamal
 * Saidi/Reuters", "FatCamera/Getty Images"), or the agency's own form ("AP Photo/Evan Vucci"), or a picture
 * agency's name alone ("Getty Images", "PA Archive": The Standard sets it in a box of its own under the caption; not
 * a wire's name alone, "Reuters", which L3S's truths keep as a story's source). Case-sensitive: the agencies as they sign.
 */
const AGENCY_CREDIT_LINE = /^\(?(?:Getty Images|Shutterstock|Alamy|PA Archive|PA Wire|PA Media|iStock(?:photo)?|AFP via Getty Images)\)?$|^(?:\p{Lu}[\p{L}\p{N}.'’-]*(?: \p{Lu}[\p{L}\p{N}.'’-]*){0,3} ?\/ ?(?:Getty Images|\p{Lu}[\p{L}\p{N}.'’&-]*(?:,? \p{L}[\p{L}\p{N}.'’&-]*){0,3} via Getty Images|AFP|Reuters|AP|USA TODAY Sports|Imagn Images|EPA(?:-EFE)?|Shutterstock|Bloomberg|NurPhoto|Sipa USA|Icon Sportswire|Xinhua)|(?:AP|AFP|Reuters) Photo ?\/ ?\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,3})$/u;

function isOneCredit(text: string): boolean {
  const label = PHOTO_CREDIT_LABEL.exec(text);
  if (!label) return false;
  const words = text.slice(label[0].length).replace(/[).。]+$/, '').trim().split(' ').filter(Boolean);
  return words.length > 0 && words.length <= PHOTO_CREDIT_MAX_WORDS && words.every((word) => NAME_WORD.test(word) || NAME_CONNECTIVE.test(word));
}

/** Between two credits set as sentences: a stop after a word (not after an initial, "Kathy F. Atkinson"). */
const CREDIT_SENTENCE_BREAK = /(?<=[\p{Ll}\d)])[.。]\s+(?=\p{Lu})/u;

/** A credit set inside a caption that says more (DW's `<figcaption>…district <span>Image: Katrin Wessel/DW</span>`): the caption's. */
function creditInCaption(line: Element, raw: string): boolean {
  for (let up = line.parentElement; up; up = up.parentElement) {
    if (tagOf(up) === 'figcaption') return visibleLength(up.textContent ?? '') > visibleLength(raw);
    if (tagOf(up) === 'figure') return false;
  }
  return false;
}

/**
 * A caption that holds only its credit, without a label: all its words inside elements named for the credit
 * (PCWorld's `<p class="imageCredit">Foundry</p>`, The Spruce's "figure-article-caption-owner", Digital Trends'
 * "b-image__credit"), or a picture agency's name ("Getty Images", "Reuters/…").
 */
export function isCreditOnlyCaption(caption: Element, raw: string): boolean {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text || text.length > PHOTO_CREDIT_MAX_CHARS) return false;
  if (PICTURE_AGENCY.test(text)) return true;
  const credited = elementsWhere(caption, (element) => CREDIT_CLASS.test(attributeOf(element, 'class') ?? ''));
  const inCredits = credited.filter((element) => !credited.some((other) => other !== element && other.contains(element)))
    .reduce((sum, element) => sum + visibleLength(element.textContent ?? ''), 0);
  return inCredits > 0 && inCredits === visibleLength(text);
}

const CREDIT_CLASS = /credit|owner|copyright|photographer|attribution/i;
const PICTURE_AGENCY = /^(?:getty images|shutterstock|istock(?:photo)?|ap photo|associated press|reuters|afp|alamy|unsplash|pexels|epa)(?:\s*(?:[/|,]|via)\s*[^.!?]{1,60})?$/i;

const CREDIT_FIRST_LETTER = /^\s*[(pPiIcCgGvVsSaA]/;
const PHOTO_CREDIT_LABEL = /^\(?(?:(?:(?:photo(?:graph)?|image|picture|illustration)s?\s+)?credits?|(?:photo(?:graph)?|image|picture)s?\s+sources?|(?:photo(?:graph)?|image|picture|illustration)s?)\s*[:：]\s*|^\(?(?:photo(?:graph)?|image|picture|illustration|graphic|video)s?(?: illustration)? (?:by|courtesy(?: of)?|via|from)\s+/i;
const NAME_WORD = /^(?:[\p{Lu}\p{N}©@][\p{L}\p{N}.'’&/@-]*|©)[,;]?$/u;
const NAME_CONNECTIVE = /^(?:of|and|for|the|via|by|de|van|von|la|le|&|\/|[|;,–—-])$/;
const PHOTO_CREDIT_MAX_CHARS = 80;
const PHOTO_CREDIT_MAX_WORDS = 8;

/** A site's call to follow it on a social network (see SOCIAL_NETWORK). */
function isSocialPromo(text: string): boolean {
  return SOCIAL_NETWORK.test(text) && SOCIAL_FOLLOW_US.test(text);
}

/** A word every line of page controls holds (see META_CONTROLS). */
const CONTROL_WORD = eitherScript(/print|mail|visit|trial|demo|sales|quote|try for free|promotion|参与|votes|ratings|reviews|recipe|share|tweet|comment|font|text size|larger|enlarge|save|bookmark|rss|advert|sponsor|top|continue|related|more|expand|improve|reset to|follow|badge|offline|online|shop|buy|get it|order|add to|jump|deal|price|subscribe|sign up|min(?:ute)?s? read|字号|打印|转发|分享|收藏|评论|参与|关闭|复制|广告|分钟|查看|全文|返回|客户端|试一试|尝试|在线运行|try it|繼續|remove ads/i);
/**
 * Control words that are common inside ordinary words and sentences ("likely", "reported", "download", 完成, 地图):
 * looked for only at the start of a line, past brackets and punctuation, so that most lines skip the full check.
 */
const CONTROL_START = eitherScript(/^[\s\p{P}\p{S}]*(?:\d[\d.,]*[km万]?\s*(?:posts?|posters?|views?|watch|repl|votes?|answers?|participants?|回复|浏览|查看|[楼樓#])|views?|posts?|repl|votes?|answers?|回复|浏览|查看|只看|显示全部|电梯|[倒正]序|阅读模式|使用道具|引用|淘帖|评分|点评|返回列表|发新帖|[上下]一主|楼主|view this|view the full|view inline|full[- ]size|get rights|listen to|be the first|return to|back to|up to|read on|quote|permalink|view all|full story|larger|click|quick view|view options|close|buy|jump|review|get the|create an|log|sign|apply now|you must|please|not the answer|privacy|contact us|terms of|digg|facebook|twitter|linkedin|reddit|del\.?icio|stumbleupon|pinterest|display posts|have something|get started|open in|you'?re not|sort|loaded|products|results|items|\d+ of \d|\d(?:\.\d+)? \(\d|\d[\d,.]*\s+(?:at|from|list)\b|see it|test it|try it|run |rate this|current rating|thanks,? your|gift|cop(?:y|ied)|skip|download|show|load|report|toggle|add topic|scroll|supported|like|advert|article continues|纠错|完|阅读原文|字体|扫一扫|点击|图|部分图|文中图|本文图|配图|如有侵|阅读|浏览|点赞|赞|回应|赞同|喜欢|举报|反馈|编辑|添加评论|申请转载)/iu);

/** A heading's section number, with its levels ("2.1 Participants", "3.2. Results"): a count has no second level. */
const SECTION_NUMBERED = /^\d+(?:\.\d+)+\.?\s+\p{Lu}/u;

/** Inline boxes that pages set as a line of their own between <br>s. */
const INLINE_LINE_TAGS: ReadonlySet<string> = new Set(['i', 'em', 'b', 'strong', 'span', 'font', 'small', 'u']);

const LINE_TAGS: ReadonlySet<string> = new Set(['p', 'div', 'li', 'dd', 'dt', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function isDatePart(part: string): boolean {
  return META_DATE_ANCHOR.test(part) && part.replace(META_DATE_WORDS, '') === '';
}

/** The first `count` lines of `root` (see leadingLines). */
export function firstLines(root: Element, count: number): Element[] {
  const lines: Element[] = [];
  if (count <= 0) return lines;
  for (const line of leadingLines(root)) if (lines.push(line) >= count) break;
  return lines;
}

/**
 * The first lines of `root` in order: block elements with no block inside. The walk ends (returns true) at text
 * outside any block: that text and what follows it are one line with its parent, not a line to remove alone.
 * With `inlineLines`, an inline element alone before a block (spaces aside) is a line of its own, as a browser
 * draws it: BBC's <span class="story-date"> over the story's first block, a dateline the leading trim removes. (Not
 * for the headline's search: a run in plain type is no headline, see headline.ts.)
 */
function* leadingLines(root: Element, inlineLines = false): Generator<Element, boolean> {
  for (let node = root.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === TEXT_NODE) {
      if ((node.textContent ?? '').trim()) return true;
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const child = node as Element;
    if (!isLineBox(child)) {
      if (!(child.textContent ?? '').trim()) continue;
      if (!inlineLines || !blockFollows(child)) return true;
      yield child;
      continue;
    }
    if (ATOMIC_TAGS.has(tagOf(child)) || !hasElementWithTag(child, BLOCK_SELECTOR_TAGS)) {
      yield child;
      continue;
    }
    if (yield* leadingLines(child, inlineLines)) return true;
  }
  return false;
}

/**
 * The inline run the article's first block opens with when a <br> ends it ("<span class=newstitle>U.K.: Protesting…
 * </span><br>The campaign…"): its nodes and the <br>, found down the first block of each level. Null when the first
 * block holds no such run (a run that is the whole block is a line of its own: see firstLines) or it holds media.
 */
export function leadingBreakRun(root: Element): BreakRun | null {
  let parent: Element = root;
  for (let depth = 0; depth < LEADING_RUN_MAX_LEVELS; depth++) {
    let node = parent.firstChild;
    while (node && !(node.nodeType === ELEMENT_NODE || (node.nodeType === TEXT_NODE && (node.textContent ?? '').trim()))) node = node.nextSibling;
    if (!node) return null;
    if (node.nodeType === ELEMENT_NODE && isLineBox(node as Element)) {
      // Down a layout table's first cell too: old pages set the whole story in one.
      if (ATOMIC_TAGS.has(tagOf(node as Element)) && tagOf(node as Element) !== 'table') return null;
      parent = node as Element;
      continue;
    }
    const nodes: ChildNode[] = [];
    for (let part: ChildNode | null = node; part; part = part.nextSibling) {
      if (part.nodeType === ELEMENT_NODE) {
        const element = part as Element;
        if (tagOf(element) === 'br') {
          const text = runText(nodes);
          return text ? { nodes, br: element, text } : null;
        }
        if (isLineBox(element) || hasMedia(element)) return null;
      }
      nodes.push(part);
    }
    return null;
  }
  return null;
}

const LEADING_RUN_MAX_LEVELS = 8;

/** An inline run before a <br> (see leadingBreakRun): its nodes, the <br> and its text (runText). */
export interface BreakRun {
  nodes: ChildNode[];
  br: Element;
  text: string;
}

/** The text of a run of sibling nodes (a line between <br>s), its spaces collapsed and trimmed. */
function runText(nodes: readonly Node[]): string {
  return nodes.map((node) => node.textContent ?? '').join('').replace(/\s+/g, ' ').trim();
}

/** Removes a run and the <br> that ends it. */
export function removeBreakRun(run: BreakRun): void {
  for (const node of run.nodes) node.parentNode?.removeChild(node);
  run.br.parentNode?.removeChild(run.br);
}

/** A block, or an inline element holding one: a line of its own or a box of lines, never part of a line's run. */
function isLineBox(element: Element): boolean {
  return BLOCK_TAGS.has(tagOf(element)) || hasElementWithTag(element, BLOCK_SELECTOR_TAGS);
}

/** Whether the next sibling of `element` that is not spaces or a comment is a block (see leadingLines). */
function blockFollows(element: Element): boolean {
  for (let node = element.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType === TEXT_NODE) {
      if ((node.textContent ?? '').trim()) return false;
      continue;
    }
    if (node.nodeType === ELEMENT_NODE) return isLineBox(node as Element);
  }
  return false;
}

/** The last block element with no block inside it, skipping trailing empty containers on the way. */
function lastLeafBlock(root: Element): Element | null {
  let current: Element = root;
  for (;;) {
    let next: Element | null = null;
    for (let child = current.lastElementChild; child; child = child.previousElementSibling) {
      if (child.nodeType === ELEMENT_NODE && isLineBox(child)) {
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
const BLOCK_SELECTOR_TAGS: ReadonlySet<string> = new Set(['p', 'div', 'li', 'ul', 'ol', 'table', 'section', 'article', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'dl', 'figure']);
const MEDIA_TAGS: ReadonlySet<string> = new Set(['img', 'picture', 'video', 'figure', 'table', 'pre', 'math']);
const FORM_LABEL_TAGS: ReadonlySet<string> = new Set(['fieldset', 'legend', 'label']);
const LABEL_TAGS: ReadonlySet<string> = new Set(['label']);
const isCheckbox = (element: Element, tag: string) => tag === 'input' && (attributeOf(element, 'type') ?? '').toLowerCase() === 'checkbox';
/** A link to a page or a place in it; a mailto: link is someone's address, part of what the text says. */
const isLink = (element: Element, tag: string) => tag === 'a' && !(attributeOf(element, 'href') ?? '').startsWith('mailto:');
/** A link within the page ("#comments", "#top"): page machinery wherever it stands, so its parent's siblings are not read. */
const isInPageLink = (link: Element) => (attributeOf(link, 'href') ?? '').startsWith('#');

/** True when text follows the last block inside `parent`: then `parent` itself ends the article. */
function trailingInlineText(parent: Element, lastBlock: Element): boolean {
  for (let node = lastBlock.nextSibling; node; node = node.nextSibling) {
    if ((node.textContent ?? '').trim()) return true;
  }
  return parent === lastBlock;
}

export function hasMedia(block: Element): boolean {
  if (ATOMIC_TAGS.has(tagOf(block))) return true;
  for (const media of elementsByTags(block, MEDIA_TAGS)) {
    if (tagOf(media) !== 'img' || !isIcon(media)) return true;
  }
  return false;
}

/** An image that is an icon by its size attributes or its name (ICON_MAX_PX, ICON_NAME, ICON_FILE_NAME, a small size in its name that is no ICON_PHOTO_SHAPES). */
function isIcon(img: Element): boolean {
  const width = Number(img.getAttribute('width'));
  const height = Number(img.getAttribute('height'));
  if (width > 0 && height > 0 && width <= ICON_MAX_PX && height <= ICON_MAX_PX) return true;
  const src = img.getAttribute('src') ?? '';
  if (ICON_NAME.test(`${src} ${img.getAttribute('alt') ?? ''} ${img.getAttribute('class') ?? ''}`)) return true;
  if (ICON_FILE_NAME.test(src.replace(/[?#].*$/, '').split('/').pop() ?? '')) return true;
  // A size in the file's name ("25x19email.gif"), icon-small and not a shape a photo is cut to ("16x9/992.jpg").
  const sized = /(?<!\d)(\d{1,2})x(\d{1,2})(?!\d)/.exec(src);
  return sized !== null && Number(sized[1]) <= ICON_MAX_PX && Number(sized[2]) <= ICON_MAX_PX && !ICON_PHOTO_SHAPES.has(`${Number(sized[1])}x${Number(sized[2])}`);
}

const TEXT_NODE = 3;

/**
 * Cuts the article copy at a line that opens a comment thread or a "related" list ("Comments", "Post a comment",
 * "Have your say", "Related links", "相关新闻", "网友评论"): the line and everything after it go. Only a line
 * that is nothing but such a heading counts, and only in the later part of the article (at least
 * CUT_HEADING_MIN_SHARE of the text before it), so a story that merely mentions comments keeps its text; earlier
 * (from RELATED_TEASERS_MIN_SHARE on) only a "related" heading over a run of headline teasers (teasersAfter), and
 * (from COMMENT_ANCHOR_MIN_CHARS on) a comments line whose markup names the comment section (namedCommentSection).
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
  let lastLine: Element | null = null;
  for (let i = 0; i < texts.length; i++) {
    // Before RELATED_TEASERS_MIN_SHARE of the text only a comment section the markup names cuts.
    const first = starts[i]! < total * RELATED_TEASERS_MIN_SHARE;
    if (first && starts[i]! < COMMENT_ANCHOR_MIN_CHARS) continue;
    // Non-space characters of the node, at most its trimmed length: a node with none, or with more than either
    // line may hold, is passed over without trimming it.
    const visible = (i + 1 < texts.length ? starts[i + 1]! : total) - starts[i]!;
    if (visible === 0 || visible > Math.max(PAYWALL_LINE_MAX_CHARS, CUT_LINE_MAX_CHARS)) continue;
    const early = starts[i]! < total * CUT_HEADING_MIN_SHARE;
    const data = texts[i]!.data.trim();
    // A paywall's call after the first part of the article; a longer closing call in its later part.
    const short = data !== '' && data.length <= PAYWALL_LINE_MAX_CHARS;
    const call = (short && !first && PAYWALL_START.test(data) ? callAt(texts[i]!, data, container, PAYWALL_LINE) : null)
      ?? (short && !early && CLOSING_CALL_START.test(data) ? callAt(texts[i]!, data, container, CLOSING_CALL) : null);
    if (call) {
      removeFrom(call.start, container);
      return call.text;
    }
    // Only a text node that could open such a heading leads to reading its whole line.
    if (!data || data.length > CUT_LINE_MAX_CHARS || !FURNITURE_HEADING_START.test(data)) continue;
    const line = lineOf(texts[i]!, container);
    if (!line || line === lastLine) continue;
    lastLine = line;
    // The whole line, which may be split over several text nodes ("Comments (<span>12</span>)"), or the run of
    // it between <br>s that holds the node ("<p><strong>Related Posts:</strong><br><a>…</a><br><a>…</a></p>").
    const whole = (line.textContent ?? '').replace(/\s+/g, ' ').trim();
    const run = whole.length > CUT_LINE_MAX_CHARS || !FURNITURE_HEADING.test(whole) ? brRunOf(texts[i]!, line) : null;
    const heading = run ? run.text : whole;
    if (heading.length > CUT_LINE_MAX_CHARS || !FURNITURE_HEADING.test(heading)) continue;
    // Such a run over a paragraph of prose in the same block is the text's own section label: an editor's
    // "COMMENT" over his note, "-end-" before a closing paragraph. A related list's links are judged below.
    if (run && !RELATED_HEADING.test(heading) && visibleLength(run.next) >= RELATED_PROSE_MIN_CHARS) continue;
    // A "related" heading is followed by links. Prose after it is more article (a page of several posts,
    // each with its own related list); a comment thread after "Comments" is prose and goes.
    if (RELATED_HEADING.test(heading) && titledProseAfter(texts, i, container)) continue;
    // A "related" label between <br>s over a paragraph of prose before any link is the text's own section label
    // (新浪香港's "<b>相關鏈接</b><br><br>" over a background story set in the same block), not a list.
    if (run && RELATED_HEADING.test(heading) && proseBeforeLinks(texts, i, container)) continue;
    // A print-style sidebar label with no link anywhere after it heads no list: a background report set after the
    // story (新浪's "<p>相關鏈接</p>" over paragraphs of another report).
    if (PRINT_SIDEBAR_HEADING.test(heading) && linklessProseAfter(texts, i, container)) continue;
    // An author's heading among the page's other section labels heads one section of it (a book's "作者简介").
    if (!run && AUTHOR_HEADING.test(heading) && sectionLabelsAfter(texts, i, line, container)) continue;
    // Before the later part of the article only a "related" heading over a run of headline teasers cuts (an old
    // news page's "Related stories:" and a longer list of linked headlines with their standfirsts), and a comments
    // line the markup names as the comment section (a short story over a longer thread); before
    // RELATED_TEASERS_MIN_SHARE only the latter.
    if (early) {
      const related = RELATED_HEADING.test(heading);
      const teasers = related && !first && teasersAfter(texts, i, container);
      if (!teasers && (related || !(run ? run.elements.some(namesCommentSection) : namedCommentSection(line)))) continue;
    }
    // A card for another story set between the article's paragraphs (a "Related Stories" rail inside the story
    // body) ends where the story goes on: the card alone goes (removeRelatedCards), not the text after it.
    if (!run && RELATED_HEADING.test(heading) && proseAfterCard(texts, i, line, container)) continue;
    // The same words again as other lines: each item's control in a list of posts (a "Comment" link under every
    // entry of a news index), not the heading of one section.
    if (repeatsElsewhere(texts, i, heading)) continue;
    removeFrom(run ? run.start : line, container);
    return heading;
  }
  return null;
}

/**
 * Where a call `pattern` matches, at `text` (whose trimmed data is `data`): the text node itself (a note set in one
 * <b> over the notes after it), its whole line, or the line's run between <br>s when the call opens a block of lines
 * (the citations under a request to cite the article); each at most PAYWALL_LINE_MAX_CHARS long. The node to cut
 * from and the call's words, or null.
 */
function callAt(text: Text, data: string, container: Element, pattern: RegExp): { start: Node; text: string } | null {
  const line = lineOf(text, container);
  if (!line) return null;
  const own = data.replace(/\s+/g, ' ');
  if (pattern.test(own)) return { start: line, text: own };
  const whole = (line.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (whole.length <= PAYWALL_LINE_MAX_CHARS && pattern.test(whole)) return { start: line, text: whole };
  const run = brRunOf(text, line);
  return run && run.text.length <= PAYWALL_LINE_MAX_CHARS && pattern.test(run.text) ? { start: run.start, text: run.text } : null;
}

/** True when `line` or an element in it has an id or name that marks a comment section (namesCommentSection). */
function namedCommentSection(line: Element): boolean {
  return namesCommentSection(line) || firstElementWhere(line, namesCommentSection) !== null;
}

/**
 * True when `element`'s id or name (an anchor's) marks a comment section (COMMENT_ANCHOR_NAME). An anchor spelled
 * from the element's own words is no such mark: a tutorial's `<h2 id="comments">Comments</h2>` (on code comments),
 * WordPress's `<h3 id="h-comments-in-python">`. Stricter than boilerplate.ts's sluggedFromText, which lets a
 * one-word id ("comments" on "Comments (3)") name a box: here the mark cuts the rest of the page.
 */
function namesCommentSection(element: Element): boolean {
  const marks = (value: string | null) => value !== null && COMMENT_ANCHOR_NAME.test(value) && !spelledFromText(value, element);
  return marks(attributeOf(element, 'id')) || marks(attributeOf(element, 'name'));
}

/** Whether an anchor, letters and digits only, is the element's text, holds it after a prefix, or is held in it. */
function spelledFromText(anchor: string, element: Element): boolean {
  const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const name = squeeze(anchor);
  const text = squeeze(element.textContent ?? '');
  return text.length > 0 && (text.includes(name) || name.endsWith(text));
}

/**
 * True when `texts[from]` opens a related card (relatedCardOf) set in the middle of a flow of prose: the card's parent
 * holds a text node of prose (outside links) before the card and another after it.
 */
function proseAfterCard(texts: readonly Text[], from: number, line: Element, container: Element): boolean {
  const card = relatedCardOf(texts[from]!, line, container);
  const flow = card?.parentElement;
  if (!card || !flow) return false;
  const prose = (text: Text) => !card.contains(text) && flow.contains(text) && !enclosing(text, container, LINK_TAGS) && visibleLength(text.data) >= RELATED_PROSE_MIN_CHARS;
  let before = false;
  for (let i = from - 1; i >= 0 && !before; i--) before = prose(texts[i]!);
  if (!before) return false;
  for (let i = from + 1; i < texts.length; i++) if (prose(texts[i]!)) return true;
  return false;
}

/** True when at least REPEATED_HEADING_MIN_OTHERS other text nodes of the article read `heading` again, alone. */
function repeatsElsewhere(texts: readonly Text[], from: number, heading: string): boolean {
  const words = heading.toLowerCase();
  let seen = 0;
  for (let i = 0; i < texts.length; i++) {
    if (i !== from && texts[i]!.data.trim().toLowerCase() === words && ++seen >= REPEATED_HEADING_MIN_OTHERS) return true;
  }
  return false;
}

/** True when no text after `texts[from]` is in a link, and one is of a paragraph's length. */
function linklessProseAfter(texts: readonly Text[], from: number, container: Element): boolean {
  let prose = false;
  for (let i = from + 1; i < texts.length; i++) {
    if (!texts[i]!.data.trim()) continue;
    if (enclosing(texts[i]!, container, LINK_TAGS)) return false;
    if (visibleLength(texts[i]!.data) >= RELATED_PROSE_MIN_CHARS) prose = true;
  }
  return prose;
}

/** True when, after `texts[from]`, a text node of a paragraph's length outside links comes before any link. */
function proseBeforeLinks(texts: readonly Text[], from: number, container: Element): boolean {
  for (let i = from + 1; i < texts.length; i++) {
    if (enclosing(texts[i]!, container, LINK_TAGS)) return false;
    if (visibleLength(texts[i]!.data) >= RELATED_PROSE_MIN_CHARS) return true;
  }
  return false;
}

/**
 * True when, after `texts[from]`, a section heading (h1-h3, not a link, not itself furniture) is followed by a
 * paragraph's worth of text outside links: another post of the page, not the related list's furniture.
 */
function titledProseAfter(texts: readonly Text[], from: number, container: Element): boolean {
  let titled = false;
  for (let i = from + 1; i < texts.length; i++) {
    const data = texts[i]!.data;
    if (!data.trim() || enclosing(texts[i]!, container, LINK_TAGS)) continue;
    const heading = enclosing(texts[i]!, container, SECTION_HEADING_TAGS);
    if (heading) {
      if (!FURNITURE_HEADING.test((heading.textContent ?? '').replace(/\s+/g, ' ').trim())) titled = true;
    } else if (titled && visibleLength(data) >= RELATED_PROSE_MIN_CHARS) {
      return true;
    }
  }
  return false;
}

/**
 * True when a later line is a section label like `line` (the same shape: its tag, the tags it holds and its
 * parent's tag), neither a furniture heading nor a disclaimer ("About the Reviewer", "Disclaimer:" close an
 * article), and heads at least RELATED_PROSE_MIN_CHARS characters outside links before the next such label: the
 * page's sections follow the author's, as on a book's page ("作者简介" between "内容简介" and "目录", "前言"). An
 * article's closing "About the author" is followed by no more labelled sections.
 */
function sectionLabelsAfter(texts: readonly Text[], from: number, line: Element, container: Element): boolean {
  const shape = lineShape(line);
  let label: Element | null = null;
  let seen: Element | null = null;
  let headed = 0;
  for (let i = from + 1; i < texts.length; i++) {
    const data = texts[i]!.data;
    if (!data.trim()) continue;
    const at = lineOf(texts[i]!, container);
    if (!at || at === line || at === label) continue;
    // Each line is judged as a label once, at its first text (a line may hold many).
    if (at !== seen) {
      seen = at;
      if (lineShape(at) === shape) {
        const text = (at.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text.length <= CUT_LINE_MAX_CHARS && !FURNITURE_HEADING.test(text) && !TRIM_DISCLOSURE.test(text)) {
          label = at;
          headed = 0;
          continue;
        }
      }
    }
    if (!label || enclosing(texts[i]!, container, LINK_TAGS)) continue;
    headed += visibleLength(data);
    if (headed >= RELATED_PROSE_MIN_CHARS) return true;
  }
  return false;
}

/** A line's shape: its tag, the tags of its child elements and its parent's tag ("div(span)<div"). */
function lineShape(line: Element): string {
  let shape = `${tagOf(line)}(`;
  for (let child = line.firstElementChild; child; child = child.nextElementSibling) shape += `${tagOf(child)} `;
  return `${shape})<${line.parentElement ? tagOf(line.parentElement) : ''}`;
}

/**
 * True when the lines after `texts[from]` are headline teasers: at least RELATED_TEASERS_MIN_LINES of them, and at
 * least RELATED_TEASERS_MIN_LINKED of them open with a link (the teaser's headline) or end with one (its "More").
 */
function teasersAfter(texts: readonly Text[], from: number, container: Element): boolean {
  let lines = 0;
  let linked = 0;
  let line: Element | null = null;
  let opensLinked = false;
  let endsLinked = false;
  const close = () => {
    if (line && (opensLinked || endsLinked)) linked++;
  };
  for (let i = from + 1; i < texts.length; i++) {
    if (!texts[i]!.data.trim()) continue;
    const inLink = enclosing(texts[i]!, container, LINK_TAGS) !== null;
    const next = lineOf(texts[i]!, container);
    if (!next) continue;
    if (next !== line) {
      close();
      line = next;
      lines++;
      opensLinked = inLink;
    }
    endsLinked = inLink;
  }
  close();
  return lines >= RELATED_TEASERS_MIN_LINES && linked >= lines * RELATED_TEASERS_MIN_LINKED;
}

const LINK_TAGS: ReadonlySet<string> = new Set(['a']);
const SECTION_HEADING_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3']);

/** The nearest element around `node` (a text or a line), below `container`, whose tag is one of `tags`. */
function enclosing(node: Node, container: Element, tags: ReadonlySet<string>): Element | null {
  for (let up = node.parentElement; up && up !== container; up = up.parentElement) if (tags.has(tagOf(up))) return up;
  return null;
}

/** The block element holding `text` (its line), below `container`. */
function lineOf(text: Text, container: Element): Element | null {
  return enclosing(text, container, LINE_HOLDERS);
}

/**
 * The run of `line` between <br>s (or the line's ends) that holds `text`: its text, its first node below the line
 * (the outermost inline element opening it, or its first text node), the elements in it (an empty anchor before
 * its words among them) and the text of the next run with any. A block or a rule (<hr>) before the run bounds it
 * as a <br> does (an old page's comment line set after the story's paragraphs in the same box). Null when the line
 * has no such bound, or holds a block after the run's start.
 */
function brRunOf(text: Text, line: Element): { text: string; start: Node; elements: Element[]; next: string } | null {
  let start: Node | null = null;
  let runText = '';
  let elements: Element[] = [];
  let next: string | null = null;
  let holds = false;
  let broken = false;
  let passed: Element | null = null;
  const walker = line.ownerDocument.createTreeWalker(line, 5 /* NodeFilter.SHOW_ELEMENT | SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // The inside of a block passed over before the run.
    if (passed && passed.contains(node)) continue;
    passed = null;
    if (node.nodeType === TEXT_NODE) {
      const data = (node as Text).data;
      if (next !== null) {
        next += data;
        continue;
      }
      if (!start && data.trim()) start = outermostOpening(node, line);
      runText += data;
      if (node === text) holds = true;
      continue;
    }
    const tag = tagOf(node as Element);
    if (LINE_HOLDERS.has(tag)) {
      // A block inside the line after the run's start ("Recommended:<br><ul>…" over a list of system
      // requirements): not one line of runs. Before it, the block bounds the run.
      if (holds) return null;
      broken = true;
      start = null;
      runText = '';
      elements = [];
      passed = node as Element;
    } else if (tag === 'br' || tag === 'hr') {
      broken = true;
      if (next !== null) {
        if (next.trim()) break;
      } else if (holds) {
        next = '';
      } else {
        start = null;
        runText = '';
        elements = [];
      }
    } else if (next === null) {
      elements.push(node as Element);
    }
  }
  return holds && broken && start ? { text: runText.replace(/\s+/g, ' ').trim(), start, elements, next: next ?? '' } : null;
}

/** The outermost element below `line` whose text starts with `text` (`<strong>` around "Related Posts:"), or `text`. */
function outermostOpening(text: Node, line: Element): Node {
  let node: Node = text;
  // Inline wrappers (<strong><font>…) nest a few deep; the climb is bounded, each step reads down to the text.
  for (let up = 0; up < OPENING_MAX_WRAPPERS && node.parentNode && node.parentNode !== line && firstTextOf(node.parentNode) === text; up++) node = node.parentNode;
  return node;
}

const OPENING_MAX_WRAPPERS = 8;

const SCRIPT_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'template']);

/**
 * The first text node with words below `node`, before any <br>, outside scripts and styles (a walk in document
 * order: markup may nest deep). A cleaned copy holds no scripts; a block of the page may (an FAQ box's inline
 * script, see engine.ts).
 */
export function firstTextOf(node: Node): Node | null {
  let next: Node | null = node.firstChild;
  while (next) {
    if (next.nodeType === TEXT_NODE) {
      if ((next as Text).data.trim()) return next;
    } else if (next.nodeType === ELEMENT_NODE) {
      const tag = tagOf(next as Element);
      if (tag === 'br') return null;
      if (!SCRIPT_TAGS.has(tag) && next.firstChild) {
        next = next.firstChild;
        continue;
      }
    }
    while (next && next !== node && !next.nextSibling) next = next.parentNode;
    next = next && next !== node ? next.nextSibling : null;
  }
  return null;
}

/** Removes `from` and everything after it in document order, up to the end of `container`. */
function removeFrom(from: Node, container: Element): void {
  for (let node: Node = from; node !== container; node = node.parentNode!) {
    while (node.nextSibling) node.parentNode!.removeChild(node.nextSibling);
  }
  from.parentNode?.removeChild(from);
}

const LINE_HOLDERS: ReadonlySet<string> = new Set([...BLOCK_TAGS, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'legend', 'caption']);

/**
 * The author's note at the end of the article, in a paragraph of its own: among the last AUTHOR_BIO_LAST_PARAGRAPHS
 * paragraphs, one that opens with the name of an author the page's byline gives (the full name, or the first name
 * alone, as "Sam is the revenue-focused VP…" does), optionally followed by credentials, and then says who they are
 * ("Chris Radich is the public sector CTO…", "Jean-Luc started CNX Software in 2010…"). A byline of one word names
 * no one reliably (a site, a desk) and is not used. Returns the removed paragraph's text.
 */
export function removeAuthorBio(container: Element, byline: string | null): string | null {
  if (!byline) return null;
  const names = authorNames(byline);
  if (names.length === 0) return null;
  // From the last paragraph back: only the last few with text are read.
  const paragraphs = elementsByTags(container, PARAGRAPH_TAGS);
  let found: { paragraph: Element; text: string } | null = null;
  for (let i = paragraphs.length - 1, seen = 0; i >= 0 && seen < AUTHOR_BIO_LAST_PARAGRAPHS; i--) {
    const text = (paragraphs[i]!.textContent ?? '').trim();
    if (!text) continue;
    seen++;
    // The earliest such paragraph of the last few is the one taken, as a reading from the top would find it.
    if (text.length <= AUTHOR_BIO_MAX_CHARS && names.some((name) => opensBio(text, name))) found = { paragraph: paragraphs[i]!, text };
  }
  if (!found) return null;
  found.paragraph.parentNode?.removeChild(found.paragraph);
  return found.text.slice(0, 60);
}

const PARAGRAPH_TAGS: ReadonlySet<string> = new Set(['p']);

/** The full names in a byline ("By Jane Doe and John Roe", "Jean-Luc Aufranc (CNXSoft)"): two to four words each. */
function authorNames(byline: string): string[] {
  return byline.replace(/^\s*(?:by|written by)\s+/i, '').replace(/\([^)]*\)/g, ' ').split(/\s*(?:,|;|&|\||\band\b)\s*/i)
    .map((name) => name.trim().replace(/\s+/g, ' ')).filter((name) => /^[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){1,3}$/.test(name));
}

function opensBio(text: string, name: string): boolean {
  const first = name.split(' ')[0]!;
  for (const opening of [name, first]) {
    if (!text.startsWith(opening)) continue;
    const rest = text.slice(opening.length);
    if (BIO_AFTER_NAME.test(rest)) return true;
  }
  return false;
}

/** After the name: credentials set off by commas (", CFP,"), then a verb of who they are or what they did. */
const BIO_AFTER_NAME = /^(?:,[^,]{1,40},)?\s+(?:is|was|has|started|founded|joined|writes|covers|holds|serves|lives|teaches|began|spent)\s/;
