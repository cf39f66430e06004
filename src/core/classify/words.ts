// Words from text: Unicode normalisation, Intl.Segmenter word granularity, stop words dropped,
// sentences kept apart because the paper's f_sen counts topic words that share a sentence.
// No stemming: folding English plurals (Porter step 1a) was measured and dropped — it cost WebKB
// 0.14 macro-F1 over 5 folds of train ("courses" marks faculty pages, "course" course pages) for
// +0.007 on BBC.
import { CHINESE_STOP_WORDS } from './stopwords/zh';
import { ENGLISH_STOP_WORDS } from './stopwords/en';
import { SINGLE_HAN_WORDS_KEPT } from './tunables';

const STOP_WORDS = new Set<string>([...CHINESE_STOP_WORDS, ...ENGLISH_STOP_WORDS]);

const HAN = /\p{Script=Han}/u;
const HAN_GLOBAL = /\p{Script=Han}/gu;
const LETTER = /\p{L}/u;
const NUMBER_LIKE = /^[\p{N}.,:%+\-\/]+$/u;
const SINGLE_LATIN_LETTER = /^\p{Script=Latin}$/u;

// Sentence ends: CJK and Latin terminators, semicolons and line breaks (blocks are joined with "\n").
// A Latin full stop ends a sentence only before whitespace so "3.5" and "e.g" stay inside one.
const SENTENCE_BREAK = /[。！？!?；;\n\r]+|\.(?=\s)|\.$/u;

// Segmenters are costly to build; one per locale, created on first use.
const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/** NFKC then case folding, so full-width "ＡＢＣ" and "abc" are one word. */
export function normaliseText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The segmenter locale: Han text needs the "zh" dictionary; otherwise the page's language or "en". */
export function segmenterLocale(text: string, lang?: string | null): string {
  if (HAN.test(text)) return 'zh';
  return lang && lang.trim() ? lang.trim() : 'en';
}

/** Whether a normalised segment is worth keeping as a feature. */
export function isFeatureWord(word: string): boolean {
  if (!LETTER.test(word)) return false; // punctuation, symbols, emoji
  if (NUMBER_LIKE.test(word)) return false;
  if (SINGLE_LATIN_LETTER.test(word)) return false;
  if (STOP_WORDS.has(word)) return false;
  // Single Han characters are mostly the segmenter's fallback on unknown names (安|德|鲁) or
  // function characters; see the tunable for the measurement.
  if (!SINGLE_HAN_WORDS_KEPT && word.length === 1 && HAN.test(word)) return false;
  return true;
}

/** Feature words of one stretch of text, in order. */
export function wordsOf(text: string, lang?: string | null): string[] {
  const normalised = normaliseText(text);
  const segmenter = segmenterFor(segmenterLocale(normalised, lang));
  const words: string[] = [];
  for (const part of segmenter.segment(normalised)) {
    if (part.isWordLike === false) continue;
    // Possessive "'s" is not a different word ("china's" is "china").
    const word = part.segment.replace(/['’]s$/u, '').replace(/^['’]+|['’]+$/gu, '');
    if (word && isFeatureWord(word)) words.push(word);
  }
  return words;
}

/** Text split into sentences, each as its feature words; sentences without words are dropped. */
export function sentencesOf(text: string, lang?: string | null): string[][] {
  const sentences: string[][] = [];
  for (const piece of text.split(SENTENCE_BREAK)) {
    if (!piece || !piece.trim()) continue;
    const words = wordsOf(piece, lang);
    if (words.length > 0) sentences.push(words);
  }
  return sentences;
}

/** Length of a word in the paper's sense: Han characters count one each; see LATIN_LETTERS_PER_UNIT. */
export function wordLengthUnits(word: string, latinLettersPerUnit: number): number {
  const han = word.match(HAN_GLOBAL)?.length ?? 0;
  const rest = [...word].length - han;
  return han + (rest > 0 ? Math.max(1, Math.round(rest / latinLettersPerUnit)) : 0);
}
