// TTD: text and tag density over DOM nodes (seed paper 000, see ../shared/notes/algorithms.md §1).
//
// One depth-first pass records, for every element that is not excluded, counted over its subtree:
//   t  characters of text (non-space),  l  characters inside links,
//   p  tags,  lp  link tags,  lu  tags that directly hold text (outside links),
//   and the paragraph measures pd needs (paragraph count and the text they hold).
// Scores live in a parallel array; the document is never touched.
//
// The paper's formulas (images lost, reconstructed from the text):
//   td = (t - l) / (p - lp)                      (eq. 1, denominator guarded to >= 1)
//   score = td × lu × log10(pd)                  (eq. 4)
//   pd = (paragraph measure) / (lu + 1), >= 1    (eq. 3, numerator illegible — three readings below)
// Readings of pd's numerator (PD_READING in tunables.ts; the measured numbers are there):
//   'paragraphChars'  characters held in paragraph-type tags per text-bearing tag
//   'paragraphCount'  share of text-bearing tags that are paragraphs, scaled so log10 spans 0..1
//   'plainText'       (t - l) per text-bearing tag, ignoring paragraph tags
import { attributeOf, HEADING_TAGS, tagOf } from '../text/blocks';
import { elementsByTags, walkBelow } from '../text/select';
import type { Deadline } from './deadline';
import type { ExclusionRule } from './exclusions';
import { isCommentThreadFlag, isSeriesFlag, namesClosingOrComment, seriesToThreadFlag } from './boilerplate';
import { COMMENT_SERIES_MIN, INLINE_PROSE_BOX_MAX_LINK_SHARE, INLINE_PROSE_BOX_MIN_TEXT, MAX_CUT_SHARE, MIN_PARAGRAPH_CHARS, PD_READING, THREAD_MIN_ARTICLE_PROSE, type ParagraphDensityReading } from './tunables';

export interface NodeScore {
  element: Element;
  /** Position in `ScoredTree.nodes` (pre-order): descendants follow in one run of greater depth. */
  index: number;
  tag: string;
  /** Index of the parent's record, -1 for the root of the pass. */
  parent: number;
  depth: number;
  text: number;
  linkText: number;
  tags: number;
  linkTags: number;
  textTags: number;
  paragraphs: number;
  paragraphText: number;
  /** Non-space characters of this element's own text nodes. */
  ownText: number;
  score: number;
  /** Why a soft rule flagged this element as furniture, if it did. */
  flag: string | null;
  /** Inside a link: its text is link text. */
  inLink: boolean;
  /**
   * Inside <pre> or <code>: never flagged by a class word. Highlighters name their token spans so
   * (highlight.js "hljs-comment", Prism "token comment", CodeMirror "cm-comment"): a code sample's comments.
   */
  inCode: boolean;
  /** True when the element is cut out: its stats were taken from its ancestors and it cannot be picked. */
  cut: boolean;
}

export interface ScoredTree {
  /** Records in document (pre-)order: a parent always comes before its children. */
  nodes: NodeScore[];
  /** Excluded elements with their reasons, in document order. */
  excluded: Array<{ element: Element; reason: string }>;
  /** Text of the whole tree (sum over the top-level records). */
  totalText: number;
  /**
   * Set when the walk stopped at the time budget: the elements it had queued but not reached. Everything not
   * visited lies inside them, so a copy of the page must stop at the first one (their hidden parts were never checked).
   */
  unfinished?: ReadonlySet<Element>;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Non-space characters in the links below `element` (the element itself not counted if it is one). */
export function linkTextBelow(element: Element): number {
  let linked = 0;
  for (const link of elementsByTags(element, LINK_TAGS)) linked += visibleLength(link.textContent ?? '');
  return linked;
}

const LINK_TAGS: ReadonlySet<string> = new Set(['a']);

/** Non-space characters; a hand loop is several times faster than a regex replace on long text. */
export function visibleLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 32 && code !== 160 && code !== 0x3000 && code !== 0x200b && code !== 0xfeff) count++;
  }
  return count;
}

/**
 * The TTD pass over `root`'s subtree. Given the document, every top-level element is a root: linkedom leaves
 * content outside <html> on a third of the dev set's pages (stray scripts, a <div> before a broken doctype).
 */
export function scoreTree(
  root: Element | Document,
  exclude: ExclusionRule,
  reading: ParagraphDensityReading = PD_READING,
  flag?: ExclusionRule,
  deadline?: Deadline,
  visit?: ElementVisitor,
): ScoredTree {
  const tree = collect(root, exclude, flag, deadline, visit);
  accumulate(tree.nodes);
  tree.totalText = tree.nodes.reduce((sum, node) => (node.parent < 0 ? sum + node.text : sum), 0);
  if (flag) cutFlagged(tree);
  for (const node of tree.nodes) node.score = node.cut ? 0 : ttdScore(node, reading);
  return tree;
}

/**
 * Soft exclusions: a flagged element (a furniture word in its class) is cut out unless it holds most of the
 * page's text — then the word describes a wrapper ("sidebar-wrapper" around the content, a "page-banner"
 * <div> around a whole Daily Mail page), not furniture. Cutting subtracts its counts from every ancestor.
 */
function cutFlagged(tree: ScoredTree): void {
  const { nodes } = tree;
  resolveCommentSeries(nodes);
  const limit = tree.totalText * MAX_CUT_SHARE;
  for (const node of nodes) {
    const parentCut = node.parent >= 0 && nodes[node.parent]!.cut;
    if (parentCut) {
      node.cut = true;
      continue;
    }
    if (!node.flag || (node.text > limit && !isThreadBesideArticle(tree, node))) continue;
    if (isInlineProseBox(node)) continue;
    node.cut = true;
    tree.excluded.push({ element: node.element, reason: node.flag });
    for (let up = node.parent; up >= 0; up = nodes[up]!.parent) subtract(nodes[up]!, node);
  }
}

/**
 * A <span> or <font> named as furniture that holds a long run of prose is a boxed passage set inline in the story
 * (a newspaper's "sidebar" of buying tips inside the story body, CleanEval final-255): furniture is set in block
 * boxes. Not a comment, nor closing words (copyright, legal, disclaimer), which are long prose too.
 */
function isInlineProseBox(node: NodeScore): boolean {
  return INLINE_BOX_TAGS.has(node.tag) && node.text >= INLINE_PROSE_BOX_MIN_TEXT && node.linkText <= node.text * INLINE_PROSE_BOX_MAX_LINK_SHARE
    && !namesClosingOrComment(node.flag!);
}

const INLINE_BOX_TAGS: ReadonlySet<string> = new Set(['span', 'font']);

/**
 * An element named as a comment beside a content word ("comments-body") is the article's own when alone (a
 * comment count in "entry-content"), and a comment when COMMENT_SERIES_MIN or more siblings carry the same class
 * (a blog's comments laid out one after another beside its "blogbody", with no thread wrapper to name them).
 */
function resolveCommentSeries(nodes: NodeScore[]): void {
  let groups: Map<string, NodeScore[]> | null = null;
  for (const node of nodes) {
    if (!node.flag || !isSeriesFlag(node.flag)) continue;
    groups ??= new Map();
    const key = `${node.parent} ${attributeOf(node.element, 'class') ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(node);
    else groups.set(key, [node]);
  }
  if (!groups) return;
  for (const group of groups.values()) {
    const series = group.length >= COMMENT_SERIES_MIN;
    for (const node of group) node.flag = series ? seriesToThreadFlag(node.flag!) : null;
  }
}

/**
 * A comment thread can hold most of a page's text and still not be a wrapper: it is cut when the page keeps
 * article prose outside it (L3S-GN1: threads of 5,000-22,000 characters under a 1,200-character story).
 */
function isThreadBesideArticle(tree: ScoredTree, node: NodeScore): boolean {
  if (!isCommentThreadFlag(node.flag ?? '')) return false;
  let paragraphText = 0;
  for (const top of tree.nodes) if (top.parent < 0) paragraphText += top.paragraphText;
  return paragraphText - node.paragraphText >= THREAD_MIN_ARTICLE_PROSE;
}

function subtract(from: NodeScore, part: NodeScore): void {
  from.text -= part.text;
  from.linkText -= part.linkText;
  from.tags -= part.tags;
  from.linkTags -= part.linkTags;
  from.textTags -= part.textTags;
  from.paragraphs -= part.paragraphs;
  from.paragraphText -= part.paragraphText;
}

function newRecord(element: Element, index: number, tag: string, parent: number, depth: number): NodeScore {
  return {
    element, index, tag, parent, depth,
    text: 0, linkText: 0, tags: 1, linkTags: 0, textTags: 0, paragraphs: 0, paragraphText: 0, ownText: 0, score: 0,
    flag: null, cut: false, inLink: false, inCode: false,
  };
}

/**
 * Called for every element of the walked tree in document order, excluded parts included (their elements are
 * walked for it, not scored): the metadata scan rides on this walk (metadata/scan.ts, DocumentScanner).
 */
export type ElementVisitor = (element: Element, tag: string) => void;

/** The parent slot of a queued excluded element: when its turn comes it is only shown to the visitor, with its subtree. */
const VISIT_ONLY = -2;

/** Pre-order walk: records own text, br-separated paragraphs and exclusions. */
function collect(root: Element | Document, exclude: ExclusionRule, flag?: ExclusionRule, deadline?: Deadline, visit?: ElementVisitor): ScoredTree {
  const nodes: NodeScore[] = [];
  const excluded: ScoredTree['excluded'] = [];
  // The stack is three parallel arrays (element, its tag, parent record index): this walk visits every
  // element of the page, and per-element objects and closures were a fifth of its time in garbage collection.
  const stackElements: Element[] = [];
  const stackTags: string[] = [];
  const stackParents: number[] = [];
  const push = (element: Element, tag: string, parent: number): void => {
    stackElements.push(element);
    stackTags.push(tag);
    stackParents.push(parent);
  };
  if (root.nodeType === ELEMENT_NODE) push(root as Element, tagOf(root as Element), -1);
  else {
    const tops = Array.from(root.childNodes).filter((node): node is Element => node.nodeType === ELEMENT_NODE);
    for (let i = tops.length - 1; i >= 0; i--) {
      const tag = tagOf(tops[i]!);
      const reason = exclude(tops[i]!, tag);
      if (reason) {
        excluded.push({ element: tops[i]!, reason });
        if (visit) push(tops[i]!, tag, VISIT_ONLY);
      } else push(tops[i]!, tag, -1);
    }
  }
  let textSeen = 0;
  while (stackElements.length > 0) {
    // Over budget: stop here; the scores of what was seen are still consistent sums (see ScoredTree.unfinished).
    if (deadline?.done(textSeen)) return { nodes, excluded, totalText: 0, unfinished: queuedToScore(stackElements, stackParents) };
    const element = stackElements.pop()!;
    const tag = stackTags.pop()!;
    const parent = stackParents.pop()!;
    if (parent === VISIT_ONLY) {
      visitSubtree(element, tag, visit!);
      continue;
    }
    visit?.(element, tag);
    const parentRecord = parent >= 0 ? nodes[parent]! : null;
    const index = nodes.length;
    const record = newRecord(element, index, tag, parent, parentRecord ? parentRecord.depth + 1 : 0);
    record.inLink = tag === 'a' || (parentRecord !== null && parentRecord.inLink);
    record.inCode = tag === 'pre' || tag === 'code' || (parentRecord !== null && parentRecord.inCode);
    if (flag && !record.inCode) record.flag = flag(element, tag);
    nodes.push(record);
    const firstChildSlot = stackElements.length;
    let segment = 0;
    let segments = 0;
    let segmentText = 0;
    let stoppedAt: ChildNode | null = null;
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) {
        const length = visibleLength((child as Text).data);
        record.ownText += length;
        segment += length;
      } else if (child.nodeType === ELEMENT_NODE) {
        // One element may hold tens of thousands of children, each checked for hiddenness (computed style on a
        // live page): the budget is checked per child too, and the unchecked rest is left unfinished.
        if (deadline?.done(textSeen)) {
          stoppedAt = child;
          break;
        }
        const childElement = child as Element;
        const childTag = tagOf(childElement);
        if (childTag === 'br') {
          if (visit) push(childElement, childTag, VISIT_ONLY);
          if (segment >= MIN_PARAGRAPH_CHARS) {
            segments++;
            segmentText += segment;
          }
          segment = 0;
          continue;
        }
        const reason = exclude(childElement, childTag);
        if (reason) {
          excluded.push({ element: childElement, reason });
          if (visit) push(childElement, childTag, VISIT_ONLY);
        } else push(childElement, childTag, index);
      }
    }
    if (segment >= MIN_PARAGRAPH_CHARS) {
      segments++;
      segmentText += segment;
    }
    // Children were pushed in document order; reversed, they pop in document order.
    reverseTail(stackElements, firstChildSlot);
    reverseTail(stackTags, firstChildSlot);
    reverseTail(stackParents, firstChildSlot);
    record.text = record.ownText;
    textSeen += record.ownText;
    // lu counts tags holding text outside links: counting link tags let a page's navigation raise the
    // score of every ancestor of the article as fast as td fell (dev, every 3rd page: ALL 0.896 → 0.906).
    if (record.ownText > 0 && !record.inLink) record.textTags = 1;
    if (tag !== 'p') {
      record.paragraphs = segments;
      record.paragraphText = segmentText;
    }
    if (stoppedAt) return { nodes, excluded, totalText: 0, unfinished: unfinishedFrom(queuedToScore(stackElements, stackParents), stoppedAt) };
  }
  return { nodes, excluded, totalText: 0 };
}

/** The queued elements that were to be scored (not the excluded ones queued only for the visitor). */
function queuedToScore(elements: readonly Element[], parents: readonly number[]): Set<Element> {
  const queued = new Set<Element>();
  for (let i = 0; i < elements.length; i++) if (parents[i] !== VISIT_ONLY) queued.add(elements[i]!);
  return queued;
}

/** An excluded element and everything under it, shown to the visitor in document order (<template> content left out). */
function visitSubtree(element: Element, tag: string, visit: ElementVisitor): void {
  visit(element, tag);
  if (tag !== 'template') walkBelow(element, visit);
}

/** What a walk stopped at `child` never reached: the queued elements, and `child` with its later siblings. */
function unfinishedFrom(queued: Set<Element>, child: ChildNode): Set<Element> {
  for (let sibling: ChildNode | null = child; sibling; sibling = sibling.nextSibling) {
    if (sibling.nodeType === ELEMENT_NODE) queued.add(sibling as Element);
  }
  return queued;
}

function reverseTail<T>(items: T[], from: number): void {
  for (let i = from, j = items.length - 1; i < j; i++, j--) {
    const swap = items[i]!;
    items[i] = items[j]!;
    items[j] = swap;
  }
}

/** A link that is a heading's own text and points into the page: the heading's anchor, not a link away. */
function isHeadingSelfLink(nodes: readonly NodeScore[], link: NodeScore): boolean {
  const parent = link.parent >= 0 ? nodes[link.parent]! : null;
  return parent !== null && HEADING_TAGS.has(parent.tag) && (attributeOf(link.element, 'href') ?? '').startsWith('#');
}

/** Post-order sums: children come after parents in `nodes`, so a reverse sweep sees every child first. */
function accumulate(nodes: NodeScore[]): void {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    // A link inside code is a name in a signature (rustdoc, Javadoc link every type): code, not navigation; a
    // heading that links to itself (MDN writes <h2 id="syntax"><a href="#syntax">Syntax</a></h2>) is a heading.
    if (node.tag === 'a' && !node.inCode && !isHeadingSelfLink(nodes, node)) {
      node.linkText = node.text;
      node.linkTags += 1;
    }
    if (node.tag === 'p' && node.text > node.linkText) {
      node.paragraphs += 1;
      node.paragraphText += node.text - node.linkText;
    }
    if (node.parent >= 0) {
      const parent = nodes[node.parent]!;
      parent.text += node.text;
      parent.linkText += node.linkText;
      parent.tags += node.tags;
      parent.linkTags += node.linkTags;
      parent.textTags += node.textTags;
      parent.paragraphs += node.paragraphs;
      parent.paragraphText += node.paragraphText;
    }
  }
}

/** Eq. 1: text per non-link tag. */
export function textDensity(node: NodeScore): number {
  return (node.text - node.linkText) / Math.max(1, node.tags - node.linkTags);
}

/** Eq. 3 under the chosen reading, clamped to >= 1 as the paper says. */
export function paragraphDensity(node: NodeScore, reading: ParagraphDensityReading): number {
  // Per text tag; no closure here: this runs for every node of every page.
  const textTags = node.textTags + 1;
  switch (reading) {
    case 'paragraphChars':
      return Math.max(1, node.paragraphText / textTags);
    case 'paragraphCount':
      return Math.max(1, 1 + (9 * node.paragraphs) / textTags);
    case 'plainText':
      return Math.max(1, (node.text - node.linkText) / textTags);
  }
}

/**
 * Eq. 4, weighted by the share of text outside links: an ancestor that adds navigation to the article
 * otherwise keeps almost the article's score (dev subset: ALL 0.906 → 0.908; squared share 0.909, not kept).
 */
export function ttdScore(node: NodeScore, reading: ParagraphDensityReading): number {
  const linkShare = node.text > 0 ? node.linkText / node.text : 0;
  return textDensity(node) * node.textTags * Math.log10(paragraphDensity(node, reading)) * (1 - linkShare);
}
