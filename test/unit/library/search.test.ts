import { describe, expect, it } from 'vitest';
import { ClipSearch, indexedLead, queryParts, tokenize, type SearchableClip } from '../../../src/shared/search';
import { HAN_CHAR_WEIGHT, MAX_INDEXED_TEXT_CHARS } from '../../../src/shared/search/tunables';
import { highlightSegments, snippetAround } from '../../../src/shared/search/highlight';
import { bigrams } from '../../../src/shared/search/tokenize';

function clip(id: string, fields: Partial<SearchableClip>): SearchableClip {
  return { id, title: '', text: '', tags: [], site: null, url: `https://example.com/${id}`, ...fields };
}

function library(): ClipSearch {
  const search = ClipSearch.create();
  search.put(clip('bread', { title: 'Why sourdough needs time', text: 'Long fermentation gives flavour. The starter is a culture of yeast.', tags: ['cooking'], site: 'bakery.example' }));
  search.put(clip('algo', { title: 'Graph search in practice', text: 'Dijkstra’s algorithm finds shortest paths. A heap keeps it fast.', tags: ['cs'] }));
  search.put(clip('mentions', { title: 'Weekend notes', text: 'I read about sourdough and an algorithm for scheduling bakeries.' }));
  search.put(clip('ml', { title: '深度学习模型的训练技巧', text: '机器学习需要大量的数据。梯度下降是最常用的优化方法。', tags: ['机器学习'], site: 'zhihu.com', url: 'https://zhuanlan.zhihu.com/p/123' }));
  search.put(clip('econ', { title: '中国经济的新变化', text: '通货膨胀和利率政策影响了市场。', site: 'thepaper.cn' }));
  return search;
}

describe('tokenize', () => {
  it('splits Latin words and turns Han runs into bigrams plus dictionary words', () => {
    expect(bigrams('机器学习')).toEqual(['机器', '器学', '学习']);
    const terms = tokenize('Deep learning 机器学习 rocks');
    expect(terms).toEqual(expect.arrayContaining(['Deep', 'learning', 'rocks', '机器', '器学', '学习']));
    expect(terms.some((term) => term === '机器' || term === '学习' || term === '机器学习')).toBe(true);
  });

  it('keeps query parts in typed order, Han runs whole', () => {
    expect(queryParts('Rust 内存安全 tips')).toEqual([
      { kind: 'word', term: 'rust' },
      { kind: 'han', run: '内存安全' },
      { kind: 'word', term: 'tips' },
    ]);
    expect(queryParts('  ,, ')).toEqual([]);
  });
});

describe('ClipSearch', () => {
  it('ranks a title match above a body mention', () => {
    const ids = library().search('sourdough').map((hit) => hit.id);
    expect(ids).toEqual(['bread', 'mentions']);
  });

  it('matches prefixes and typos of English words', () => {
    const search = library();
    expect(search.search('algor').map((hit) => hit.id)).toEqual(expect.arrayContaining(['algo', 'mentions']));
    expect(search.search('algoritm').map((hit) => hit.id)).toContain('algo');
    expect(search.search('fermentaton')[0]?.id).toBe('bread');
  });

  it('finds Chinese by word, by a partial word and by a single character', () => {
    const search = library();
    expect(search.search('机器学习')[0]?.id).toBe('ml');
    expect(search.search('梯度')[0]?.id).toBe('ml');
    expect(search.search('学习模')[0]?.id).toBe('ml');
    expect(search.search('膨').map((hit) => hit.id)).toEqual(['econ']);
    expect(search.search('通胀').map((hit) => hit.id)).toEqual([]);
    // Highlighting marks what was typed, not every bigram the prefix matched.
    expect(search.search('膨')[0]?.terms).toEqual(['膨']);
    expect(search.search('algoritm')[0]?.terms).toEqual(['algorithm']);
  });

  it('finds a Chinese word only where its characters stand together, not where its dictionary parts are apart', () => {
    const search = library();
    search.put(clip('apart', { title: '笔记', text: '这些数据放在仓库里。' }));
    search.put(clip('together', { title: '笔记二', text: '关系数据库的索引。' }));
    // 数据库 segments as 数据|库; "apart" holds both words, but never the three characters in a row.
    expect(search.search('数据库').map((hit) => hit.id)).toEqual(['together']);
  });

  it('requires every part of a query, and falls back to any part when none has all', () => {
    const search = library();
    expect(search.search('sourdough algorithm').map((hit) => hit.id)).toEqual(['mentions']);
    expect(search.search('sourdough 经济').map((hit) => hit.id).sort()).toEqual(['bread', 'econ', 'mentions']);
  });

  it('expands typos only for words that are rare on their own', () => {
    const search = ClipSearch.create();
    for (let i = 0; i < 5; i += 1) search.put(clip(`typo-${i}`, { text: 'kernel memorx' }));
    for (let i = 0; i < 5; i += 1) search.put(clip(`mem-${i}`, { text: 'memory only' }));
    search.put(clip('both', { text: 'kernel memory' }));
    // Both words are common alone: the one clip with both is the answer, "memorx" is not read as a typo of it.
    expect(search.search('kernel memory').map((hit) => hit.id)).toEqual(['both']);
    // A word found nowhere is treated as a typo.
    expect(search.search('kernel memorry').map((hit) => hit.id)).toEqual(['both']);
  });

  it('searches tags, site and URL', () => {
    const search = library();
    expect(search.search('cooking')[0]?.id).toBe('bread');
    expect(search.search('zhuanlan')[0]?.id).toBe('ml');
    expect(search.search('thepaper')[0]?.id).toBe('econ');
  });

  it('replaces and removes clips', () => {
    const search = library();
    search.put(clip('bread', { title: 'Rye bread' }));
    expect(search.search('sourdough').map((hit) => hit.id)).toEqual(['mentions']);
    search.remove('mentions');
    expect(search.search('sourdough')).toEqual([]);
    expect(search.size).toBe(4);
  });

  it('indexes an equal lead of English and Chinese bodies: a Han character counts for several letters', () => {
    const english = 'word '.repeat(2_000);
    const chinese = '机器学习'.repeat(2_000);
    expect(indexedLead(english)).toHaveLength(MAX_INDEXED_TEXT_CHARS);
    expect(indexedLead(chinese)).toHaveLength(Math.floor(MAX_INDEXED_TEXT_CHARS / HAN_CHAR_WEIGHT));
    expect(indexedLead('短文')).toBe('短文');
    const mixed = indexedLead('ab'.repeat(600) + '中'.repeat(5_000));
    expect(mixed.length).toBe(1_200 + Math.floor((MAX_INDEXED_TEXT_CHARS - 1_200) / HAN_CHAR_WEIGHT));
    const search = ClipSearch.create();
    search.put(clip('deep', { title: 'Notes', text: '前言'.repeat(600) + '屋顶花园' }));
    search.put(clip('lead', { title: 'Other', text: '屋顶花园' + '前言'.repeat(600) }));
    expect(search.search('屋顶花园').map((hit) => hit.id)).toEqual(['lead']);
  });

  it('survives a round trip through JSON with the same answers', async () => {
    const search = library();
    const loaded = await ClipSearch.load(search.toJSON());
    for (const query of ['sourdough', 'algoritm', '机器学习', '膨', 'zhuanlan']) {
      expect(loaded.search(query)).toEqual(search.search(query));
    }
  });
});

describe('highlight', () => {
  it('marks word starts for Latin terms and anywhere for Han terms', () => {
    expect(highlightSegments('An Algorithm and algorithms; dialgo', ['algorithm'])).toEqual([
      { text: 'An ', marked: false },
      { text: 'Algorithm', marked: true },
      { text: ' and ', marked: false },
      { text: 'algorithm', marked: true },
      { text: 's; dialgo', marked: false },
    ]);
    expect(highlightSegments('深度学习模型', ['学习', '习模'])).toEqual([
      { text: '深度', marked: false },
      { text: '学习模', marked: true },
      { text: '型', marked: false },
    ]);
    expect(highlightSegments('c++ (beta)', ['c++', '(beta'])).toEqual([
      { text: 'c++', marked: true },
      { text: ' ', marked: false },
      { text: '(beta', marked: true },
      { text: ')', marked: false },
    ]);
  });

  it('cuts a snippet around the first match', () => {
    const text = 'x '.repeat(300) + 'needle ' + 'y '.repeat(300);
    const snippet = snippetAround(text, ['needle'], 100);
    expect(snippet).toContain('needle');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(102);
  });
});
