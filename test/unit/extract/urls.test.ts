import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';
import { absoluteUrl, baseUrlOf, hasScheme, hostOf, largestCandidate, lazyImageSource } from '../../../src/core/extract/urls';
import { readMetadata } from '../../../src/core/metadata/index';

const PROSE = 'This sentence is part of a long article paragraph, and it carries punctuation. ';

function page(head: string, article: string) {
  const html = `<!doctype html><html><head>${head}</head><body><article>${article}<p>${PROSE.repeat(6)}</p><p>${PROSE.repeat(5)}</p></article></body></html>`;
  return parseHTML(html).document as unknown as Document;
}

describe('URLs', () => {
  it('resolves relative links against the page URL', () => {
    const result = extract(page('', '<p><a href="/a/b">link</a> ' + PROSE + '</p>'), { url: 'https://example.com/x/y.html' });
    expect(result.html).toContain('href="https://example.com/a/b"');
  });

  it('respects <base href>', () => {
    const doc = page('<base href="https://cdn.example.org/root/">', '<p><img src="pic.png" alt="p">' + PROSE + '</p>');
    expect(baseUrlOf(doc, 'https://example.com/page')).toBe('https://cdn.example.org/root/');
    expect(extract(doc, { url: 'https://example.com/page' }).html).toContain('src="https://cdn.example.org/root/pic.png"');
  });

  it('drops javascript: links and keeps fragments', () => {
    expect(absoluteUrl('javascript:alert(1)', 'https://e.com/')).toBeNull();
    expect(absoluteUrl('#note-1', 'https://e.com/')).toBe('#note-1');
  });

  it('names the host of an absolute address only, and keeps a relative canonical link as written when the page has no address', () => {
    expect(hostOf('https://www.example.com/a/b')).toBe('www.example.com');
    expect(hostOf('')).toBeNull();
    expect(hostOf('/news/story.html')).toBeNull();
    expect(hostOf('www.example.com/a')).toBeNull();
    expect(hasScheme('data:image/png;base64,AAAA')).toBe(true);
    expect(hasScheme('//cdn.example.com/x.png')).toBe(false);
    const doc = page('<link rel="canonical" href="/news/story.html"><meta property="og:image" content="https://cdn.example.com/lead.jpg">', '');
    expect(readMetadata(doc).canonicalUrl).toBe('/news/story.html');
    expect(readMetadata(doc).leadImage).toBe('https://cdn.example.com/lead.jpg');
    expect(readMetadata(doc, 'https://example.com/x/').canonicalUrl).toBe('https://example.com/news/story.html');
  });
});

describe('lazy images', () => {
  const img = (attributes: string) => parseHTML(`<img ${attributes}>`).document.querySelector('img') as unknown as Element;

  it('prefers data-src, data-original and data-lazy-src over a placeholder', () => {
    expect(lazyImageSource(img('src="data:image/gif;base64,R0lG" data-src="/real.jpg"'))).toBe('/real.jpg');
    expect(lazyImageSource(img('src="blank.gif" data-original="/o.jpg"'))).toBe('/o.jpg');
    expect(lazyImageSource(img('data-lazy-src="/l.jpg"'))).toBe('/l.jpg');
  });

  it('takes the widest srcset candidate when there is no src', () => {
    expect(lazyImageSource(img('srcset="a.jpg 320w, b.jpg 1024w, c.jpg 640w"'))).toBe('b.jpg');
    expect(largestCandidate('x.jpg 1x, y.jpg 2x')).toBe('y.jpg');
  });

  it('leaves a real src alone', () => {
    expect(lazyImageSource(img('src="/photo.jpg"'))).toBeNull();
  });

  it('resolves lazy images and <noscript> images in the output', () => {
    const doc = page('', '<p><img src="data:image/gif;base64,R0lG" data-src="/lazy.jpg">' + PROSE + '</p><figure><img class="lazy" src="data:," ><noscript><img src="/nos.jpg" alt="n"></noscript><figcaption>Caption</figcaption></figure>');
    const result = extract(doc, { url: 'https://example.com/' });
    expect(result.html).toContain('src="https://example.com/lazy.jpg"');
    expect(result.html).toContain('src="https://example.com/nos.jpg"');
    expect(result.html).not.toContain('data:,');
  });
});
