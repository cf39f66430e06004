// After the pick, on discussion pages: a forum thread or a Q&A page is read as the opening post together with
// its replies or answers. TTD picks the single longest post body (the posts are alike, so one of them scores
// highest); when the page declares itself a discussion, by its address or its schema.org type, and the pick has
// siblings in kind elsewhere in the page (elements of its tag and class), the article is the element holding
// all of them.
import { attributeOf } from '../text/blocks';
import type { NodeScore, ScoredTree } from './score';
import { DISCUSSION_SCHEMA_TYPE, DISCUSSION_URL, THREAD_MIN_POSTS, THREAD_POSTS_MIN_SHARE } from './tunables';

/**
 * Whether the page is a discussion: its address (path and query) has a thread's shape, or a JSON-LD block
 * names a discussion type. The JSON-LD scripts are among the elements the scoring walk excluded as not text.
 */
export function isDiscussionPage(tree: ScoredTree, url: string | undefined): boolean {
  if (url && DISCUSSION_URL.test(url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/#.*$/, ''))) return true;
  for (const { element } of tree.excluded) {
    if ((attributeOf(element, 'type') ?? '').trim().toLowerCase() !== 'application/ld+json') continue;
    if (DISCUSSION_SCHEMA_TYPE.test(element.textContent ?? '')) return true;
  }
  return false;
}

export interface Thread {
  node: NodeScore;
  posts: number;
}

/** The element holding every post alike to `pick`, or null when the pick is not one post of several. */
export function threadAround(tree: ScoredTree, pick: NodeScore): Thread | null {
  const kind = attributeOf(pick.element, 'class');
  if (!kind) return null;
  const posts = tree.nodes.filter((node) => !node.cut && node.text > 0 && node.tag === pick.tag && attributeOf(node.element, 'class') === kind);
  if (posts.length < THREAD_MIN_POSTS) return null;
  const holder = commonAncestor(tree, posts);
  if (!holder || holder.cut || holder === pick) return null;
  const postText = posts.reduce((sum, post) => sum + post.text, 0);
  if (postText < holder.text * THREAD_POSTS_MIN_SHARE) return null;
  return { node: holder, posts: posts.length };
}

/** The deepest record that is an ancestor-or-self of every one of `nodes` (null when they share no root). */
function commonAncestor(tree: ScoredTree, nodes: readonly NodeScore[]): NodeScore | null {
  const { nodes: records } = tree;
  let common: NodeScore | null = nodes[0]!;
  for (const node of nodes.slice(1)) {
    let other: NodeScore | null = node;
    while (common && other && common !== other) {
      if (common.depth >= other.depth) common = common.parent >= 0 ? records[common.parent]! : null;
      else other = other.parent >= 0 ? records[other.parent]! : null;
    }
    if (!common || !other) return null;
  }
  return common;
}
