// Hostile and huge pages through the engine (linkedom, as in the CLI): a page too big to finish in the time
// budget, 10,000 nested divs, a frameset, a <base href> pointing elsewhere (or at script), and pages in GBK,
// Big5, Shift_JIS and UTF-16. The engine must finish, keep the article, and never emit a script URL.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { decodePage } from '../../../src/cli/decode';
import { extract, extractFullPage } from '../../../src/core/extract';
import { toMarkdown } from '../../../src/core/markdown';
import { bytesOf, charsetOf, ENCODED_PAGES } from './encoded-pages';

function parse(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

function timedMs(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

const paragraph = (i: number) =>
  `<div class="block"><p>Paragraph ${i} of a very long page, with <a href="/p${i}">a link</a>, <b>bold words</b> and enough ordinary text to score as prose.</p></div>`;

describe('time budget', () => {
  // The engine checks its budget between stages (not inside the scoring walk), so a page too big for the budget
  // returns after the stage that overran it. A 1 ms budget makes the overrun certain on any machine; the bound
  // is one stage of this page plus slack for a busy machine.
  it('a page too big for the budget returns best-so-far, with a note, soon after the budget', () => {
    const doc = parse(`<!doctype html><html><head><title>Huge</title></head><body><article>${Array.from({ length: 3_000 }, (_, i) => paragraph(i)).join('')}</article></body></html>`);
    const budgetMs = 1;
    let result: ReturnType<typeof extract> | undefined;
    const elapsed = timedMs(() => {
      result = extract(doc, { url: 'https://example.com/', timeBudgetMs: budgetMs });
    });
    console.log(`time budget: ${budgetMs} ms budget, returned after ${elapsed.toFixed(0)} ms with note "${result?.note ?? ''}"`);
    expect(result?.note).toMatch(/time budget/i);
    expect(result?.text.length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(3_000);
  });
});

describe('deep nesting', () => {
  const depth = 10_000;
  const nested = `${'<div>'.repeat(depth)}<p>The text at the bottom of ten thousand divs.</p>${'</div>'.repeat(depth)}`;

  it('extract and full-page mode finish on 10,000 nested divs and keep the text', () => {
    const doc = parse(`<!doctype html><html><head><title>Deep</title></head><body>${nested}</body></html>`);
    let text = '';
    const elapsed = timedMs(() => {
      text = extract(doc, { url: 'https://example.com/' }).text;
    });
    expect(text).toContain('The text at the bottom of ten thousand divs.');
    expect(elapsed).toBeLessThan(5_000);
    expect(extractFullPage(doc, { url: 'https://example.com/' }).text).toContain('ten thousand divs');
  });

  // Turndown recurses once per element; before capNesting (src/core/markdown/depth.ts) hoisted deep content,
  // this threw "RangeError: Maximum call stack size exceeded" from about 2,000 levels.
  it('toMarkdown converts 10,000 nested divs without overflowing the stack', () => {
    let markdown = '';
    const elapsed = timedMs(() => {
      markdown = toMarkdown(nested);
    });
    expect(markdown).toBe('The text at the bottom of ten thousand divs.');
    expect(elapsed).toBeLessThan(5_000);
  });

  it('toMarkdown handles 1,000 nested divs (the depth real pages reach)', () => {
    const shallower = `${'<div>'.repeat(1_000)}<p>A thousand levels down.</p>${'</div>'.repeat(1_000)}`;
    expect(toMarkdown(shallower)).toContain('A thousand levels down.');
  });
});

describe('odd documents', () => {
  it('a frameset page has no article: no throw, empty result with a note', () => {
    const doc = parse('<!doctype html><html><head><title>Frames</title></head><frameset cols="50%,50%"><frame src="https://evil.example/a"><frame src="javascript:top.__pwned=1"></frameset></html>');
    const result = extract(doc, { url: 'https://example.com/frames.html' });
    expect(result.text.trim()).toBe('');
    expect(result.note).toBeTruthy();
    expect(result.html).not.toMatch(/javascript:|<frame/i);
  });

  it('<base href> on another host: relative links resolve against it, as the browser would', () => {
    const doc = parse(`<!doctype html><html><head><title>Based</title><base href="https://cdn.other.example/docs/"></head><body><article><h1>Based</h1>${Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i} with <a href="page-${i}.html">a relative link</a> and enough words to be the article body of this page.</p>`).join('')}</article></body></html>`);
    const result = extract(doc, { url: 'https://example.com/post.html' });
    expect(result.html).toContain('href="https://cdn.other.example/docs/page-0.html"');
  });

  it('<base href="javascript:…"> never turns relative links into script URLs', () => {
    const doc = parse(`<!doctype html><html><head><title>Based</title><base href="javascript:top.__pwned=1//"></head><body><article><h1>Based</h1>${Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i} with <a href="page-${i}.html">a relative link</a> and <img src="img-${i}.png" alt="figure"> and enough words to be the article body.</p>`).join('')}</article></body></html>`);
    const result = extract(doc, { url: 'https://example.com/post.html' });
    expect(result.text).toContain('Paragraph 5');
    expect(result.html).not.toMatch(/javascript:/i);
  });
});

describe('legacy encodings and UTF-16', () => {
  it.each(ENCODED_PAGES.map((page) => [page.name, page] as const))('%s: the fixture bytes are what they claim', (_name, page) => {
    const html = new TextDecoder(charsetOf(page)).decode(bytesOf(page));
    expect(html).toContain(`<h1>${page.title}</h1>`);
    expect(html).toContain(`<p>${page.paragraph}</p>`);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytesOf(page))).toThrow();
  });

  it.each(ENCODED_PAGES.map((page) => [page.name, page] as const))('%s: the CLI decodes the file and the engine extracts the article', (_name, page) => {
    const doc = parse(decodePage(bytesOf(page)));
    const result = extract(doc, { url: 'https://example.com/legacy.html' });
    expect(result.metadata.title).toBe(page.title);
    expect(result.text).toContain(page.paragraph);
    expect(result.text).not.toContain('\uFFFD');
  });
});
