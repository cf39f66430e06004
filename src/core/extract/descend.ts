// After the pick: move down to the part of it that holds the article, or up to the box around it that holds
// the rest of it (articleAround). TTD's score grows with the number of text-bearing tags (lu), so a column that
// holds the story plus a teaser list, a "more headlines" box or a navigation block can outscore the story's own
// container by a little (L3S-GN1: a CBC story body scores 0.83 of the column around it, which adds 6,000
// characters of headline teasers, a third of them links). A descendant that scores nearly as much as the whole
// pick is the article when what the pick adds around it is link-heavy; when the addition is prose (a lead
// paragraph, a byline, a comment thread) the pick stays.
import { tagOf } from '../text/blocks';
import { elementsByTags } from '../text/select';
import { isCandidate } from './choose';
import type { NodeScore, ScoredTree } from './score';
import {
  ASCEND_MAX_ADDED_LINK_SHARE,
  ASCEND_MAX_GROWTH,
  ASCEND_MIN_ADDED_PARAGRAPH_CHARS,
  ASCEND_MIN_ADDED_PARAGRAPH_SHARE,
  ASCEND_MIN_ADDED_PARAGRAPHS,
  ASCEND_MIN_ADDED_SHARE,
  ASCEND_MIN_PICK_TEXT,
  DESCEND_ARTICLE_MIN_SHARE,
  DESCEND_MAX_ALIKE,
  DESCEND_MIN_ADDED_LINK_SHARE,
  DESCEND_MIN_ADDED_TEXT,
  DESCEND_MIN_PARAGRAPHS,
  DESCEND_MIN_SCORE_SHARE,
  INGREDIENTS_MIN_ITEMS,
  INGREDIENTS_MIN_MEASURED_SHARE,
} from './tunables';

export interface Descent {
  node: NodeScore;
  /** The descendant's score as a share of the pick's. */
  share: number;
  /** Link share of the text the pick holds outside the descendant. */
  addedLinkShare: number;
}

/** The candidate inside `pick` that holds its article, or null when the pick itself is the article. */
export function articleInside(tree: ScoredTree, pick: NodeScore): Descent | null {
  const best = bestInside(tree, pick);
  if (!best || best.paragraphs < DESCEND_MIN_PARAGRAPHS) return null;
  const share = best.score / pick.score;
  const addedText = pick.text - best.text;
  const addedLinkShare = addedText > 0 ? (pick.linkText - best.linkText) / addedText : 0;
  if (share < DESCEND_MIN_SCORE_SHARE || addedText < DESCEND_MIN_ADDED_TEXT || addedLinkShare < DESCEND_MIN_ADDED_LINK_SHARE) return null;
  if (isListItem(tree, pick, best) || holdsIngredientsBeside(pick.element, best.element)) return null;
  return { node: best, share, addedLinkShare };
}

/**
 * A recipe's ingredient list beside the method the descent would keep (BBC Good Food's ingredients column, each
 * ingredient linked to the site's glossary): a list outside `best` of at least INGREDIENTS_MIN_ITEMS items, most of
 * them opening with a quantity ("2 tbsp olive oil", "½ cup parmesan"; a year, "2024 (12)", is no quantity). Its
 * links are the recipe's words, not teasers.
 */
function holdsIngredientsBeside(pick: Element, best: Element): boolean {
  for (const list of elementsByTags(pick, LIST_TAGS)) {
    if (best.contains(list)) continue;
    const items = Array.from(list.children).filter((child) => tagOf(child) === 'li');
    if (items.length < INGREDIENTS_MIN_ITEMS) continue;
    const measured = items.filter((item) => QUANTITY_FIRST.test(item.textContent ?? '')).length;
    if (measured >= items.length * INGREDIENTS_MIN_MEASURED_SHARE) return true;
  }
  return false;
}

const QUANTITY_FIRST = /^\s*(?:[½¼¾⅓⅔⅛⅜⅝⅞]|\d{1,3}(?!\d))/;
const LIST_TAGS: ReadonlySet<string> = new Set(['ul', 'ol']);

/**
 * True when `item` is one of a series inside the pick (elements of its tag and class): then the pick is a list
 * (coupons, products, search results) and the best item is only the first of its content (WCXB dev-0274).
 */
function isListItem(tree: ScoredTree, pick: NodeScore, item: NodeScore): boolean {
  const itemClass = item.element.getAttribute('class');
  if (!itemClass) return false;
  const { nodes } = tree;
  let alike = 0;
  for (let i = pick.index + 1; i < nodes.length && nodes[i]!.depth > pick.depth; i++) {
    const node = nodes[i]!;
    if (node !== item && !node.cut && node.tag === item.tag && node.element.getAttribute('class') === itemClass) alike++;
    if (alike >= DESCEND_MAX_ALIKE) return true;
  }
  return false;
}

/** The best-scoring candidate in the pick's subtree: the run of deeper records right after it (pre-order). */
export function bestInside(tree: ScoredTree, pick: NodeScore): NodeScore | null {
  const { nodes } = tree;
  let best: NodeScore | null = null;
  for (let i = pick.index + 1; i < nodes.length && nodes[i]!.depth > pick.depth; i++) {
    const node = nodes[i]!;
    if (node.score > 0 && (!best || node.score > best.score) && isCandidate(node)) best = node;
  }
  return best;
}

/**
 * The box around `pick` that holds the rest of its article, or null. TTD's density favours a compact box: a
 * story's sidebar in a nested layout table, one section of a page whose other sections hold the same kind of
 * prose, the body of a story whose lead sits a level up. Going up from the pick, the first ancestor that adds a
 * fair amount of text (ASCEND_MIN_ADDED_SHARE of the pick's) is taken when what it adds is paragraphs of prose
 * (ASCEND_MIN_ADDED_PARAGRAPH_SHARE of the added text, in at least ASCEND_MIN_ADDED_PARAGRAPHS paragraphs averaging
 * ASCEND_MIN_ADDED_PARAGRAPH_CHARS) with few links (at most ASCEND_MAX_ADDED_LINK_SHARE); otherwise the pick stays.
 */
export function articleAround(tree: ScoredTree, pick: NodeScore): NodeScore | null {
  if (pick.text < ASCEND_MIN_PICK_TEXT) return null;
  const { nodes } = tree;
  for (let i = pick.parent; i >= 0; i = nodes[i]!.parent) {
    const node = nodes[i]!;
    if (node.tag === 'body' || node.tag === 'html' || node.text > pick.text * ASCEND_MAX_GROWTH) return null;
    const added = node.text - pick.text;
    if (added < pick.text * ASCEND_MIN_ADDED_SHARE) continue;
    const addedParagraphs = node.paragraphs - pick.paragraphs;
    const addedParagraphText = node.paragraphText - pick.paragraphText;
    if (node.cut || addedParagraphs < ASCEND_MIN_ADDED_PARAGRAPHS) return null;
    if (addedParagraphText < added * ASCEND_MIN_ADDED_PARAGRAPH_SHARE || addedParagraphText < addedParagraphs * ASCEND_MIN_ADDED_PARAGRAPH_CHARS) return null;
    return node.linkText - pick.linkText <= added * ASCEND_MAX_ADDED_LINK_SHARE ? node : null;
  }
  return null;
}

/**
 * The page's one <article> inside the pick, when the pick is a wrapper around it that adds other text: a docs
 * page's try-it panel beside the reference (ReadMe's Playground), an author box or a comment thread after the
 * story. The <article> is taken when it is the only one in the pick outside boxes left out (several are a list of
 * entries), is not cut, and holds at least DESCEND_ARTICLE_MIN_SHARE of the pick's text; without an <article>, so
 * is the one <main> of a pick that is no <body>.
 */
export function articleLandmarkInside(tree: ScoredTree, pick: NodeScore): NodeScore | null {
  if (pick.tag === 'article') return null;
  const { nodes } = tree;
  let article: NodeScore | null = null;
  let main: NodeScore | null = null;
  let articles = 0;
  let mains = 0;
  for (let i = pick.index + 1; i < nodes.length && nodes[i]!.depth > pick.depth; i++) {
    const node = nodes[i]!;
    if (node.cut) {
      // Entries in a box left out (a "More from" list of <article> cards) are not the page's.
      while (i + 1 < nodes.length && nodes[i + 1]!.depth > node.depth) i++;
      continue;
    }
    if (node.tag === 'article') {
      article = node;
      articles++;
    } else if (node.tag === 'main') {
      main = node;
      mains++;
    }
  }
  // Without an <article>, the one <main> inside a box that is no page body (qidian's chapter text in <main>, in a
  // wrapper with the author's note and the readers' 本章说): the whole page's <body> is left to the other rules.
  const found = articles > 0 ? (articles === 1 ? article : null) : mains === 1 && pick.tag !== 'body' ? main : null;
  if (!found || found.text >= pick.text || found.text < pick.text * DESCEND_ARTICLE_MIN_SHARE) return null;
  return found;
}
