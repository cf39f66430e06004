// Which images a clip has: the same choice of URL the Markdown converter makes (largest srcset candidate, lazy
// attributes over placeholders, absolute against the page), so the export's image map finds every one.
import { rawImageSource } from '../../core/markdown/image-source';
import { defaultHtmlParser, type HtmlParser } from '../../core/markdown/parse';
import { absoluteUrl } from '../../core/markdown/urls';

/** Only web addresses and inline images are fetched: `blob:`, `file:`, `chrome:` and the like are not ours to read. */
export function isFetchableImageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || /^data:image\//i.test(url);
}

/** The address an <img> is known by in the clip and its export. */
export function imageKey(img: Element, baseUrl: string): string {
  const raw = rawImageSource(img);
  return raw ? absoluteUrl(raw, baseUrl) : '';
}

/** Every distinct image address in the article HTML, in document order (fetchable or not). */
export function imageUrls(html: string, baseUrl: string, parse: HtmlParser = defaultHtmlParser()): string[] {
  if (!html.includes('<img')) return [];
  const urls = new Set<string>();
  for (const img of Array.from(parse(html).querySelectorAll('img'))) {
    const url = imageKey(img, baseUrl);
    if (url) urls.add(url);
  }
  return [...urls];
}
