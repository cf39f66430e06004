// @vitest-environment jsdom
// The tag walks stand in for querySelectorAll: same elements, same order, on linkedom and on a browser-like DOM.
import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { elementsByTags, elementsWhere, firstElementWhere, hasElementWithTag, walkBelow } from '../../../src/core/text/select';
import { parsePage } from '../../../src/cli/page';
import { tagSoup } from '../property/tag-soup';

const TAGS = new Set(['a', 'p', 'h1', 'h2', 'img', 'li', 'table']);
const SELECTOR = [...TAGS].join(', ');

function linkedomDocument(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

function jsdomDocument(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('tag walks', () => {
  it('walk a whole linkedom document, doctype and content outside <html> included', () => {
    // linkedom gives the doctype no next sibling and keeps a <div> after </html> beside it.
    const doc = linkedomDocument('<!DOCTYPE html><html><head><title>t</title></head><body><p>a <a href="#x">b</a></p></body></html><div><p>c</p></div>');
    expect(elementsWhere(doc, () => true).map((e) => e.localName)).toEqual(Array.from(doc.querySelectorAll('*')).map((e) => e.localName));
    expect(elementsByTags(doc, new Set(['p'])).length).toBe(2);
  });

  it('do not enter <template>, as querySelectorAll does not', () => {
    for (const doc of [linkedomDocument('<html><body><template><p>x</p></template><p>y</p></body></html>'), jsdomDocument('<template><p>x</p></template><p>y</p>')]) {
      expect(elementsByTags(doc.body, new Set(['p'])).map((p) => p.textContent)).toEqual(['y']);
    }
  });

  it('see only what lies below the root, not the root or its siblings', () => {
    const doc = jsdomDocument('<div id="r"><p>in</p></div><p>out</p>');
    const root = doc.getElementById('r')!;
    expect(elementsByTags(root, new Set(['p', 'div'])).map((e) => e.textContent)).toEqual(['in']);
    expect(hasElementWithTag(root, new Set(['div']))).toBe(false);
    expect(firstElementWhere(root, (_, tag) => tag === 'p')?.textContent).toBe('in');
  });

  it('stop when the visitor says so', () => {
    const doc = jsdomDocument('<p>1</p><p>2</p><p>3</p>');
    const seen: string[] = [];
    walkBelow(doc.body, (element) => seen.push(element.textContent ?? '') === 2);
    expect(seen).toEqual(['1', '2']);
  });

  it('find what querySelectorAll finds, in its order, on random markup (linkedom, the CLI parse and jsdom)', () => {
    fc.assert(
      fc.property(tagSoup(), (html) => {
        for (const doc of [linkedomDocument(html), parsePage(html), jsdomDocument(html)]) {
          // linkedom's body getter throws on a document without an element (a text-only soup).
          const inner = doc.documentElement ? (doc.body ?? doc.documentElement) : null;
          for (const root of inner ? [doc, inner] : [doc]) {
            const expected = Array.from((root as ParentNode).querySelectorAll(SELECTOR));
            expect(elementsByTags(root, TAGS)).toEqual(expected);
            expect(hasElementWithTag(root, TAGS)).toBe(expected.length > 0);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
