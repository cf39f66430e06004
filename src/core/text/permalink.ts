// Heading permalinks: the "¶" Sphinx appends to every heading, the "#" of Node's API docs and GitHub, "§", "🔗".
// They are page machinery: neither the clip's text, its title nor its Markdown keep them.
import { HEADING_TAGS, tagOf } from './blocks';

/** Classes of permalink anchors that documentation generators append to headings (Sphinx, GitHub, MDN, Docusaurus). */
const PERMALINK_CLASSES: ReadonlySet<string> = new Set(['headerlink', 'anchor', 'anchor-link', 'hash-link', 'heading-anchor', 'header-anchor', 'permalink']);

/** What permalinks show; a link whose whole text is one of these and that points at a fragment is one. */
const PERMALINK_SYMBOLS: ReadonlySet<string> = new Set(['¶', '#', '§', '🔗', '¶¶']);

/** A permalink symbol (or two) at the end of a heading's text: "functools — Higher-order functions¶", "Assert#". */
const TRAILING_SYMBOL = /(?<=\S)\s*(?:¶¶?|#|§|🔗)$/u;

/** Whether `link` (an <a>) is a heading permalink: a generator's class or a symbol pointing at a fragment, at most two characters shown. */
export function isPermalink(link: Element): boolean {
  if (pointsAtHeadingBefore(link)) return true;
  const text = (link.textContent ?? '').trim();
  // A linked image shows no text either ("<a aria-hidden="true"><img></a>", a teaser's picture): it is content.
  if (text.length > 2 || link.getElementsByTagName('img').length > 0) return false;
  const href = link.getAttribute('href') ?? '';
  const className = link.getAttribute('class');
  if (className && className.split(/\s+/).some((name) => PERMALINK_CLASSES.has(name))) return true;
  if (PERMALINK_SYMBOLS.has(text) && href.includes('#')) return true;
  return link.getAttribute('aria-hidden') === 'true' && !href.startsWith('#fn');
}

/** A heading's text without the permalink symbol its link left at the end. */
export function withoutPermalinkSymbol(text: string): string {
  return text.replace(TRAILING_SYMBOL, '');
}

/**
 * A link right after a heading that points at that heading: its permalink, whatever it shows (Starlight's
 * `<h2 id="x">…</h2><a class="sl-anchor-link" href="#x"><span class="sr-only">Section titled “…”</span></a>`).
 */
function pointsAtHeadingBefore(link: Element): boolean {
  const href = link.getAttribute('href');
  if (!href || !href.startsWith('#') || href.length < 2) return false;
  const heading = link.previousElementSibling;
  return heading !== null && HEADING_TAGS.has(tagOf(heading)) && heading.getAttribute('id') === decodeFragment(href.slice(1));
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
