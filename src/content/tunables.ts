// Limits of the page reader (the injected content script), in one place.

/**
 * A clip's body is cut short (with a visible note) past this many characters of text. The result crosses two
 * message hops, is sanitized here and rendered in the popup, so its size is the reader's wait: on the
 * 500,000-node test page (2.6 M characters) copy-out and sanitizing alone took 8-12 s in Chromium under load. The
 * longest article in the development set is 162,000 characters (cleaneval final-626), so 500,000 (a
 * 300-page book) cuts only pages that are not one article.
 */
export const MAX_CLIP_TEXT_CHARS = 500_000;
