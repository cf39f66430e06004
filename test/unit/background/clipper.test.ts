// The background's save path on a fake IndexedDB: drafts from readings, duplicates, update vs keep both.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { draftFromReading, normaliseTags, saveReading } from '../../../src/background/clipper';
import type { PageReading } from '../../../src/content/protocol';
import type { ExtractResult } from '../../../src/core/types';

function reading(url: string, overrides: Partial<ExtractResult> = {}): PageReading {
  return {
    url,
    pageTitle: 'Page title - Site',
    hasSelection: false,
    result: {
      ok: true,
      html: '<p>Body text.</p>',
      text: 'Body text.',
      metadata: { title: 'Article title', byline: 'Ana', published: '2026-01-02', modified: null, siteName: 'Site', lang: 'en', canonicalUrl: null, leadImage: null, excerpt: 'An excerpt.', keywords: [] },
      wordCount: 2,
      readingMinutes: 1,
      confidence: 0.9,
      method: 'ttd',
      engineVersion: 'test',
      debug: [],
      ms: 1,
      ...overrides,
    },
  };
}

describe('drafts from page readings', () => {
  it('takes the edited title, else the article title, else the page title, else the URL', () => {
    const page = reading('https://example.com/a');
    expect(draftFromReading(page, { mode: 'article', title: '  Mine  ' }).title).toBe('Mine');
    expect(draftFromReading(page, { mode: 'article', title: ' ' }).title).toBe('Article title');
    const untitled = reading('https://example.com/b', { metadata: { ...page.result.metadata, title: '' } });
    expect(draftFromReading(untitled, { mode: 'article' }).title).toBe('Page title - Site');
    expect(draftFromReading({ ...untitled, pageTitle: '' }, { mode: 'article' }).title).toBe('https://example.com/b');
  });

  it('keeps no body for a bookmark, only the excerpt as text', () => {
    const draft = draftFromReading(reading('https://example.com/a'), { mode: 'bookmark' });
    expect(draft).toMatchObject({ html: '', text: 'An excerpt.', wordCount: 0, mode: 'bookmark' });
  });

  it('files into Inbox unless told otherwise and cleans tags', () => {
    expect(draftFromReading(reading('https://example.com/a'), { mode: 'article' }).notebook).toBe('Inbox');
    expect(normaliseTags([' #bread ', 'bread', 'slow   food', ''])).toEqual(['bread', 'slow food']);
  });
});

describe('saving a page saved before', () => {
  it('keeps both unless asked to replace, and replaces only a clip of the same page', async () => {
    const url = `https://example.com/dup-${Date.now()}`;
    const first = await saveReading(reading(url), { mode: 'article' });
    expect(first.duplicates).toBe(0);
    const second = await saveReading(reading(`${url}#comments`), { mode: 'article', title: 'Second' });
    expect(second.duplicates).toBe(1);
    expect(second.clip.id).not.toBe(first.clip.id);

    const updated = await saveReading(reading(url), { mode: 'article', title: 'Updated', replaceId: first.clip.id });
    expect(updated.clip.id).toBe(first.clip.id);
    expect(updated.clip.title).toBe('Updated');
    expect(updated.clip.created).toBe(first.clip.created);

    const stranger = await saveReading(reading(`https://example.com/other-${Date.now()}`), { mode: 'article', replaceId: first.clip.id });
    expect(stranger.clip.id).not.toBe(first.clip.id);
  });
});
