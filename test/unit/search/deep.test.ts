// The deep pass's matcher agrees with the index on exact terms: AND over the query's parts, Latin words at word
// starts (prefix), Han runs as substrings, folded like the tokenizer (case, accents, full-width forms); and it
// points at the first match past the indexed lead for the snippet.
import { describe, expect, it } from 'vitest';
import { deepMatcher, foldText, type DeepClip } from '../../../src/shared/search/deep';
import { indexedLead } from '../../../src/shared/search/lead';

function clip(text: string, fields: Partial<DeepClip> = {}): DeepClip {
  return { id: 'c', title: 'Notes', text, tags: [], site: null, url: 'https://example.com/c', ...fields };
}

const filler = 'The weather was mild and the market was quiet that week. '.repeat(100);
const hanFiller = '城市的早晨很安静，街道上只有几个行人。'.repeat(200);

function matchAt(query: string, target: DeepClip): number | null {
  return deepMatcher(query)!.match(target)?.at ?? null;
}

describe('deep matcher', () => {
  it('needs every term of the query (AND), in any field', () => {
    const long = clip(`${filler} PostgreSQL replication lag`);
    expect(matchAt('replication lag', long)).not.toBeNull();
    expect(matchAt('replication sharding', long)).toBeNull();
    expect(matchAt('notes replication', long)).not.toBeNull();
    expect(matchAt('replication mytag', { ...long, tags: ['MyTag'] })).not.toBeNull();
    expect(matchAt('replication example', long)).not.toBeNull();
  });

  it('matches Latin words at word starts only, Han runs anywhere', () => {
    const long = clip(`${filler} database internals; ${hanFiller}关系型数据库的索引`);
    expect(matchAt('datab', long)).not.toBeNull();
    expect(matchAt('tabase', long)).toBeNull();
    expect(matchAt('数据库', long)).not.toBeNull();
    expect(matchAt('据库的索', long)).not.toBeNull();
    expect(matchAt('数据仓库', long)).toBeNull();
    // A word right after Han text starts a word, as the tokenizer cuts Han runs out first.
    expect(matchAt('sql', clip(`${hanFiller}使用SQL查询`))).not.toBeNull();
  });

  it('folds case, accents and full-width forms as the tokenizer does', () => {
    const long = clip(`${filler} Un CAFÉ à Ｔｏｋｙｏ, naïve.`);
    expect(matchAt('cafe', long)).not.toBeNull();
    expect(matchAt('CAFÉ tokyo', long)).not.toBeNull();
    expect(matchAt('naive', long)).not.toBeNull();
    expect(foldText('ＡＢＣ Café').text).toBe('abc cafe');
  });

  it('points at the first match past the indexed lead, in the original text', () => {
    const text = `Replication basics. ${filler}Later, Ｆｕｌｌ-width Replication again.`;
    const at = matchAt('replication', clip(text))!;
    expect(at).toBeGreaterThanOrEqual(indexedLead(text).length);
    expect(text.slice(at, at + 11)).toBe('Replication');
    const han = `${hanFiller}，「深处」的词：向量数据库。`;
    const hanAt = matchAt('向量数据库', clip(han))!;
    expect(han.slice(hanAt, hanAt + 5)).toBe('向量数据库');
  });

  it('has no matcher for a query without terms, and highlights the folded terms', () => {
    expect(deepMatcher('  ·,;  ')).toBeNull();
    expect(deepMatcher('Rust 内存')!.terms).toEqual(['rust', '内存']);
  });
});
