// The character kinds answered from ranges must be exactly what the Unicode property regexes say.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titleTokens } from '../../../src/core/metadata/title';
import { charKind, countKind, exactKind, HAN, KANA, WORD } from '../../../src/core/text/chars';
import { countWords } from '../../../src/core/text/index';

/** The blocks charKind answers by hand (every other code point goes to the regexes themselves). */
const HAND_ANSWERED: Array<[number, number]> = [
  [0x0000, 0x00ff],
  [0x2000, 0x206f],
  [0x3000, 0x30ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xff01, 0xff65],
];

describe('character kinds', () => {
  it('agree with \\p{Script=Han}, Hiragana/Katakana and [\\p{L}\\p{N}] on every code point of the hand-answered blocks', () => {
    const wrong: string[] = [];
    for (const [from, to] of HAND_ANSWERED) {
      for (let code = from; code <= to; code++) {
        // Unassigned code points may be assigned by a later Unicode than this runtime's: Han blocks are whole.
        const expected = exactKind(code);
        if (charKind(code) !== expected) wrong.push(`U+${code.toString(16).toUpperCase()} ${charKind(code)} != ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers other code points through the regexes, astral ones included', () => {
    expect(charKind('я'.codePointAt(0)!)).toBe(WORD);
    expect(charKind('ं'.codePointAt(0)!)).toBe(0); // a Devanagari vowel sign is a mark, not a letter
    expect(charKind('𠀀'.codePointAt(0)!)).toBe(HAN | WORD);
    expect(charKind('😀'.codePointAt(0)!)).toBe(0);
    expect(charKind('ｱ'.codePointAt(0)!)).toBe(KANA | WORD);
  });
});

describe('counting words and matching titles without the Unicode property regexes', () => {
  const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
  const WORDS = /[\p{L}\p{N}]+(?:['’_-][\p{L}\p{N}]+)*/gu;
  /** The counting the walk replaces: CJK characters one each (and as separators), then runs of letters. */
  const regexCount = (text: string) => {
    let cjk = 0;
    const rest = text.replace(CJK, () => {
      cjk++;
      return ' ';
    });
    return cjk + (rest.match(WORDS)?.length ?? 0);
  };
  const regexTokens = (text: string) => text.toLowerCase().normalize('NFKC').match(/\p{Script=Han}|[\p{L}\p{N}]+/gu) ?? [];

  // Pieces that meet at every boundary the rules care about: joiners, Kana, iteration marks, fullwidth forms,
  // marks, astral Han, emoji, Cyrillic, Latin-1.
  const PIECES = ['a', 'Z', '7', "'", '’', '_', '-', ' ', '\n', '中', '文', 'か', 'カ', 'ー', '々', '〇', '，', '。', '！', 'Ａ', '１', 'ｱ', 'ं', 'क', '𠀀', '😀', 'я', 'é', '×', '²', '“', '—', '…', '\u00a0', '\u3000'];
  const mixed = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(''));
  const anyText = fc.oneof(mixed, fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));

  it('countWords equals the regex count on any text', () => {
    fc.assert(fc.property(anyText, (text) => countWords(text) === regexCount(text)), { numRuns: 3000, seed: 20261202 });
  });

  it('title tokens equal the regex match on any text', () => {
    fc.assert(fc.property(anyText, (text) => JSON.stringify(titleTokens(text)) === JSON.stringify(regexTokens(text))), { numRuns: 3000, seed: 20261202 });
  });

  it('counts Han and Kana characters as the script regexes do, on any text', () => {
    const count = (text: string, rx: RegExp) => (text.match(rx) ?? []).length;
    fc.assert(
      fc.property(anyText, (text) => countKind(text, HAN) === count(text, /\p{Script=Han}/gu) && countKind(text, KANA) === count(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu)),
      { numRuns: 3000, seed: 20261202 },
    );
  });

  it('counts what a reader would call words', () => {
    expect(countWords("Don't stop: a well-known, long_name 'quote' — 2026")).toBe(7);
    expect(countWords('屋顶菜园，一场安静的绿色革命 and 3 words')).toBe(16);
  });
});
