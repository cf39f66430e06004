import { describe, expect, it } from 'vitest';
import { filterChoices, matchesFilters, newestFirst, NO_FILTERS, primaryLanguage, visibleClips } from '../../../src/library/filter';
import type { ClipSummary } from '../../../src/shared/search/sync';

function summary(id: string, fields: Partial<ClipSummary>): ClipSummary {
  return { id, title: id, url: `https://e.com/${id}`, site: 'e.com', notebook: 'Inbox', tags: [], created: 0, updated: 0, lang: 'en', excerpt: null, wordCount: 1, ...fields };
}

const clips = [
  summary('old', { created: Date.parse('2025-01-01T12:00:00Z'), tags: ['rust'], notebook: 'Work' }),
  summary('mid', { created: Date.parse('2025-06-15T23:59:00Z'), lang: 'zh-CN', site: 'zhihu.com', tags: ['rust', 'ml'] }),
  summary('new', { created: Date.parse('2026-02-01T00:00:00Z'), lang: null, notebook: 'Work' }),
];
const byId = new Map(clips.map((clip) => [clip.id, clip]));

describe('library filters', () => {
  it('orders newest first and filters by notebook, tag, site and language', () => {
    const ordered = newestFirst(byId);
    expect(ordered.map((clip) => clip.id)).toEqual(['new', 'mid', 'old']);
    expect(visibleClips(ordered, byId, null, { ...NO_FILTERS, notebook: 'Work' }).map((clip) => clip.id)).toEqual(['new', 'old']);
    expect(visibleClips(ordered, byId, null, { ...NO_FILTERS, tag: 'rust', site: 'zhihu.com' }).map((clip) => clip.id)).toEqual(['mid']);
    expect(visibleClips(ordered, byId, null, { ...NO_FILTERS, lang: 'zh' }).map((clip) => clip.id)).toEqual(['mid']);
  });

  it('treats the date range as whole UTC days, both ends included', () => {
    const keep = matchesFilters({ ...NO_FILTERS, from: '2025-06-15', to: '2025-06-15' });
    expect(clips.filter(keep).map((clip) => clip.id)).toEqual(['mid']);
    expect(clips.filter(matchesFilters({ ...NO_FILTERS, from: '2025-06-16' })).map((clip) => clip.id)).toEqual(['new']);
  });

  it('keeps search rank order and drops hits the filters exclude or the library no longer has', () => {
    const hits = [
      { id: 'old', score: 3, terms: [] },
      { id: 'deleted', score: 2, terms: [] },
      { id: 'new', score: 1, terms: [] },
      { id: 'mid', score: 0.5, terms: [] },
    ];
    expect(visibleClips([], byId, hits, NO_FILTERS).map((clip) => clip.id)).toEqual(['old', 'new', 'mid']);
    expect(visibleClips([], byId, hits, { ...NO_FILTERS, notebook: 'Work' }).map((clip) => clip.id)).toEqual(['old', 'new']);
  });

  it('offers the values present, tags by use', () => {
    expect(filterChoices(clips)).toEqual({ notebooks: ['Inbox', 'Work'], tags: ['rust', 'ml'], sites: ['e.com', 'zhihu.com'], langs: ['en', 'zh'] });
    expect(primaryLanguage('zh_TW')).toBe('zh');
  });
});

describe('parseTags', () => {
  it('splits on ASCII, full-width and enumeration commas, drops "#", blanks and duplicates', async () => {
    const { parseTags } = await import('../../../src/library/tags');
    expect(parseTags('bread, baking，favourite、 #bread ,, ')).toEqual(['bread', 'baking', 'favourite']);
    expect(parseTags('')).toEqual([]);
  });
});
