// After the pick, on discussion pages: a forum thread or a Q&A page is read as the opening post together with
// its replies or answers. TTD picks the single longest post body (the posts are alike, so one of them scores
// highest); when the page declares itself a discussion, by its address or its schema.org type, and the pick has
// siblings in kind elsewhere in the page (elements of its tag and class), the article is the element holding
// all of them. On any page, a pick inside one entry of a series (a blog index of full posts, a product page's
// feature sections) widens to the series when the series scores nearly as well as the pick.
import { attributeOf, firstClassName } from '../text/blocks';
import type { NodeScore, ScoredTree } from './score';
import {
  DISCUSSION_MICRODATA_TYPE,
  DISCUSSION_SCHEMA_TYPE,
  DISCUSSION_URL,
  SERIES_ITEM_MIN_PARAGRAPH_TEXT,
  SERIES_MAX_LINK_SHARE,
  SERIES_MIN_ITEMS,
  SERIES_MIN_SCORE_SHARE,
  THREAD_MIN_POSTS,
  THREAD_POSTS_MIN_SHARE,
} from './tunables';

/**
 * Whether the page is a discussion: its address (path and query) has a thread's shape, a JSON-LD block names a
 * discussion type, or `inside` (the pick) sits in an element whose microdata type is one (Stack Exchange's
 * `<body itemtype="https://schema.org/QAPage">`: a page saved without its address still says it is a Q&A). The
 * JSON-LD scripts are among the elements the scoring walk excluded as not text.
 */
export function isDiscussionPage(tree: ScoredTree, url: string | undefined, inside?: Element): boolean {
  if (url && DISCUSSION_URL.test(url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/#.*$/, ''))) return true;
  for (let up = inside?.parentElement; up; up = up.parentElement) {
    const type = attributeOf(up, 'itemtype');
    if (type && DISCUSSION_MICRODATA_TYPE.test(type)) return true;
  }
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

export interface Series {
  node: NodeScore;
  items: number;
}

/**
 * The element holding a series of entries one of which holds `pick`, or null. Going up from the pick, the first
 * ancestor whose children include at least SERIES_MIN_ITEMS entries alike (the tag and first class name of the
 * child on the pick's path, each with SERIES_ITEM_MIN_PARAGRAPH_TEXT of paragraph text) decides: it is taken
 * when it scores at least SERIES_MIN_SCORE_SHARE of the pick with at most SERIES_MAX_LINK_SHARE links; a series
 * of teaser cards (links, short standfirsts) scores far below a story and is never taken. Entries differ in their
 * other class names (WordPress and Squarespace: "entry hentry tag-ai article-index-3"), hence the first only.
 */
export function seriesAround(tree: ScoredTree, pick: NodeScore): Series | null {
  const { nodes } = tree;
  const path: NodeScore[] = [];
  for (let node: NodeScore = pick; node.parent >= 0; node = nodes[node.parent]!) {
    const parent = nodes[node.parent]!;
    if (parent.tag === 'body' || parent.tag === 'html') break;
    path.push(node);
  }
  if (path.length === 0) return null;
  const holders = new Set(path.map((child) => child.parent));
  const entries = new Map<string, number>();
  for (const node of nodes) {
    if (!holders.has(node.parent) || node.cut || node.paragraphText < SERIES_ITEM_MIN_PARAGRAPH_TEXT) continue;
    const key = entryKey(node);
    if (key) entries.set(key, (entries.get(key) ?? 0) + 1);
  }
  for (const child of path) {
    const key = entryKey(child);
    const items = key ? entries.get(key) ?? 0 : 0;
    if (items < SERIES_MIN_ITEMS) continue;
    const holder = nodes[child.parent]!;
    if (holder.cut || holder.score < pick.score * SERIES_MIN_SCORE_SHARE || holder.linkText > holder.text * SERIES_MAX_LINK_SHARE) return null;
    return { node: holder, items };
  }
  return null;
}

/** Parent, tag and first class name: what entries of one series share. */
function entryKey(node: NodeScore): string | null {
  const first = firstClassName(node.element);
  return first ? `${node.parent} ${node.tag} ${first}` : null;
}
