// Which address an image is known by: the same choice of URL the Markdown converter makes (largest srcset
// candidate, lazy attributes over placeholders, absolute against the page), so the export's image map finds it.
import { rawImageSource } from '../../core/markdown/image-source';
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
