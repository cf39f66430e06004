// The few numbers the Markdown converter depends on, in one place.

/** A `data:` URI shorter than this in `src` is a lazy-loading placeholder (WeChat's 1×1 SVG is ~200 chars, Zhihu's ~120; a real inline image is kilobytes). Chosen from the placeholders in test/fixtures/markdown. */
export const PLACEHOLDER_DATA_URI_MAX_LENGTH = 400;

/** A footnote reference whose visible text is a word or number up to this long gives the footnote its label (`[^12]`, `[^note]`); longer text falls back to the id. Pandoc, kramdown and Wikipedia labels are 1–3 characters. */
export const FOOTNOTE_LABEL_MAX_LENGTH = 20;
