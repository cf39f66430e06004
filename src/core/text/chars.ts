// What kind of character a code point is, for word counts and title matching: Han, Kana (Hiragana/Katakana
// script), a letter or number (\p{L}\p{N}). The regexes that say it exactly are slow to build: in a fresh
// context (every page the reader is injected into) V8 spends ~2.5 ms building [\p{L}\p{N}]+ and ~5 ms the word
// pattern with it twice, before matching anything. The blocks English and Chinese text is made of are answered
// here from their ranges; any other code point asks the regexes once (built on first need) and is cached.
// test/unit/text/chars.test.ts checks every code point of the hand-answered blocks against the regexes.

export const HAN = 1;
export const KANA = 2;
/** A letter or number (\p{L} or \p{N}), Han and Kana letters included. */
export const WORD = 4;

interface Exact {
  han: RegExp;
  kana: RegExp;
  word: RegExp;
}

let exact: Exact | undefined;
const asked = new Map<number, number>();

/** The kind of a code point as the Unicode property regexes say it. */
export function exactKind(code: number): number {
  exact ??= { han: /^\p{Script=Han}$/u, kana: /^[\p{Script=Hiragana}\p{Script=Katakana}]$/u, word: /^[\p{L}\p{N}]$/u };
  const char = String.fromCodePoint(code);
  return (exact.han.test(char) ? HAN : 0) | (exact.kana.test(char) ? KANA : 0) | (exact.word.test(char) ? WORD : 0);
}

function askedKind(code: number): number {
  let kind = asked.get(code);
  if (kind === undefined) {
    kind = exactKind(code);
    asked.set(code, kind);
  }
  return kind;
}

/** Latin-1 letters and numbers (ª ² ³ µ ¹ º ¼ ½ ¾ and the accented letters, × and ÷ excepted). */
function latin1Kind(code: number): number {
  if (code >= 0xc0) return code === 0xd7 || code === 0xf7 ? 0 : WORD;
  return code === 0xaa || code === 0xb2 || code === 0xb3 || code === 0xb5 || code === 0xb9 || code === 0xba || (code >= 0xbc && code <= 0xbe) ? WORD : 0;
}

/** CJK Symbols and Punctuation (U+3000–303F): punctuation, save the iteration marks and Hangzhou numerals. */
function cjkSymbolKind(code: number): number {
  if (code === 0x3005 || code === 0x3007 || (code >= 0x3021 && code <= 0x3029) || (code >= 0x3038 && code <= 0x303b)) return HAN | WORD;
  if (code === 0x3006 || (code >= 0x3031 && code <= 0x3035) || code === 0x303c) return WORD;
  return 0;
}

/** Hiragana and Katakana blocks (U+3040–30FF). */
function kanaBlockKind(code: number): number {
  if ((code >= 0x3041 && code <= 0x3096) || (code >= 0x309d && code <= 0x309f)) return KANA | WORD;
  if ((code >= 0x30a1 && code <= 0x30fa) || (code >= 0x30fd && code <= 0x30ff)) return KANA | WORD;
  return code === 0x30fc ? WORD : 0; // ー (prolonged sound mark) is a letter of the Common script
}

/** Fullwidth ASCII variants (U+FF01–FF65), the forms Chinese text uses for its punctuation. */
function fullwidthKind(code: number): number {
  return (code >= 0xff10 && code <= 0xff19) || (code >= 0xff21 && code <= 0xff3a) || (code >= 0xff41 && code <= 0xff5a) ? WORD : 0;
}

/** HAN | KANA | WORD flags of a code point. */
export function charKind(code: number): number {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) ? WORD : 0;
  if (code < 0x100) return latin1Kind(code);
  if (code >= 0x2000 && code <= 0x206f) return 0; // General Punctuation: dashes, quotes, spaces, ellipsis
  if (code >= 0x4e00 && code <= 0x9fff) return HAN | WORD;
  if (code >= 0x3400 && code <= 0x4dbf) return HAN | WORD;
  if (code >= 0x3000 && code <= 0x303f) return cjkSymbolKind(code);
  if (code >= 0x3040 && code <= 0x30ff) return kanaBlockKind(code);
  if (code >= 0xff01 && code <= 0xff65) return fullwidthKind(code);
  return askedKind(code);
}

/** How many code points of `text` have `flag` (HAN, KANA or WORD): /\p{Script=Han}/gu's count, without building it. */
export function countKind(text: string, flag: number): number {
  let count = 0;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    if (charKind(code) & flag) count++;
    i += code > 0xffff ? 2 : 1;
  }
  return count;
}
