// After the pick: siblings that continue the article. Sites split one story across sibling blocks (a lead
// <div> and a body <div>, the text after an inline ad box), and the pick then holds only part of it.
import type { NodeScore, ScoredTree } from './score';
import { SIBLING_MAX_LINK_SHARE, SIBLING_MIN_PARAGRAPH_TEXT, SIBLING_SCORE_SHARE } from './tunables';

/** The pick plus the siblings that look like more of the same article, in document order. */
export function assembleArticle(tree: ScoredTree, pick: NodeScore): NodeScore[] {
  if (pick.parent < 0) return [pick];
  const siblings = tree.nodes.filter((node) => node.parent === pick.parent);
  return siblings.filter((node) => node === pick || continuesArticle(node, pick));
}

function continuesArticle(node: NodeScore, pick: NodeScore): boolean {
  if (node.cut || node.text === 0) return false;
  const linkShare = node.linkText / node.text;
  if (linkShare > SIBLING_MAX_LINK_SHARE) return false;
  if (node.score >= pick.score * SIBLING_SCORE_SHARE) return true;
  // A plain paragraph sibling (a <p> next to the article <div>) continues it when it is real prose.
  return node.tag === 'p' && node.paragraphText >= SIBLING_MIN_PARAGRAPH_TEXT;
}
