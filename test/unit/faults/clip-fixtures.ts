// Small, complete clips for the fault and migration tests.
import type { Clip, ClipDraft } from '../../../src/shared/clip';

export function draftNumber(n: number, overrides: Partial<ClipDraft> = {}): ClipDraft {
  return {
    url: `https://example.com/post/${n}?utm_source=feed`,
    canonicalUrl: `https://example.com/post/${n}`,
    title: `Post ${n} — 第${n}篇`,
    byline: n % 2 ? 'Ada' : null,
    site: 'example.com',
    published: '2026-01-02T03:04:05.000Z',
    lang: n % 2 ? 'en' : 'zh-CN',
    excerpt: `Excerpt ${n}`,
    leadImage: null,
    html: `<h2>Part ${n}</h2><p>Body of post ${n}. 正文 ${n}。</p>`,
    text: `Part ${n}\n\nBody of post ${n}. 正文 ${n}。`,
    mode: 'article',
    notebook: n % 3 ? 'Inbox' : 'Reading',
    tags: n % 2 ? ['a', `t${n}`] : [],
    engineVersion: '0.1.0-ttd',
    confidence: 0.75,
    wordCount: 10 + n,
    ...overrides,
  };
}

export function clipNumber(n: number): Clip {
  return { ...draftNumber(n), id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, created: 1_700_000_000_000 + n * 1000, updated: 1_700_000_000_000 + n * 1000 };
}
