// Hostile and huge pages through the engine (linkedom, as in the CLI): a page too big to finish in the time
// budget, 10,000 nested divs, a frameset, a <base href> pointing elsewhere (or at script), and pages in GBK,
// Big5, Shift_JIS and UTF-16. The engine must finish, keep the article, and never emit a script URL.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { decodePage } from '../../../src/cli/decode';
import { extract, extractFullPage } from '../../../src/core/extract';
import { toMarkdown } from '../../../src/core/markdown';
import { MIN_TEXT_AFTER_BUDGET } from '../../../src/core/extract/tunables';
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
  const bigPage = (blocks: number, extra: (i: number) => string = () => '') =>
    parse(`<!doctype html><html><head><title>Huge</title></head><body><article>${Array.from({ length: blocks }, (_, i) => paragraph(i) + extra(i)).join('')}</article></body></html>`);
  const URL = 'https://example.com/';

  // The budget is checked inside the scoring walk and the copy-out, so a page far too big for it returns soon
  // after the budget with the beginning of its article, not after the whole page has been read.
  it('a page too big for the budget returns the beginning of its article, with a note, soon after the budget', () => {
    const doc = bigPage(8_000);
    let whole: ReturnType<typeof extract> | undefined;
    const wholeMs = timedMs(() => {
      whole = extract(doc, { url: URL, timeBudgetMs: Number.POSITIVE_INFINITY });
    });
    const budgetMs = 1;
    let result: ReturnType<typeof extract> | undefined;
    const elapsed = timedMs(() => {
      result = extract(doc, { url: URL, timeBudgetMs: budgetMs });
    });
    console.log(`time budget: whole page ${wholeMs.toFixed(0)} ms; ${budgetMs} ms budget returned after ${elapsed.toFixed(0)} ms with ${result?.text.length} chars and note "${result?.note ?? ''}"`);
    expect(whole?.cutShort).toBeUndefined();
    expect(result?.note).toMatch(/time budget/i);
    expect(result?.cutShort).toBe('time');
    expect(result?.text).toMatch(/^Paragraph 0 of a very long page/);
    expect(whole?.text.startsWith(result!.text.slice(0, 2_000))).toBe(true);
    // A readable beginning even when the first step spent the budget (Deadline.done), and not much more.
    expect(result!.text.length).toBeGreaterThanOrEqual(MIN_TEXT_AFTER_BUDGET);
    expect(result!.text.length).toBeLessThan(whole!.text.length / 10);
    // Relative, so a busy machine slows both sides alike: reading the whole page takes many times longer.
    expect(elapsed).toBeLessThan(wholeMs / 3);
  });

  it('within the budget, the result is exactly the unbudgeted one', () => {
    const doc = bigPage(300);
    const budgeted = extract(doc, { url: URL });
    const unbounded = extract(doc, { url: URL, timeBudgetMs: Number.POSITIVE_INFINITY });
    expect(budgeted.cutShort).toBeUndefined();
    expect({ ...budgeted, ms: 0 }).toEqual({ ...unbounded, ms: 0 });
  });

  it('a walk stopped by the budget never lets unchecked (hidden) parts of the page into the copy', () => {
    const doc = bigPage(5_000, (i) => (i % 7 === 3 ? '<p class="secret">SECRET hidden text the reader cannot see.</p>' : ''));
    const isHidden = (element: Element) => element.getAttribute('class') === 'secret';
    const whole = extract(doc, { url: URL, isHidden, timeBudgetMs: Number.POSITIVE_INFINITY });
    expect(whole.text).not.toContain('SECRET');
    for (const mode of [extract, extractFullPage]) {
      const result = mode(doc, { url: URL, isHidden, timeBudgetMs: 1 });
      expect(result.cutShort).toBe('time');
      expect(result.text).toContain('Paragraph 0');
      expect(result.text).not.toContain('SECRET');
    }
  });

  it('an element with tens of thousands of slow-to-check children does not hold the walk past the budget', () => {
    // The article comes first, then a list of 20,000 tags: the walk meets all 20,000 while handling one element,
    // each checked by a slow isHidden (a computed-style stand-in, ~0.05 ms; the article's checks are quick).
    const article = Array.from({ length: 250 }, (_, i) => `<p>Paragraph ${i} of the article, long enough to read as a sentence of prose, with more words.</p>`).join('');
    const links = Array.from({ length: 20_000 }, (_, i) => `<span>tag ${i}</span>`).join('');
    const doc = parse(`<!doctype html><html><head><title>Flat</title></head><body><article>${article}</article><div class="tags">${links}</div></body></html>`);
    const isHidden = (element: Element) => {
      const until = performance.now() + (element.tagName === 'SPAN' ? 0.05 : 0);
      while (performance.now() < until);
      return false;
    };
    let whole: ReturnType<typeof extract> | undefined;
    const wholeMs = timedMs(() => {
      whole = extract(doc, { url: URL, isHidden, timeBudgetMs: Number.POSITIVE_INFINITY });
    });
    let result: ReturnType<typeof extract> | undefined;
    const elapsed = timedMs(() => {
      result = extract(doc, { url: URL, isHidden, timeBudgetMs: 300 });
    });
    console.log(`flat list: whole ${wholeMs.toFixed(0)} ms, 300 ms budget returned after ${elapsed.toFixed(0)} ms`);
    expect(result?.note).toMatch(/time budget/);
    // The article was read whole before the budget ran out: nothing of it is lost.
    expect(result?.text).toBe(whole?.text);
    expect(elapsed).toBeLessThan(wholeMs / 3);
  });

  it('maxTextChars cuts a long article at that size, keeping its beginning, with a note', () => {
    const doc = bigPage(2_000);
    const result = extract(doc, { url: URL, maxTextChars: 10_000, timeBudgetMs: Number.POSITIVE_INFINITY });
    expect(result.cutShort).toBe('size');
    expect(result.note).toMatch(/longer than 10,000 characters/);
    expect(result.text).toMatch(/^Paragraph 0 of a very long page/);
    expect(result.text.length).toBeGreaterThan(9_000);
    expect(result.text.length).toBeLessThan(10_500);
    const full = extractFullPage(doc, { url: URL, maxTextChars: 10_000, timeBudgetMs: Number.POSITIVE_INFINITY });
    expect(full.cutShort).toBe('size');
    expect(full.text.length).toBeLessThan(10_500);
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
