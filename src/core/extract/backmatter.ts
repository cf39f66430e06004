// A scholarly article's back matter: the sections a journal sets after the text (author contributions, funding,
// competing interests, data availability, acknowledgments, the reference list, a publisher's note, metrics). They
// are the paper's record, not its reading text, and a clip of a paper reads as the paper: abstract, body, figures.
// Only on a page that says it is a paper (the Highwire Press citation_* tags every journal sets for Google Scholar):
// elsewhere "Acknowledgments" or "Funding" may head a blog's own words.
import { HEADING_TAGS, attributeOf, tagOf } from '../text/blocks';
import { elementsByTags } from '../text/select';
import { BACK_MATTER_HEADING } from './tunables';

/**
 * Whether the page declares a scholarly article: a citation_title, citation_doi or citation_journal_title tag.
 * `metas`, when given, are the page's <meta> elements as the engine's walk already found them (metadata/scan.ts):
 * read there, not looked for again in <head>.
 */
export function isScholarlyPage(doc: Document, metas?: readonly Element[]): boolean {
  if (metas) return metas.some(isScholarlyMeta);
  const head = doc.head;
  return head !== null && elementsByTags(head, META_TAGS).some(isScholarlyMeta);
}

const META_TAGS: ReadonlySet<string> = new Set(['meta']);

function isScholarlyMeta(meta: Element): boolean {
  const name = attributeOf(meta, 'name');
  return name !== null && SCHOLARLY_META.test(name.trim());
}

const SCHOLARLY_META = /^citation_(?:title|doi|journal_title)$/i;

/** Boxes that hold one section: the heading opening one of these takes the whole box with it. */
const SECTION_TAGS: ReadonlySet<string> = new Set(['section', 'div']);

/**
 * Removes from the article copy each section under a back-matter heading (BACK_MATTER_HEADING, numbering aside),
 * a heading element or a block that is one bold label:
 * the box it opens when it is the first thing in a <section> or <div> holding no heading of its rank or above after
 * it, else the heading and what follows it up to the next heading of its rank or above. Returns the headings.
 */
export function removeBackMatter(container: Element): string[] {
  const removed: string[] = [];
  for (const heading of [...elementsByTags(container, HEADING_TAGS), ...boldLabels(container)]) {
    if (!container.contains(heading)) continue;
    const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/^(?:[\dIVX]+\.?)+\s+/, '').replace(/\s*[:：.]$/, '');
    if (!BACK_MATTER_HEADING.test(text)) continue;
    removed.push(text);
    const rank = headingRank(heading);
    const box = heading.parentElement;
    if (box && box !== container && SECTION_TAGS.has(tagOf(box)) && box.firstElementChild === heading && !rankedHeadingAfter(box, heading, rank)) {
      box.parentNode?.removeChild(box);
      continue;
    }
    let node: Node | null = heading.nextSibling;
    heading.parentNode?.removeChild(heading);
    while (node) {
      const next: Node | null = node.nextSibling;
      if (node.nodeType === 1 && holdsRankedHeading(node as Element, rank)) break;
      node.parentNode?.removeChild(node);
      node = next;
    }
  }
  return removed;
}

/**
 * Blocks that are one bold label and nothing else, as MDPI titles its "Share and Cite" box (`<div><b>Share and
 * Cite</b></div>`): a heading of the lowest rank.
 */
function boldLabels(container: Element): Element[] {
  const labels: Element[] = [];
  for (const bold of elementsByTags(container, BOLD_TAGS)) {
    const block = bold.parentElement;
    if (!block || block === container || !LABEL_BLOCK_TAGS.has(tagOf(block))) continue;
    const text = (bold.textContent ?? '').trim();
    if (text && (block.textContent ?? '').trim() === text && BACK_MATTER_HEADING.test(text.replace(/\s*[:：.]$/, ''))) labels.push(block);
  }
  return labels;
}

const BOLD_TAGS: ReadonlySet<string> = new Set(['b', 'strong']);
const LABEL_BLOCK_TAGS: ReadonlySet<string> = new Set(['div', 'p']);

/** A heading's rank: 1 for <h1> to 6 for <h6>, 7 for a bold label (boldLabels). */
function headingRank(heading: Element): number {
  const tag = tagOf(heading);
  return HEADING_TAGS.has(tag) ? Number(tag.slice(1)) : 7;
}

/** Whether `element` is, or holds, a heading of rank `rank` or above (h2 is above h3). */
function holdsRankedHeading(element: Element, rank: number): boolean {
  if (HEADING_TAGS.has(tagOf(element))) return headingRank(element) <= rank;
  for (const heading of elementsByTags(element, HEADING_TAGS)) if (headingRank(heading) <= rank) return true;
  return false;
}

/** Whether a heading of rank `rank` or above follows `heading` inside `box`. */
function rankedHeadingAfter(box: Element, heading: Element, rank: number): boolean {
  for (let node = heading.nextElementSibling; node; node = node.nextElementSibling) if (holdsRankedHeading(node, rank)) return true;
  return false;
}
