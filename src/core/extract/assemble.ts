// After the pick: siblings that continue the article. Sites split one story across sibling blocks (a lead
// <div> and a body <div>, the text after an inline ad box), and the pick then holds only part of it.
import { attributeOf, firstClassName, HEADING_TAGS } from '../text/blocks';
import { CODE_TABLE_CLASS, codeTableLines } from '../text/gutter';
import { firstElementWhere, hasElementWithTag } from '../text/select';
import { bestInside } from './descend';
import { visibleLength, type NodeScore, type ScoredTree } from './score';
import { ALIKE_MAX_LINK_SHARE, CODE_BESIDE_MIN_SHARE, CODE_FILE_MAX_LEVELS, LEGAL_NOTICE, ALIKE_MIN_SCORE_SHARE, ALIKE_SERIES_MIN_JOINED, HEADING_BOX_MIN_SHARE, SIBLING_MAX_LINK_SHARE, SIBLING_MIN_PARAGRAPH_TEXT, SIBLING_SCORE_SHARE, SIBLING_WRAPPER_MIN_PARAGRAPH_SHARE, TAB_PANEL_MAX_LEVELS } from './tunables';

/** A box that holds a text area is a form to write in (a comment or reply form), never more of the article. */
const WRITING_TAGS: ReadonlySet<string> = new Set(['textarea']);

/** Blocks that may wrap a single paragraph of the article. */
const SINGLE_PARAGRAPH_WRAPPERS: ReadonlySet<string> = new Set(['div', 'section']);

/** The pick plus the siblings that look like more of the same article, in document order. */
export function assembleArticle(tree: ScoredTree, pick: NodeScore): NodeScore[] {
  if (pick.parent < 0) return [pick];
  const siblings = tree.nodes.filter((node) => node.parent === pick.parent);
  // Blocks that each wrap one paragraph continue the article only as a run of them (a site's "firstPar",
  // "secondPar" … before the body); a lone one-paragraph box beside the article is a bio, a promo or a caption.
  const wrapped = new Set(siblings.filter((node) => node !== pick && wrapsOneParagraph(node)));
  const parts = siblings.filter((node) => node === pick || continuesArticle(node, pick) || (wrapped.size >= 2 && wrapped.has(node)));
  // A block before the pick that does not continue the article as a whole may hold its lead paragraph beside a
  // byline, share tools or a photo (a "first-para" box inside the header block): its best candidate joins.
  const holders = new Map<NodeScore, NodeScore>();
  for (const sibling of siblings) {
    if (sibling.index > pick.index || sibling.cut || parts.includes(sibling)) continue;
    const lead = headlineBlockIn(tree, bestInside(tree, sibling));
    if (!lead || !(continuesArticle(lead, pick) || isProseLead(lead)) || lead.paragraphText < SIBLING_MIN_PARAGRAPH_TEXT) continue;
    parts.push(lead);
    holders.set(lead, sibling);
  }
  for (const code of codeBeside(tree, siblings, pick)) if (!parts.includes(code)) parts.push(code);
  for (const file of codeFilesAlike(tree, pick)) if (!parts.includes(file)) parts.push(file);
  parts.push(...leadBeforeParent(tree, pick));
  parts.push(...headingsBetween(siblings, parts));
  parts.sort((a, b) => a.index - b.index);
  const assembled = withAlike(tree, pick, parts);
  // A block alike the pick that holds a lead already taken brings the lead with it.
  const joined = holders.size === 0 ? assembled : assembled.filter((part) => {
    const holder = holders.get(part);
    return !holder || !assembled.includes(holder);
  });
  // The other panels of the pick's tab set, apart from every part (a block alike may sit inside one).
  const panels = tabPanelsBeside(tree, pick).filter((panel) => !joined.some((part) => part.element.contains(panel.element) || panel.element.contains(part.element)));
  return panels.length === 0 ? joined : [...joined, ...panels].sort((a, b) => a.index - b.index);
}

/**
 * Blocks of the pick's own tag and class elsewhere on the page that score a fair share of it: the article is
 * split into repeated blocks that are not siblings (the posts of a forum thread, a recipe in two table cells,
 * a story continued in a second cell), or a sibling of its class that holds prose at any score (splitPart).
 * They join the parts in document order; one inside another is skipped.
 */
function withAlike(tree: ScoredTree, pick: NodeScore, parts: NodeScore[]): NodeScore[] {
  const name = pick.element.getAttribute('class') ?? '';
  // Table cells are alike without a class too: a layout table's cells seldom have one.
  if ((!name && pick.tag !== 'td') || pick.linkText > pick.text * ALIKE_MAX_LINK_SHARE) return parts;
  const chosen = [...parts];
  const added = joinAlike(tree, pick, name, chosen, pick.score * ALIKE_MIN_SCORE_SHARE);
  if (added === 0) return parts;
  // A series (the pick and at least ALIKE_SERIES_MIN_JOINED more): its short members belong too (a one-line reply).
  if (added >= ALIKE_SERIES_MIN_JOINED) joinAlike(tree, pick, name, chosen, 0);
  return chosen.sort((a, b) => a.index - b.index);
}

/** Adds to `chosen` the blocks alike the pick scoring at least `minScore`; returns how many. */
function joinAlike(tree: ScoredTree, pick: NodeScore, name: string, chosen: NodeScore[], minScore: number): number {
  const { nodes } = tree;
  const taken = new Set(chosen);
  let added = 0;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node === pick || node.cut || node.text === 0 || node.tag !== pick.tag || node.depth !== pick.depth) continue;
    if (!(node.score >= minScore && node.linkText <= node.text * ALIKE_MAX_LINK_SHARE) && !splitPart(node, pick, name)) continue;
    if ((node.element.getAttribute('class') ?? '') !== name) continue;
    // Every part is at the pick's depth (its siblings and blocks alike) or a lead inside a sibling (see
    // assembleArticle), so identity is the only overlap to check here.
    if (taken.has(node)) continue;
    taken.add(node);
    chosen.push(node);
    added++;
  }
  return added;
}

/**
 * A sibling of the pick with its class name, holding prose: the same story split around an inline box (The New
 * York Times put the first paragraph in a div.articleBody of its own, then a "Related" box, then the rest in a
 * second one). It joins whatever it scores (one paragraph scores a few percent of the body), with the link share of
 * a sibling, not of a block alike elsewhere (its paragraph links a company's topic page). A box of that class
 * holding the site's legal notice (a "COPYRIGHT" box after the story) is not more of it.
 */
function splitPart(node: NodeScore, pick: NodeScore, name: string): boolean {
  if (name === '' || node.parent !== pick.parent || node.paragraphText < SIBLING_MIN_PARAGRAPH_TEXT) return false;
  return node.linkText <= node.text * SIBLING_MAX_LINK_SHARE && !LEGAL_NOTICE.test(node.element.textContent ?? '');
}

function continuesArticle(node: NodeScore, pick: NodeScore): boolean {
  if (node.cut || node.text === 0) return false;
  const linkShare = node.linkText / node.text;
  if (linkShare > SIBLING_MAX_LINK_SHARE) return false;
  if (node.score >= pick.score * SIBLING_SCORE_SHARE) return !hasElementWithTag(node.element, WRITING_TAGS);
  // A plain paragraph sibling (a <p> next to the article <div>) continues it when it is real prose.
  return node.tag === 'p' && node.paragraphText >= SIBLING_MIN_PARAGRAPH_TEXT;
}

/**
 * Of a lead found in the header block beside the body, the part that holds the headline with its standfirst,
 * when the lead holds more (Sky Sports' `sdc-article-header__wrap`: the titles, then the byline and the date).
 */
function headlineBlockIn(tree: ScoredTree, lead: NodeScore | null): NodeScore | null {
  if (!lead) return null;
  const children: NodeScore[] = [];
  for (let i = lead.index + 1; i < tree.nodes.length && tree.nodes[i]!.depth > lead.depth; i++) {
    const node = tree.nodes[i]!;
    if (node.parent === lead.index && node.text > 0) children.push(node);
  }
  if (children.length < 2) return lead;
  const titled = children.find((node) => firstElementWhere(node.element, (_, tag) => tag === 'h1') !== null || node.tag === 'h1');
  if (!titled || titled.tag === 'h1' || titled.paragraphText < SIBLING_MIN_PARAGRAPH_TEXT) return lead;
  return titled;
}

/**
 * The other panels of a tab set whose open panel is the pick or holds it (at most TAB_PANEL_MAX_LEVELS up): a
 * product page's "Description" beside its "Additional information" or "Data sheet" (WooCommerce's
 * `woocommerce-Tabs-panel`s, each `role="tabpanel"`; Bootstrap's `tab-pane`s in OpenCart and PrestaShop), shown one
 * at a time but all served, and all the product's own words. Not a panel the walk cut or flagged (a reviews panel
 * named as comments), one of links, or one holding a form to write in (a review form).
 */
function tabPanelsBeside(tree: ScoredTree, pick: NodeScore): NodeScore[] {
  let panel = pick;
  for (let level = 0; !isTabPanel(panel.element); level++) {
    if (level === TAB_PANEL_MAX_LEVELS || panel.parent < 0) return [];
    panel = tree.nodes[panel.parent]!;
  }
  if (panel.parent < 0) return [];
  return tree.nodes.filter((node) => node.parent === panel.parent && node !== panel && !node.cut && !node.flag && node.text > 0 && isTabPanel(node.element) &&
    node.linkText <= node.text * SIBLING_MAX_LINK_SHARE && !hasElementWithTag(node.element, WRITING_TAGS));
}

/** A tab set's panel: `role="tabpanel"`, or Bootstrap's `tab-pane` class. */
function isTabPanel(element: Element): boolean {
  return attributeOf(element, 'role') === 'tabpanel' || /(?:^|\s)tab-pane(?:\s|$)/.test(attributeOf(element, 'class') ?? '');
}

/**
 * A block of code set in a box of its own right before or after the body, under at most a heading (a reference
 * page's declaration: Apple's `<section class="declaration"><h2>Declaration</h2><pre>` before the overview): the
 * nearest sibling with text on either side, few links, its text nearly all inside <pre>.
 */
function codeBeside(tree: ScoredTree, siblings: readonly NodeScore[], pick: NodeScore): NodeScore[] {
  const at = siblings.indexOf(pick);
  const found: NodeScore[] = [];
  for (const step of [-1, 1]) {
    let i = at + step;
    while (i >= 0 && i < siblings.length && siblings[i]!.text === 0) i += step;
    const node = siblings[i];
    if (!node || node.cut || node.linkText > node.text * SIBLING_MAX_LINK_SHARE) continue;
    const code = preTextIn(tree, node);
    if (code > 0 && code >= node.text * CODE_BESIDE_MIN_SHARE) found.push(node);
  }
  return found;
}

/** A record of a <pre>, or of a table named as a table of code lines (see codeTableLines). */
const isListing = (node: NodeScore) => node.tag === 'pre' || (node.tag === 'table' && CODE_TABLE_CLASS.test(attributeOf(node.element, 'class') ?? ''));

/**
 * Non-space characters inside the <pre> elements below `node`, and in the lines of its tables of code (see
 * codeTableLines). Read from the scored records of its subtree (the parts the walk left out, scripts and hidden
 * boxes, hold no listing to count): this runs on the blocks beside every pick, and a walk of each cost more.
 */
function preTextIn(tree: ScoredTree, node: NodeScore): number {
  const { nodes } = tree;
  let total = 0;
  for (let i = node.index + 1; i < nodes.length && nodes[i]!.depth > node.depth; i++) {
    const inner = nodes[i]!;
    if (inner.tag === 'pre') total += visibleLength(inner.element.textContent ?? '');
    else if (inner.tag === 'table') for (const line of codeTableLines(inner.element) ?? []) total += visibleLength(line);
  }
  return total;
}

/**
 * The other files of a page of several, when the pick is one of them: a gist's README beside its code files, each in
 * a box of one tag and class (`<div class="file">` after `<div class="file">`), the pick inside one of them at most
 * CODE_FILE_MAX_LEVELS up. A box alike that is code (CODE_BESIDE_MIN_SHARE of its text in a listing) joins the
 * article; prose boxes alike are the series rules' to judge (seriesAround, withAlike).
 */
function codeFilesAlike(tree: ScoredTree, pick: NodeScore): NodeScore[] {
  const { nodes } = tree;
  // Most pages hold no listing at all: one look along the records settles those before any search for boxes alike.
  if (!nodes.some(isListing)) return [];
  let box = pick;
  for (let level = 0; level < CODE_FILE_MAX_LEVELS && box.parent >= 0; level++) {
    box = nodes[box.parent]!;
    if (box.parent < 0) break;
    const name = firstClassName(box.element);
    if (!name) continue;
    const alike = nodes.filter((node) => node.parent === box.parent && node !== box && node.tag === box.tag && firstClassName(node.element) === name);
    if (alike.length === 0) continue;
    return alike.filter((node) => {
      if (node.cut || node.text === 0 || node.linkText > node.text * SIBLING_MAX_LINK_SHARE) return false;
      const code = preTextIn(tree, node);
      return code > 0 && code >= node.text * CODE_BESIDE_MIN_SHARE;
    });
  }
  return [];
}

/**
 * A lead of prose in a box of its own before the body: two or more paragraphs averaging a sentence or two, little
 * else and few links (The Economic Times' "first-para" module over the module after it; a lead photo's caption
 * box). Beside the score share of continuesArticle: such a box scores below it when the body is long. Paragraphs
 * this short are a byline and a dateline ("By: The Canadian Press", "Posted: 01/11/2012 5:48 PM").
 */
function isProseLead(node: NodeScore): boolean {
  if (node.cut || node.text === 0 || node.linkText > node.text * SIBLING_MAX_LINK_SHARE) return false;
  return node.paragraphs >= 2 && node.paragraphText >= node.text * SIBLING_WRAPPER_MIN_PARAGRAPH_SHARE && node.paragraphText >= node.paragraphs * SIBLING_MIN_PARAGRAPH_TEXT;
}

/** A block that holds one paragraph of real prose and little else. */
function wrapsOneParagraph(node: NodeScore): boolean {
  if (node.cut || node.text === 0 || node.linkText > node.text * SIBLING_MAX_LINK_SHARE) return false;
  return SINGLE_PARAGRAPH_WRAPPERS.has(node.tag) && node.paragraphs === 1 && node.paragraphText >= SIBLING_MIN_PARAGRAPH_TEXT
    && node.paragraphText >= node.text * SIBLING_WRAPPER_MIN_PARAGRAPH_SHARE;
}

/**
 * The lede set as a <p> of its own just before the box that holds the body with its share tools (Medical Xpress:
 * `<p><strong>(Medical Xpress) -- A key misplaced…</strong></p><div><div class="share">…</div><div id="news-text">`):
 * the paragraphs right before the pick's parent, when they are real prose.
 */
function leadBeforeParent(tree: ScoredTree, pick: NodeScore): NodeScore[] {
  const parent = tree.nodes[pick.parent]!;
  if (parent.parent < 0) return [];
  const before = tree.nodes.filter((node) => node.parent === parent.parent && node.index < parent.index).reverse();
  const leads: NodeScore[] = [];
  for (const node of before) {
    if (node.tag !== 'p' || !continuesArticle(node, pick)) break;
    leads.push(node);
  }
  return leads;
}

/**
 * The headings between the parts taken from the pick's siblings, each right before a part (a recipe's "做法步骤" over
 * its steps, "小窍门" over its tips): the part's own heading, which scores too little to join by itself. A heading
 * mostly of links ("更多>>3G") names a list elsewhere.
 */
function headingsBetween(siblings: readonly NodeScore[], parts: readonly NodeScore[]): NodeScore[] {
  let first = -1;
  let last = -1;
  siblings.forEach((node, i) => {
    if (!parts.includes(node)) return;
    if (first < 0) first = i;
    last = i;
  });
  const found: NodeScore[] = [];
  for (let i = first + 1; i < last; i++) {
    const node = siblings[i]!;
    if (node.cut || node.flag || node.text === 0 || node.linkText > node.text * SIBLING_MAX_LINK_SHARE || parts.includes(node) || !isHeadingBox(node)) continue;
    let next = i + 1;
    while (siblings[next]!.text === 0) next++;
    if (parts.includes(siblings[next]!)) found.push(node);
  }
  return found;
}

/** A heading, or a box that holds one and (nearly) nothing else. */
function isHeadingBox(node: NodeScore): boolean {
  if (HEADING_TAGS.has(node.tag)) return true;
  const heading = firstElementWhere(node.element, (_, tag) => HEADING_TAGS.has(tag));
  return heading !== null && visibleLength(heading.textContent ?? '') >= node.text * HEADING_BOX_MIN_SHARE;
}
