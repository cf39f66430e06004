import type { Clip } from '../../../src/shared/clip';

export function makeClip(id: string, overrides: Partial<Clip> = {}): Clip {
  return {
    id,
    url: `https://example.com/${id}`,
    canonicalUrl: null,
    title: `Clip ${id}`,
    byline: null,
    site: 'example.com',
    published: null,
    lang: 'en',
    excerpt: null,
    leadImage: null,
    html: `<p>Body of ${id}</p>`,
    text: `Body of ${id}`,
    mode: 'article',
    notebook: 'Inbox',
    tags: [],
    created: 1_700_000_000_000,
    updated: 1_700_000_000_000,
    engineVersion: 'test',
    confidence: 0.9,
    wordCount: 3,
    ...overrides,
  };
}
