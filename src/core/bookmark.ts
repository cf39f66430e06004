// A bookmark is a clip without a body: the page's address, title and what its metadata says of it.
import type { ArticleMetadata, ExtractResult } from './types';

/** Metadata that knows only a title (a page the extension may not read). */
export function titleOnlyMetadata(title: string): ArticleMetadata {
  return { title, byline: null, published: null, modified: null, siteName: null, lang: null, canonicalUrl: null, leadImage: null, excerpt: null, keywords: [] };
}

/** The result of the Bookmark mode: no article body, the excerpt (if any) as its text. */
export function bookmarkResult(metadata: ArticleMetadata): ExtractResult {
  return {
    ok: true,
    html: '',
    text: metadata.excerpt ?? '',
    metadata,
    wordCount: 0,
    readingMinutes: 0,
    confidence: 1,
    method: 'none',
    engineVersion: '',
    debug: [],
    ms: 0,
  };
}
