// Links and images made absolute (against <base href> and the page URL) and lazy images resolved.
import { attributeOf, tagOf } from '../text/blocks';
import { elementsByTags, walkBelow } from '../text/select';

/** The URL relative links resolve against: `<base href>` resolved against the page URL. */
export function baseUrlOf(doc: Document, pageUrl?: string): string | null {
  const baseElement = findBase(doc);
  const base = baseElement ? attributeOf(baseElement, 'href') : null;
  const page = pageUrl ?? documentUrl(doc);
  try {
    if (base) return new URL(base, page ?? undefined).href;
  } catch {
    // An unparsable <base> is ignored, as browsers do.
  }
  return page;
}

/** `<base>` belongs in <head>; looking only there avoids a walk over the whole document. */
function findBase(doc: Document): Element | null {
  for (let child = doc.head?.firstElementChild ?? null; child; child = child.nextElementSibling) {
    if (tagOf(child) === 'base' && child.hasAttribute('href')) return child;
  }
  return null;
}

function documentUrl(doc: Document): string | null {
  const url = doc.URL;
  return url && /^https?:/i.test(url) ? url : null;
}

/** The host name of an address; null when it has none or is not an address. */
export function hostOf(url: string): string | null {
  // Without a scheme it is no absolute URL: answered before the parser, whose thrown error costs more than a parse.
  if (!hasScheme(url)) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/** Whether `url` starts with a scheme ("https:", "data:"): only then can it be parsed without a base. */
export function hasScheme(url: string): boolean {
  return SCHEME.test(url);
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** An absolute URL, or the original text when it cannot be resolved; `javascript:` links become null. */
export function absoluteUrl(value: string, base: string | null): string | null {
  const trimmed = value.trim();
  if (/^\s*javascript:/i.test(trimmed)) return null;
  if (!base || trimmed.startsWith('#') || /^(data|mailto|tel):/i.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed, base).href;
  } catch {
    return trimmed;
  }
}

const LAZY_SOURCES = ['data-src', 'data-original', 'data-lazy-src', 'data-actualsrc', 'data-url', 'data-echo', 'data-hi-res-src'];
const PLACEHOLDER_SRC = /^data:|blank\.|spacer\.|placeholder|transparent\.|loading\.|lazy[-_.]?load|grey\.gif|pixel\.gif/i;

/**
 * The real image URL of a lazily loaded image, or null when `src` already is the real one. A `data-src`-style
 * attribute names the intended image even when `src` holds a low-resolution stand-in, so it wins.
 */
export function lazyImageSource(img: Element): string | null {
  const lazy = LAZY_SOURCES.map((name) => attributeOf(img, name)?.trim()).find((value) => value) ?? null;
  if (lazy) return lazy;
  const src = (attributeOf(img, 'src') ?? '').trim();
  if (src !== '' && !PLACEHOLDER_SRC.test(src)) return null;
  const srcset = attributeOf(img, 'data-srcset') ?? attributeOf(img, 'data-lazy-srcset') ?? attributeOf(img, 'srcset');
  return srcset ? largestCandidate(srcset) : null;
}

/** The widest candidate of a srcset ("a.jpg 320w, b.jpg 640w" → b.jpg). */
export function largestCandidate(srcset: string): string | null {
  let best: string | null = null;
  let bestSize = -1;
  for (const candidate of srcset.split(/,\s+/)) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const size = descriptor ? parseFloat(descriptor) : 1;
    if (Number.isFinite(size) && size > bestSize) {
      best = url;
      bestSize = size;
    }
  }
  return best;
}

/** Resolves lazy images and makes every link and media URL under `root` absolute. */
export function fixUrls(root: Element, base: string | null): void {
  resolveLazyImages(root);
  makeUrlsAbsolute(root, base);
}

const IMAGE_TAGS: ReadonlySet<string> = new Set(['img', 'source']);

/** Puts the real image into `src` (and `srcset`) of lazily loaded images. */
export function resolveLazyImages(root: Element): void {
  for (const img of elementsByTags(root, IMAGE_TAGS)) {
    if (tagOf(img) === 'img') {
      const real = lazyImageSource(img);
      if (real) img.setAttribute('src', real);
    }
    const lazySrcset = attributeOf(img, 'data-srcset') ?? attributeOf(img, 'data-lazy-srcset');
    if (lazySrcset) img.setAttribute('srcset', lazySrcset);
  }
}

/** Resolves href/src/srcset/poster of every element under `root` against `base`; drops `javascript:` URLs. */
export function makeUrlsAbsolute(root: Element, base: string | null): void {
  absoluteUrlsOf(root, base);
  walkBelow(root, (element) => {
    absoluteUrlsOf(element, base);
  });
}

/** The same for one element's own attributes. */
export function absoluteUrlsOf(element: Element, base: string | null): void {
  for (const name of URL_ATTRIBUTES) {
    const value = attributeOf(element, name);
    if (value === null) continue;
    const fixed = absoluteUrl(value, base);
    if (fixed === null) element.removeAttribute(name);
    else element.setAttribute(name, fixed);
  }
  const srcset = attributeOf(element, 'srcset');
  if (srcset) element.setAttribute('srcset', absoluteSrcset(srcset, base));
}

const URL_ATTRIBUTES = ['href', 'src', 'poster'];

function absoluteSrcset(srcset: string, base: string | null): string {
  return srcset
    .split(/,\s+/)
    .map((candidate) => {
      const [url, ...rest] = candidate.trim().split(/\s+/);
      return url ? [absoluteUrl(url, base) ?? url, ...rest].join(' ') : '';
    })
    .filter(Boolean)
    .join(', ');
}
