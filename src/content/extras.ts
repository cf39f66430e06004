// What the page reader needs only now and then: DOMPurify, for a reading that is saved (the body is sanitized in
// the page before it is stored), Mozilla Readability, for the engine's fallback on pages where its own answer is
// thin, and the composer of shadow trees, for pages that draw their text in shadow roots. Together two thirds of
// the reader's former size, so they are a second injected script (extras.iife.ts) that the background sends only
// when a reading asks for it: a popup preview of an ordinary article never loads them (see ./read-page.ts and
// ../background/inject.ts).
import { readabilityCandidate } from '../core/extract/readability';
import { composedPage, type ComposedPage, type ShadowSource } from '../core/extract/shadow';
import type { ReadabilityRunner } from '../core/types';
import { sanitizeHtml } from '../shared/sanitize';

/** Turns the engine's body into safe HTML. */
export type HtmlSanitizer = (html: string, win: Window & typeof globalThis) => string;

/** Builds the page as the reader sees it, shadow trees drawn in, as a detached copy. */
export type PageComposer = (doc: Document, source: ShadowSource) => ComposedPage;

export interface PageExtras {
  readability: ReadabilityRunner;
  sanitize: HtmlSanitizer;
  compose: PageComposer;
}

const composeInPage: PageComposer = (doc, source) => composedPage(doc, source, () => doc.implementation.createHTMLDocument(''));

export const pageExtras: PageExtras = { readability: readabilityCandidate, sanitize: sanitizeHtml, compose: composeInPage };

declare global {
  /** Defined in the page's isolated world by extras.iife.ts once the background has sent it. */
  // eslint-disable-next-line no-var
  var __pithExtras: PageExtras | undefined;
}
