// Listing pages: a shop's category, a site's index, a wiki category, a job board. There is no story; TTD's pick is
// the page's short introduction (or a notice), and what the page holds is the list of items in its <main>. When
// TTD's answer is thin, the page declares one main landmark, and that landmark holds a series of linked items
// alike, the landmark (cleaned of furniture like any article) is the answer.
// Landing pages: a service's, a product's or a company's page is a column of sections (a heading, a few lines, a
// button), none of them an article; TTD picks the longest section. When the page shows no sign of an article
// (no date, no Article schema or og:type, not one <article> in its <main>), the landmark is the answer too.
import { attributeOf, firstClassName, tagOf } from '../text/blocks';
import { elementsWhere } from '../text/select';
import { LISTING_MIN_ITEMS } from './tunables';

/** A <main> or role=main element. */
function isMain(element: Element, tag: string): boolean {
  return tag === 'main' || attributeOf(element, 'role') === 'main';
}

/** The page's one <main> (or role=main) landmark, or null. */
export function mainLandmark(doc: Document): Element | null {
  return oneLandmark(elementsWhere(doc, isMain));
}

/**
 * The one landmark of `landmarks` (in document order): the only one, or the outermost when each holds the next
 * (a theme's `<div role="main">` around a `<main>` that holds the product grid alone, without the category's
 * introduction above it); null when the page has none or several apart.
 */
function oneLandmark(landmarks: readonly Element[]): Element | null {
  for (let i = 1; i < landmarks.length; i++) if (!landmarks[i - 1]!.contains(landmarks[i]!)) return null;
  return landmarks[0] ?? null;
}

/** Whether an ancestor of `element` is a <main> (or role=main) landmark. */
export function insideMain(element: Element): boolean {
  for (let up = element.parentElement; up; up = up.parentElement) {
    if (isMain(up, tagOf(up))) return true;
  }
  return false;
}

/**
 * The size of the largest run of items under `root`: children of one element that are alike (same tag and first
 * class name) and each hold a link, as product cards, search results and category entries are. Subtrees `skip`
 * names (furniture: a related-stories box) are not looked into.
 */
export function itemSeries(root: Element, skip: (element: Element) => boolean = () => false): number {
  // Which elements hold a link: one pass up from each link, stopping where an ancestor is already known.
  const linked = new Set<Element>();
  for (const link of elementsWhere(root, (element, tag) => tag === 'a' && element.hasAttribute('href'))) {
    for (let up: Element | null = link; up && up !== root && !linked.has(up); up = up.parentElement) linked.add(up);
  }
  let largest = 0;
  const stack: Element[] = [root];
  while (stack.length > 0) {
    const element = stack.pop()!;
    const groups = new Map<string, number>();
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      if (!linked.has(child) || skip(child)) continue;
      stack.push(child);
      const key = `${tagOf(child)} ${firstClassName(child)}`;
      const count = (groups.get(key) ?? 0) + 1;
      groups.set(key, count);
      if (count > largest) largest = count;
    }
  }
  return largest;
}

/** An Article type (NewsArticle, BlogPosting, …), a discussion or a Q&A in the page's JSON-LD. */
const ARTICLE_SCHEMA = /"@type"\s*:\s*\[?\s*"(?:\w*Article|BlogPosting|Report|DiscussionForumPosting|QAPage)"/;

/**
 * The page's one main landmark when the page does not say it is an article (a JSON-LD Article type, og:type
 * "article", or exactly one <article> in the landmark; a page of several is a column of cards); null otherwise.
 * One walk over the document.
 */
export function landingLandmark(doc: Document): Element | null {
  const landmarks: Element[] = [];
  const articles: Element[] = [];
  let article = false;
  for (const element of elementsWhere(doc, (element, tag) => tag === 'script' || tag === 'meta' || tag === 'article' || isMain(element, tag))) {
    const tag = tagOf(element);
    if (tag === 'article') articles.push(element);
    else if (tag === 'meta') article ||= attributeOf(element, 'property') === 'og:type' && /article/i.test(attributeOf(element, 'content') ?? '');
    else if (tag === 'script') article ||= (attributeOf(element, 'type') ?? '').trim().toLowerCase() === 'application/ld+json' && ARTICLE_SCHEMA.test(element.textContent ?? '');
    if (isMain(element, tag)) landmarks.push(element);
  }
  const landmark = article ? null : oneLandmark(landmarks);
  if (!landmark) return null;
  return articles.filter((element) => landmark.contains(element)).length === 1 ? null : landmark;
}
