import { describe, expect, it } from 'vitest';
import { normaliseText, sentencesOf, wordLengthUnits, wordsOf } from '../../../src/core/classify/words';

describe('wordsOf', () => {
  it('segments mixed Chinese and English text into words, dropping numbers and punctuation', () => {
    const words = wordsOf('我们使用TypeScript开发浏览器扩展，Chrome 120 版本支持。');
    expect(words).toEqual(expect.arrayContaining(['使用', 'typescript', '开发', '扩展', 'chrome', '版本', '支持']));
    expect(words).not.toContain('120');
    expect(words).not.toContain('，');
    expect(words.some((w) => /\d/.test(w))).toBe(false);
  });

  it('drops Chinese and English stop words', () => {
    expect(wordsOf('我们的 产品 和 他们的 服务')).toEqual(['产品', '服务']);
    expect(wordsOf('The cat is on the mat and it was not there')).toEqual(['cat', 'mat']);
  });

  it('drops single Latin letters but keeps longer words', () => {
    expect(wordsOf('x y z vitamin c and x-ray')).toEqual(['vitamin', 'ray']);
  });

  it('folds full-width forms and case (NFKC + lower case)', () => {
    expect(normaliseText('ＴｙｐｅＳｃｒｉｐｔ')).toBe('typescript');
    expect(wordsOf('ＴｙｐｅＳｃｒｉｐｔ Compiler')).toEqual(['typescript', 'compiler']);
  });
});

describe('sentencesOf', () => {
  it('breaks at CJK and Latin sentence ends and at line breaks, keeping decimals inside a sentence', () => {
    const sentences = sentencesOf('改革开放取得成就。经济增长很快！\nPrices rose 3.5 percent. Markets fell');
    expect(sentences).toHaveLength(4);
    expect(sentences[2]).toEqual(['prices', 'rose', 'percent']);
    expect(sentences[3]).toEqual(['markets', 'fell']);
  });
});

describe('word length for f_len', () => {
  it('counts Han characters one each and Latin letters in units of four', () => {
    expect(wordLengthUnits('浏览器', 4)).toBe(3);
    expect(wordLengthUnits('government', 4)).toBe(3);
    expect(wordLengthUnits('tv', 4)).toBe(1);
  });

  it("treats a possessive as the word itself and keeps plurals apart", () => {
    expect(wordsOf("China's markets and the market")).toEqual(['china', 'markets', 'market']);
  });
});
