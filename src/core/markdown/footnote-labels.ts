// One label per footnote, shared by the reference and the definition so `[^3]` and `[^3]:` agree:
// the number or word the page shows on the reference (`1`, `[2]`), else one derived from the id both
// point at (#fn1 / id="fn1", #fn:1, #cite_note-Smith-3).

const FOOTNOTE_ID = /^(?:fn|footnote|note|cite_note|ftn|endnote|en)[-_:]?(.*)$/i;

/** Containers of footnote definitions (pandoc, markdown-it, kramdown, Hugo, Wikipedia, DPub ARIA). */
export const FOOTNOTES_SELECTOR = '.footnotes, .footnote-list, ol.references, [role="doc-endnotes"], section.footnotes, div.footnotes';

/** Links from a footnote back to its reference. */
export const BACKREF_SELECTOR = 'a.footnote-backref, a.footnote-back, a[href^="#fnref"], a[role="doc-backlink"], .mw-cite-backlink, a.reversefootnote, a.footnote-return';

export function isFootnoteHref(href: string): boolean {
  return /^#(?:fn|footnote|cite_note|ftn|endnote)/i.test(href) && !/^#fnref/i.test(href);
}

export function footnoteLabel(id: string): string {
  const rest = id.match(FOOTNOTE_ID)?.[1] || id;
  const number = rest.match(/(\d+)$/)?.[1];
  return number ?? (rest.replace(/[^\p{L}\p{N}_-]/gu, '') || 'note');
}

/** Links that reference a footnote (pandoc, markdown-it, kramdown, Hugo, Wikipedia, DPub ARIA). */
export function isFootnoteLink(link: Element): boolean {
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('#') || href.length < 2 || link.matches(BACKREF_SELECTOR)) return false;
  return isFootnoteHref(href) || link.matches('.footnote-ref, .footnote-reference, .footnote, [role="doc-noteref"]') || !!link.closest('sup.reference, [role="doc-noteref"]');
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
    let label = /^[\p{L}\p{N}_-]{1,20}$/u.test(shown) ? shown : footnoteLabel(id);
    if (used.has(label)) label = footnoteLabel(id);
    used.add(label);
    labels.set(id, label);
  }
  return labels;
}
