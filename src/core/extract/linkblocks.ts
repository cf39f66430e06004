// Inside the article: blocks that are mostly links — "More stories", "Top news", tag and share lists, a headline
// column the pick's wrapper still holds. The TTD pick is a subtree, and a wrapper around the story keeps such
// lists with it; the line trim (lines.ts) only reaches the ones at the very end. Read from the scored tree
// (its link and text counts), so this costs one pass over the pick's records.
import type { NodeScore, ScoredTree } from './score';
import { LINK_BLOCK_MAX_PICK_LINK_SHARE, LINK_BLOCK_MAX_SHARE, LINK_BLOCK_MIN_LINK_SHARE, LINK_BLOCK_MIN_LINKS } from './tunables';

/** Block tags a link list is built of; inline tags are part of a sentence. */
const BLOCK_TAGS: ReadonlySet<string> = new Set(['div', 'section', 'ul', 'ol', 'dl', 'table', 'p', 'header']);

/**
 * Elements inside `parts` that hold a list of links and little else, to leave out of the copy. Nothing is
 * dropped from a part that is itself mostly links (a listing page, where the links are the content).
 */
export function linkBlocks(tree: ScoredTree, parts: readonly NodeScore[]): Element[] {
  const { nodes } = tree;
  const found: Element[] = [];
  for (const part of parts) {
    if (part.text === 0 || part.linkText / part.text > LINK_BLOCK_MAX_PICK_LINK_SHARE) continue;
    const limit = part.text * LINK_BLOCK_MAX_SHARE;
    for (let i = part.index + 1; i < nodes.length && nodes[i]!.depth > part.depth; i++) {
      const node = nodes[i]!;
      if (node.cut || !isLinkBlock(node, limit)) continue;
      found.push(node.element);
      while (i + 1 < nodes.length && nodes[i + 1]!.depth > node.depth) i++;
    }
  }
  return found;
}

function isLinkBlock(node: NodeScore, limit: number): boolean {
  return BLOCK_TAGS.has(node.tag) && node.text > 0 && node.text <= limit && node.linkTags >= LINK_BLOCK_MIN_LINKS
    && node.linkText / node.text >= LINK_BLOCK_MIN_LINK_SHARE;
}
