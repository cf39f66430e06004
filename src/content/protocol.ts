// What the background and the page reader say to each other: the reader's options and answers. Types and one
// rule, no engine code: the worker imports this, and must not pull the reader into its own bundle.
import type { ClipMode, ExtractResult } from '../core/types';

export interface PageReading {
  url: string;
  pageTitle: string;
  hasSelection: boolean;
  result: ExtractResult;
}

/**
 * The reader's answer when a reading needs its extras (DOMPurify, Readability, the shadow-tree composer) and the
 * page does not have them yet: the background then sends extras.iife.ts and asks again.
 */
export interface ExtrasWanted {
  wants: 'extras';
}
export type ReaderAnswer = PageReading | ExtrasWanted;
export const EXTRAS_WANTED: ExtrasWanted = { wants: 'extras' };

export interface ReadOptions {
  /** Scroll the page first so script-driven lazy images load (the position is restored). */
  scrollForLazyImages?: boolean;
  /**
   * Sanitize the body here (the default; what is saved is always sanitized before it is stored). False only for a
   * popup preview: the popup sanitizes what it is sent before any use, so the page need not have DOMPurify.
   */
  sanitize?: boolean;
}

/** A reading sanitizes its body in the page (and so needs the extras) unless it is a preview or a bookmark. */
export function sanitizesInPage(mode: ClipMode, options: ReadOptions): boolean {
  return options.sanitize !== false && mode !== 'bookmark';
}

export function wantsExtras(answer: ReaderAnswer | null): answer is ExtrasWanted {
  return answer !== null && 'wants' in answer;
}
