// One label per footnote, shared by the reference and the definition so `[^3]` and `[^3]:` agree:
// the number or word the page shows on the reference (`1`, `[2]`), else one derived from the id both
// point at (#fn1 / id="fn1", #fn:1, #cite_note-Smith-3).
import { HEADING_TAGS } from '../text/blocks';
import { closestWhere, hasAnyClass, hasClass } from './dom';
import { FOOTNOTE_LABEL_MAX_LENGTH } from './tunables';

const FOOTNOTE_ID = /^(?:fn|footnote|note|cite_note|ftn|endnote|en)[-_:]?(.*)$/i;


const BACKREF_CLASSES = new Set(['footnote-backref', 'footnote-back', 'reversefootnote', 'footnote-return', 'mw-cite-backlink']);
const REFERENCE_CLASSES = new Set(['footnote-ref', 'footnote-reference', 'footnote']);

/**
 * Links from a footnote back to its reference (and Wikipedia's "^" wrapper). A `doc-backlink` in a heading is no
 * note's: docutils and Sphinx link each section title back to the page's contents that way (`<h3><a
 * role="doc-backlink" href="#id6">Running playbooks</a></h3>`), and the link is the heading's whole text.
 */
export function isFootnoteBackref(el: Element): boolean {
  if (hasAnyClass(el, BACKREF_CLASSES)) return true;
  if (el.nodeName.toUpperCase() !== 'A') return false;
  if (/^#(?:fnref|cite_ref)/i.test(el.getAttribute('href') ?? '')) return true;
  return el.getAttribute('role') === 'doc-backlink' && !closestWhere(el, (ancestor) => HEADING_TAGS.has(ancestor.nodeName.toLowerCase()));
}

/**
 * A note's label around its link back to the reference (docutils: `<span>[<a role="doc-backlink">1</a>]</span>`):
 * the definition's `[^1]:` says it, so the label is machinery.
 */
export function isNoteLabel(el: Element): boolean {
  const text = (el.textContent ?? '').trim();
  if (text.length > FOOTNOTE_LABEL_MAX_LENGTH + 2 || !/^[[(]?[^\s[\]()]+[\])]?$/.test(text)) return false;
  return Array.from(el.getElementsByTagName('a')).some(isFootnoteBackref);
}

/** A footnote of its own, not an item of a list of them (DPUB-ARIA; docutils sets each as an <aside>). */
export function isFootnoteElement(el: Element): boolean {
  return el.getAttribute('role') === 'doc-footnote';
}

export function isFootnoteHref(href: string): boolean {
  return /^#(?:fn|footnote|cite_note|ftn|endnote)/i.test(href) && !/^#fnref/i.test(href);
}

export function footnoteLabel(id: string): string {
  const rest = id.match(FOOTNOTE_ID)?.[1] || id;
  const number = rest.match(/(\d+)$/)?.[1];
  return number ?? (rest.replace(/[^\p{L}\p{N}_-]/gu, '') || 'note');
}

/** Links that reference a footnote (pandoc, markdown-it, kramdown, Hugo, Wikipedia, DPub ARIA). */
/** Footnote containers, by class and role (runs for every list item, so no selector matching). */
export function isFootnotesContainer(el: Element): boolean {
  const role = el.getAttribute('role');
  if (role === 'doc-endnotes') return true;
  const className = el.getAttribute('class');
  if (!className) return false;
  const names = className.split(/\s+/);
  return names.includes('footnotes') || names.includes('footnote-list') || (names.includes('references') && el.nodeName.toUpperCase() === 'OL');
}

export function isFootnoteLink(link: Element): boolean {
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('#') || href.length < 2 || isFootnoteBackref(link)) return false;
  if (isFootnoteHref(href) || hasAnyClass(link, REFERENCE_CLASSES) || link.getAttribute('role') === 'doc-noteref') return true;
  const parent = link.parentElement;
  return !!parent && parent.nodeName.toUpperCase() === 'SUP' && (hasClass(parent, 'reference') || parent.getAttribute('role') === 'doc-noteref');
}

/** Label for each footnote target id, from the first reference to it. */
export function collectFootnoteLabels(root: Element): Map<string, string> {
  const labels = new Map<string, string>();
  const used = new Set<string>();
  for (const link of Array.from(root.querySelectorAll('a[href^="#"]'))) {
    if (!isFootnoteLink(link)) continue;
    const id = link.getAttribute('href')!.slice(1);
    if (labels.has(id)) continue;
    const shown = (link.textContent ?? '').replace(/[\s[\]()]/g, '');
    let label = shown.length <= FOOTNOTE_LABEL_MAX_LENGTH && /^[\p{L}\p{N}_-]+$/u.test(shown) ? shown : footnoteLabel(id);
    if (used.has(label)) label = footnoteLabel(id);
    used.add(label);
    labels.set(id, label);
  }
  return labels;
}
