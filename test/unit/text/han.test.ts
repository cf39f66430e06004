import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderModule, variantGroups } from '../../../scripts/han-variants.mjs';
import { eitherScript } from '../../../src/core/text/han';

describe('eitherScript', () => {
  it('reads a pattern written in Simplified characters in Traditional ones too, and the other way round', () => {
    const related = eitherScript(/^(?:延伸阅读|相关新闻|網友評論)$/);
    for (const words of ['延伸阅读', '延伸閱讀', '延伸閲讀', '相关新闻', '相關新聞', '網友評論', '网友评论']) expect(related.test(words), words).toBe(true);
    expect(related.test('延伸')).toBe(false);
  });

  it('adds the other forms inside a class without making or breaking a range, and copies escapes and flags', () => {
    const pattern = eitherScript(/[^阅a-]\u4e00[属-]\p{Script=Han}x/iu);
    expect(pattern.flags).toBe('iu');
    expect(pattern.test('讀\u4e00屬漢X')).toBe(true);
    expect(pattern.test('閱\u4e00屬漢x')).toBe(false);
    expect(pattern.test('读\u4e00-漢x')).toBe(true);
    expect(eitherScript(/a-z[0-9]/).source).toBe('a-z[0-9]');
  });
});

describe('the table of Han forms', () => {
  it('is the one scripts/han-variants.mjs writes from the code as it is (run it after adding Chinese words to a pattern)', () => {
    expect(fs.readFileSync('src/core/text/han-variants.ts', 'utf8')).toBe(renderModule(variantGroups('.')));
  });
});
