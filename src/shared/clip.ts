import type { ClipMode, DebugEntry } from '../core/types';
import type { ClipImage, FailedImage } from './assets/types';

/** A saved clip, as it lives in IndexedDB and in the JSON backup. */
export interface Clip {
  id: string;
  url: string;
  canonicalUrl: string | null;
  title: string;
  byline: string | null;
  site: string | null;
  published: string | null;
  lang: string | null;
  excerpt: string | null;
  leadImage: string | null;
  /** Sanitized article HTML. */
  html: string;
  /** Block-separated plain text of the article body. */
  text: string;
  mode: ClipMode;
  notebook: string;
  tags: string[];
  /** Milliseconds since the epoch. */
  created: number;
  updated: number;
  engineVersion: string;
  confidence: number;
  wordCount: number;
  /** Images stored with the clip (see src/shared/assets); absent until the background has fetched them. */
  images?: ClipImage[];
  /** Images that could not be stored with the clip (kept as remote URLs); plain strings are addresses recorded
   * before reasons were kept (old backups). */
  failedImages?: Array<FailedImage | string>;
  debug?: DebugEntry[];
}

/** What a clip is made from before it gets an id and timestamps. */
export type ClipDraft = Omit<Clip, 'id' | 'created' | 'updated'>;

export const DEFAULT_NOTEBOOK = 'Inbox';

/** Normalised form used to find an earlier clip of the same page: no fragment, no tracking parameters. */
export function pageKey(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    for (const name of [...parsed.searchParams.keys()]) {
      if (/^(utm_|fbclid$|gclid$|spm$|from$|share)/i.test(name)) parsed.searchParams.delete(name);
    }
    return parsed.toString();
  } catch {
    return url;
  }
}

export function newClipId(): string {
  return crypto.randomUUID();
}
