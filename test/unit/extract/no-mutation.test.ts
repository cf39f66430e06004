// @vitest-environment jsdom
// The engine reads the live page; it must never change it. Checked under jsdom and linkedom alike.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract, extractFromRoot, extractFullPage } from '../../../src/core/extract/index';
import { parseInert } from '../../../src/core/extract/inert';

const PAGE = `<!doctype html><html><head><title>T - Site</title><base href="/b/"></head><body>
  <nav><a href="x">nav</a></nav>
  <div class="sidebar-wrapper"><article><h1>T</h1>
  <p>First paragraph of the article, long enough to count as body text for the scorer, really.</p>
  <p>Second paragraph, also long enough: it has commas, full stops and several clauses in it.</p>
  <img src="data:image/gif;base64,R0lG" data-src="/real.jpg"><noscript><img src="/n.jpg"></noscript>
  <div style="display:none">hidden</div><form><input value="v"></form>
  <script>var s = 1;</script></article></div>
  <div id="comments"><p>A comment that is long enough to look like an article paragraph, sadly.</p></div>
</body></html>`;

function checkUnchanged(doc: Document): void {
  const before = doc.documentElement.outerHTML;
  extract(doc, { url: 'https://example.com/p' });
  extractFullPage(doc, { url: 'https://example.com/p' });
  extractFromRoot(doc.querySelector('article')!, doc, { url: 'https://example.com/p' });
  expect(doc.documentElement.outerHTML).toBe(before);
}

describe('the engine never mutates the document', () => {
  it('under jsdom', () => {
    checkUnchanged(new DOMParser().parseFromString(PAGE, 'text/html'));
  });

  it('under linkedom', () => {
    checkUnchanged(parseHTML(PAGE).document as unknown as Document);
  });

  it('gives the same text under jsdom and linkedom', () => {
    const fromJsdom = extract(new DOMParser().parseFromString(PAGE, 'text/html'));
    const fromLinkedom = extract(parseHTML(PAGE).document as unknown as Document);
    expect(fromJsdom.text).toBe(fromLinkedom.text);
    expect(fromJsdom.text).toContain('First paragraph');
  });
});

describe('markup the engine parses itself', () => {
  it('is parsed in an inert document, not the page', () => {
    const page = new DOMParser().parseFromString('<html><body><p>x</p></body></html>', 'text/html');
    const holder = parseInert(page, '<img src="x" onerror="alert(1)">');
    expect(holder.ownerDocument).not.toBe(page);
    expect(holder.querySelector('img')).not.toBeNull();
  });

  it('keeps no event attributes from <noscript> markup in the output', () => {
    const sentence = 'A long enough sentence of article text, with commas and a full stop. ';
    const page = new DOMParser().parseFromString(`<html><body><article><p>${sentence.repeat(5)}</p><noscript><img src="/n.jpg" onerror="alert(1)"></noscript><p>${sentence.repeat(4)}</p></article></body></html>`, 'text/html');
    const { html } = extract(page, { url: 'https://example.com/' });
    expect(html).toContain('https://example.com/n.jpg');
    expect(html).not.toContain('onerror');
  });
});
