import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';
import { removeRelatedCards } from '../../../src/core/extract/lines';
import { isSponsorLabel, removeSponsorBoxes } from '../../../src/core/extract/sponsor';

/** The sponsor boxes removeSponsorBoxes finds on the labels removeRelatedCards' walk collects, as the engine runs them. */
function removeSponsors(root: Element): string[] {
  const labels = { test: isSponsorLabel, found: [] as Text[] };
  removeRelatedCards(root, labels);
  return removeSponsorBoxes(root, labels.found);
}

const BODY = 'The spread between the quotes was wider than I expected, and most of it came down to how each installer sized the system. ';

function container(html: string): Element {
  return parseHTML(`<!doctype html><html><body><div id="c">${html}</div></body></html>`).document.getElementById('c') as unknown as Element;
}

describe("a sponsor's section", () => {
  it("removes the box a sponsor's label opens (Beehiiv's TOGETHER WITH), with its heading, pitch and button", () => {
    const sponsor = '<div class="section"><p><span><b>TOGETHER WITH GRIDWISE</b></span></p><h3>Know what your home actually uses</h3>' +
      '<p>Gridwise clips onto your electrical panel in ten minutes and shows you what each circuit draws.</p><div class="button"><a href="https://gridwise.example">Get 20% off Gridwise</a></div></div>';
    const root = container(`<p>${BODY}</p>${sponsor}<h2>1. Sizing</h2><p>${BODY}</p>`);
    expect(removeSponsors(root)).toEqual(['TOGETHER WITH GRIDWISE']);
    expect(root.textContent).toBe(`${BODY}1. Sizing${BODY}`);
  });

  it("keeps a sentence that opens with such words, and a wire's credit", () => {
    const root = container(`<p>${BODY}</p><p>Presented by the council last spring, the plan drew more objections than any before it.</p><p>Brought to you by AAP</p>`);
    expect(removeSponsors(root)).toEqual([]);
  });

  it('leaves the sponsor out of a clip of the issue', () => {
    const page = parseHTML(`<!doctype html><html><head><title>Heat pump quotes</title></head><body><div id="content-blocks"><p>${BODY.repeat(3)}</p>` +
      `<div class="section"><p><b>PRESENTED BY GRIDWISE</b></p><p>Gridwise clips onto your electrical panel and shows what each circuit draws.</p><p><a href="/g">Get 20% off</a></p></div><p>${BODY.repeat(3)}</p></div></body></html>`).document as unknown as Document;
    const result = extract(page);
    expect(result.text).toContain('The spread between the quotes');
    expect(result.text).not.toContain('Gridwise');
  });
});
