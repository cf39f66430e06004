// bench:speed --browser: the extractors bundled into a cross-origin isolated page in Chromium, each page parsed by
// DOMParser for each system and timed there.
import { describe, expect, it } from 'vitest';
import { timeInBrowser } from '../../bench/speed/browser';

const paragraph = (n: number) => `<p>Paragraph ${n} of the story, long enough to be read as prose by either extractor, with a sentence that ends here. And another one follows it, so the line is long.</p>`;
const ARTICLE = `<!doctype html><html><head><title>A story - Example</title></head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav><article><h1>A story</h1>${Array.from({ length: 12 }, (_, i) => paragraph(i)).join('')}</article><footer>© Example</footer></body></html>`;

describe('bench:speed --browser', () => {
  it('times both systems in Chromium on their own parses, and both find the article', async () => {
    const pages = [
      { html: () => ARTICLE, url: 'https://example.com/story' },
      { html: () => '<html><body><ul><li><a href="/a">A</a></li></ul></body></html>', url: undefined },
      { html: () => '<div><p>unclosed <b>tags <i>everywhere', url: undefined },
    ];
    const timed = await timeInBrowser(pages, ['pith', 'readability'], 1, 256 * 1024 * 1024);
    for (const system of ['pith', 'readability'] as const) {
      expect(timed.ms[system]).toHaveLength(3);
      for (const ms of timed.ms[system]) expect(Number.isFinite(ms) && ms >= 0).toBe(true);
      expect(timed.chars[system][0], system).toBeGreaterThan(1000);
    }
    expect(timed.ms.pith[0]).toBeGreaterThan(0);
    expect(timed.peakHeapBytes).toBeGreaterThan(0);
  });
});
