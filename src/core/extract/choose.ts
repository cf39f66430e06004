// Picks the article node from the TTD scores.
import { tagOf } from '../text/blocks';
import { ttdScore, type NodeScore, type ScoredTree } from './score';
import { INLINE_WRAPPER_MIN_BLOCKS, LEGAL_NOTICE, LONE_PARAGRAPH_MIN_RATIO, LONE_PARAGRAPH_MIN_SHARE, LEGAL_NOTICE_MAX_TEXT, LEGAL_NOTICE_MIN_SHARE } from './tunables';

export interface Pick {
  node: NodeScore;
  /** Best score over runner-up outside the pick's own line (paper: > 2 on typical news pages). */
  margin: number;
}

/**
 * The highest-scoring node. When nothing scores above zero (no paragraph structure at all), the scores are
 * recomputed with the plain-text reading of pd, which needs no paragraph tags.
 */
export function pickBest(tree: ScoredTree): Pick | null {
  const pick = pickHighest(tree);
  if (pick) return pastLegalNotice(tree, toLoneParagraph(tree, pick));
  for (const node of tree.nodes) node.score = ttdScore(node, 'plainText');
  const plain = pickHighest(tree);
  return plain && pastLegalNotice(tree, plain);
}

/**
 * A site's legal notice (copyright, reprint terms, the publisher's address) is dense unlinked prose and can
 * outscore a short story on old table-laid pages (L3S-GN1: a Halifax paper's footer cell; DAnIEL: a Chinese
 * portal's reprint terms). A short pick that carries a copyright line gives way to the best node before it
 * (a notice closes the page), outside its lineage, that carries none, when that one scores at least
 * LEGAL_NOTICE_MIN_SHARE of it.
 */
function pastLegalNotice(tree: ScoredTree, pick: Pick): Pick {
  const best = pick.node;
  if (best.text > LEGAL_NOTICE_MAX_TEXT || !LEGAL_NOTICE.test(best.element.textContent ?? '')) return pick;
  const { nodes } = tree;
  const lineage = new Set<number>();
  for (let up = best.parent; up >= 0; up = nodes[up]!.parent) lineage.add(up);
  const others: NodeScore[] = [];
  for (let i = 0; i < best.index; i++) {
    const node = nodes[i]!;
    if (node.score >= best.score * LEGAL_NOTICE_MIN_SHARE && !lineage.has(i) && isCandidate(node)) others.push(node);
  }
  others.sort((a, b) => b.score - a.score);
  for (const other of others.slice(0, 3)) {
    if (!LEGAL_NOTICE.test(other.element.textContent ?? '')) return { node: other, margin: marginOver(tree, other) };
  }
  return pick;
}

/**
 * A story told in one long paragraph scores low as a container (a wrapper of a few tags around one <p>), and the
 * pick climbs to the page column around it. When a <p> inside the pick scores at least
 * LONE_PARAGRAPH_MIN_RATIO times the pick, the pick moves down to the nearest candidate around that paragraph,
 * if the paragraph is at least LONE_PARAGRAPH_MIN_SHARE of its text.
 */
function toLoneParagraph(tree: ScoredTree, pick: Pick): Pick {
  const { nodes } = tree;
  let top: NodeScore | null = null;
  for (let i = pick.node.index + 1; i < nodes.length && nodes[i]!.depth > pick.node.depth; i++) {
    const node = nodes[i]!;
    if (node.tag === 'p' && !node.cut && node.score > (top?.score ?? 0)) top = node;
  }
  if (!top || top.score < pick.node.score * LONE_PARAGRAPH_MIN_RATIO) return pick;
  let up = nodes[top.parent];
  while (up && up !== pick.node && !isCandidate(up)) up = nodes[up.parent];
  if (!up || up === pick.node || top.text < up.text * LONE_PARAGRAPH_MIN_SHARE) return pick;
  return { node: up, margin: marginOver(tree, up) };
}

function pickHighest(tree: ScoredTree): Pick | null {
  let best: NodeScore | null = null;
  for (const node of tree.nodes) {
    if (node.score > 0 && (!best || node.score > best.score) && isCandidate(node)) best = node;
  }
  if (!best) return null;
  return { node: best, margin: marginOver(tree, best) };
}

/**
 * Only containers can be the article. A single <p> full of links and spans (a footer line) has a large lu
 * and outscored whole articles on Sina pages; the article's own container scores its paragraphs anyway. A <pre>
 * is one block of the article, never the article: a long code listing has much text and almost no tags, and its
 * density outscored the tag-rich article around it (WCXB dev-0382 gave only the code). A page that is one <pre>
 * (a plain-text document) is still taken whole through its <body>.
 */
const NOT_CANDIDATES: ReadonlySet<string> = new Set([
  'p', 'a', 'span', 'b', 'strong', 'i', 'em', 'u', 'small', 'big', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'li', 'dt', 'dd', 'tr', 'ul', 'ol', 'dl', 'tbody', 'thead', 'tfoot', 'label', 'cite', 'abbr', 'code', 'sup', 'sub',
  'head', 'caption', 'figcaption', 'time', 'address', 'q', 'mark', 's', 'del', 'ins', 'nobr', 'wbr', 'img', 'pre',
]);

/** A top-level element is always a candidate: on broken pages it may be all there is. */
export function isCandidate(node: NodeScore): boolean {
  if (node.parent < 0 || !NOT_CANDIDATES.has(node.tag)) return true;
  return INLINE_WRAPPERS.has(node.tag) && wrapsBlocks(node.element);
}

/** Inline elements that pages misuse as a story's container (`<span class="storyText"><p>…</p><p>…</p></span>`). */
const INLINE_WRAPPERS: ReadonlySet<string> = new Set(['span', 'font', 'b', 'strong', 'i', 'em', 'small', 'big']);

/** Paragraph or division children enough to be a box of blocks however it is tagged, as a browser lays it out. */
function wrapsBlocks(element: Element): boolean {
  let blocks = 0;
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
    const tag = tagOf(child);
    if ((tag === 'p' || tag === 'div') && ++blocks >= INLINE_WRAPPER_MIN_BLOCKS) return true;
  }
  return false;
}

/** Ratio of the pick's score to the best node that is neither its ancestor nor its descendant. */
function marginOver(tree: ScoredTree, best: NodeScore): number {
  const { nodes } = tree;
  const lineage = new Set<number>();
  for (let up = best.parent; up >= 0; up = nodes[up]!.parent) lineage.add(up);
  let runnerUp = 0;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (i === best.index) {
      // Skip the pick's subtree: the run of deeper records that follows it.
      while (i + 1 < nodes.length && nodes[i + 1]!.depth > best.depth) i++;
      continue;
    }
    if (node.score > runnerUp && !lineage.has(i)) runnerUp = node.score;
  }
  return runnerUp > 0 ? best.score / runnerUp : Number.POSITIVE_INFINITY;
}
