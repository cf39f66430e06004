import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';
import { isScholarlyPage, removeBackMatter } from '../../../src/core/extract/backmatter';

const SENTENCE = 'Soil moisture under the canopy fell by a third over the three dry summers, and the seedlings that survived were those with the deepest roots. ';
const HIGHWIRE = '<meta name="citation_title" content="Root depth and drought survival"><meta name="citation_doi" content="10.1371/journal.pone.0000001">';

function page(head: string, body: string): Document {
  return parseHTML(`<!doctype html><html><head><title>Root depth and drought survival</title>${head}</head><body>${body}</body></html>`).document as unknown as Document;
}

function container(html: string): Element {
  return parseHTML(`<!doctype html><html><body><div id="c">${html}</div></body></html>`).document.getElementById('c') as unknown as Element;
}

describe("a paper's back matter", () => {
  it('knows a paper by its Highwire citation tags', () => {
    expect(isScholarlyPage(page(HIGHWIRE, '<p>x</p>'))).toBe(true);
    expect(isScholarlyPage(page('<meta name="description" content="A blog post">', '<p>x</p>'))).toBe(false);
  });

  it('reads the <meta> elements the walk found when given them, not the head again', () => {
    const paper = page(HIGHWIRE, '<p>x</p>');
    const blog = page('<meta name="description" content="A blog post">', '<p>x</p>');
    const metas = (doc: Document) => Array.from(doc.getElementsByTagName('meta'));
    expect(isScholarlyPage(blog, metas(paper))).toBe(true);
    expect(isScholarlyPage(paper, metas(blog))).toBe(false);
    expect(isScholarlyPage(paper, [])).toBe(false);
  });

  it('removes each back-matter section, flat under its heading or boxed, and keeps the sections between them', () => {
    // Frontiers sets every section flat in one container; Springer boxes each in a <section>.
    const flat = container(`<h2>Discussion</h2><p>${SENTENCE}</p><h2>Data availability statement</h2><p>The data are on Dryad.</p>` +
      `<h2>Author contributions</h2><p>MK: writing.</p><h3>Roles</h3><p>All authors read it.</p><h2>Appendix A</h2><p>${SENTENCE}</p>` +
      `<h2>5. Funding:</h2><p>The Nordic Fund paid for it.</p><h2>References</h2><ol><li>Smith J. Roots. 2020.</li></ol>`);
    expect(removeBackMatter(flat)).toEqual(['Data availability statement', 'Author contributions', 'Funding', 'References']);
    expect(flat.textContent).toBe(`Discussion${SENTENCE}Appendix A${SENTENCE}`);
    const boxed = container(`<section><h2>Results</h2><p>${SENTENCE}</p></section><section class="c-article-section"><h2>Ethics declarations</h2>` +
      '<h3>Conflict of interest</h3><p>None.</p></section><section><h2>Notes</h2><p>A note of the text.</p></section>');
    expect(removeBackMatter(boxed)).toEqual(['Ethics declarations']);
    expect(boxed.textContent).toBe(`Results${SENTENCE}NotesA note of the text.`);
  });

  it("removes a box titled by a bold label alone (MDPI's Share and Cite) and the metrics section", () => {
    const root = container(`<h2>Conclusions</h2><p>${SENTENCE}</p><div class="in-tab"><div><b>Share and Cite</b></div><p>MDPI and ACS Style</p><p>Ortega, L. Roots. 2025.</p></div>` +
      '<h2 id="metrics">Article Metrics</h2><p>Citations 0</p><p>A line in <b>Citations</b> bold.</p>');
    expect(removeBackMatter(root)).toEqual(['Article Metrics', 'Share and Cite']);
    expect(root.textContent).toBe(`Conclusions${SENTENCE}`);
  });

  it('leaves the sections of a page that is no paper', () => {
    const body = `<article><h1>Root depth and drought survival</h1><p>${SENTENCE.repeat(3)}</p><h2>Acknowledgments</h2><p>Thanks to my neighbours, who lent me the shovel and two summers of their evenings.</p></article>`;
    expect(extract(page('', body)).text).toContain('Thanks to my neighbours');
    const paper = extract(page(HIGHWIRE, body));
    expect(paper.text).not.toContain('Thanks to my neighbours');
    expect(paper.text).toContain('Soil moisture');
  });
});
