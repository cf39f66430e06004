// The best URL for an image: the largest srcset/<picture> candidate, lazy-loading attributes before
// placeholder `src`s, made absolute and mapped to the exported asset.
import { imageDestination } from './urls';
import { tagName } from './dom';
import type { ConversionContext } from './rule';
import { PLACEHOLDER_DATA_URI_MAX_LENGTH } from './tunables';

/** Attributes lazy loaders keep the real URL in (Zhihu data-actualsrc, WeChat data-src, WordPress data-lazy-src…). */
const LAZY_SOURCE_ATTRIBUTES = ['data-actualsrc', 'data-original', 'data-src', 'data-lazy-src', 'data-original-src', 'data-url', 'data-hi-res-src'];
const LAZY_SRCSET_ATTRIBUTES = ['data-srcset', 'data-lazy-srcset'];

interface Candidate {
  url: string;
  /** Width in pixels (w descriptor) or a density × 1 000 000 so any width beats no width only when comparable. */
  size: number;
}

/** srcset entries; a bare URL counts as 1x. */
export function parseSrcset(srcset: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const entry of srcset.split(/,\s+(?=\S)/)) {
    const [url, descriptor = '1x'] = entry.trim().split(/\s+/);
    if (!url) continue;
    const value = Number.parseFloat(descriptor);
    if (!Number.isFinite(value)) continue;
    candidates.push({ url: url.replace(/,$/, ''), size: descriptor.endsWith('w') ? value : value * 1e-3 });
  }
  return candidates;
}

function largest(candidates: Candidate[]): string | null {
  const widths = candidates.filter((c) => c.size >= 1);
  const pool = widths.length ? widths : candidates;
  return pool.reduce<Candidate | null>((best, c) => (!best || c.size > best.size ? c : best), null)?.url ?? null;
}

/** Placeholder sources lazy loaders put in `src` until the image scrolls into view. */
function isPlaceholder(src: string): boolean {
  return !src.trim() || (/^data:/i.test(src) && src.length < PLACEHOLDER_DATA_URI_MAX_LENGTH) || /(?:blank|placeholder|loading|spacer|grey|lazy)[\w-]*\.(?:gif|png|svg)/i.test(src);
}

function srcsetCandidates(img: Element): Candidate[] {
  const candidates: Candidate[] = [];
  const picture = img.parentNode && tagName(img.parentNode) === 'PICTURE' ? (img.parentNode as Element) : null;
  const sources = picture ? Array.from(picture.querySelectorAll('source')) : [];
  for (const el of [...sources, img]) {
    for (const name of ['srcset', ...LAZY_SRCSET_ATTRIBUTES]) {
      const value = el.getAttribute(name);
      if (value) candidates.push(...parseSrcset(value));
    }
  }
  return candidates;
}

/** The raw (unresolved) best URL of an <img>, or '' when it has none. */
export function rawImageSource(img: Element): string {
  const fromSrcset = largest(srcsetCandidates(img));
  if (fromSrcset) return fromSrcset;
  const src = img.getAttribute('src') ?? '';
  const lazy = LAZY_SOURCE_ATTRIBUTES.map((name) => img.getAttribute(name)).find((value): value is string => !!value?.trim());
  if (lazy && isPlaceholder(src)) return lazy;
  return src.trim() || lazy || '';
}

export function imageSource(img: Element, context: ConversionContext): string {
  const raw = rawImageSource(img);
  return raw ? imageDestination(raw, context) : '';
}
