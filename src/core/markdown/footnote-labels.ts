// One label per footnote, derived from the id both the reference and the definition point at
// (#fn1 / id="fn1", #fn:1, #cite_note-Smith-3), so `[^3]` and `[^3]:` always agree.

const FOOTNOTE_ID = /^(?:fn|footnote|note|cite_note|ftn|endnote|en)[-_:]?(.*)$/i;

/** Containers of footnote definitions (pandoc, markdown-it, kramdown, Hugo, Wikipedia, DPub ARIA). */
export const FOOTNOTES_SELECTOR = '.footnotes, .footnote-list, ol.references, [role="doc-endnotes"], section.footnotes, div.footnotes';

export function isFootnoteHref(href: string): boolean {
  return /^#(?:fn|footnote|cite_note|ftn|endnote)/i.test(href);
}

export function footnoteLabel(id: string): string {
  const rest = id.match(FOOTNOTE_ID)?.[1] || id;
  const number = rest.match(/(\d+)$/)?.[1];
  return number ?? (rest.replace(/[^\p{L}\p{N}_-]/gu, '') || 'note');
}
