// The parser-free image scanner the service worker uses must find the same addresses, in the same order, as the
// Markdown converter's own choice over a real parsed DOM (linkedom here).
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { imageKey } from '../../../src/shared/assets';
import { imageUrls } from '../../../src/shared/assets/find-images';

const BASE = 'https://site.example/post/1';

function parsedImageUrls(html: string): string[] {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const urls = Array.from(document.querySelectorAll('img')).map((img) => imageKey(img as unknown as Element, BASE)).filter(Boolean);
  return [...new Set(urls)];
}

const CASES: Record<string, string> = {
  plain: '<p><img src="/a.png"><img src="b.jpg" alt="x > y"><IMG src="/c.gif"></p>',
  srcset: '<img src="small.jpg" srcset="small.jpg 300w, big.jpg 1200w" sizes="50vw"><img srcset="one.png 1x, two.png 2x">',
  picture: '<picture><source srcset="/wide.webp 1600w, /mid.webp 800w" type="image/webp"><img src="/fallback.jpg" alt="p"></picture><img src="/after.png">',
  lazy: '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/real.png"><img src="/spacer.gif" data-original="/orig.jpg">',
  entities: '<img src="/i.png?a=1&amp;b=2"><img alt="&quot;quoted&quot;" src=\'/single.png\'><img src=/unquoted.png />',
  inline: '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==">',
  repeats: '<img src="/same.png"><p>text &lt;img src="/not-an-image.png"&gt;</p><img src="https://site.example/same.png">',
  none: '<p>No pictures at all.</p>',
};

describe('finding a clip’s images without a parser', () => {
  for (const [name, html] of Object.entries(CASES)) {
    it(`agrees with a parsed DOM: ${name}`, () => {
      expect(imageUrls(html, BASE)).toEqual(parsedImageUrls(html));
    });
  }

  it('finds the addresses the Markdown export will look up', () => {
    expect(imageUrls(CASES.picture!, BASE)).toEqual(['https://site.example/wide.webp', 'https://site.example/after.png']);
    expect(imageUrls(CASES.entities!, BASE)[0]).toBe('https://site.example/i.png?a=1&b=2');
    expect(imageUrls(CASES.repeats!, BASE)).toEqual(['https://site.example/same.png']);
  });
});
