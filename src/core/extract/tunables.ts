// Every threshold and weight of the extraction engine, in one place. Each has: what it is, why this value,
// and which measurement chose it ("dev" = the development set in ../shared/datasets scored with score.mjs,
// linkedom DOM; "paper" = the value the seed paper gives).

/** Which reading of the paper's paragraph-tag density (eq. 3) the TTD score uses; see score.ts. */
export type ParagraphDensityReading = 'paragraphChars' | 'paragraphCount' | 'plainText';
export const PD_READING: ParagraphDensityReading = 'paragraphChars';

/** A br-separated run of text (or the own text of a div/td/font) counts as a paragraph from this many chars; shorter runs are labels. */
export const MIN_PARAGRAPH_CHARS = 25;

/** Default time budget of one extraction, in ms (task requirement; the median page takes ~2 ms). */
export const DEFAULT_TIME_BUDGET_MS = 2000;
