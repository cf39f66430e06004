// The few numbers the Markdown converter depends on, in one place.

/** A `data:` URI shorter than this in `src` is a lazy-loading placeholder (WeChat's 1×1 SVG is ~200 chars, Zhihu's ~120; a real inline image is kilobytes). Chosen from the placeholders in test/fixtures/markdown. */
export const PLACEHOLDER_DATA_URI_MAX_LENGTH = 400;

/** A footnote reference whose visible text is a word or number up to this long gives the footnote its label (`[^12]`, `[^note]`); longer text falls back to the id. Pandoc, kramdown and Wikipedia labels are 1–3 characters. */
export const FOOTNOTE_LABEL_MAX_LENGTH = 20;

/**
 * Elements nested deeper than this are hoisted before conversion (depth.ts): Turndown, and our rules' filters,
 * recurse once per level, and in Node/V8 conversion overflowed the stack between 1,000 and 2,000 levels
 * (measured on nested divs). Chromium's own HTML parser stops nesting at 512, so no parsed page reaches this;
 * 200 leaves a 5× margin for smaller stacks (service worker, Firefox) and for frames our rules add per level.
 */
export const MAX_NESTING_DEPTH = 200;

/** When hoisting, subtrees at most this many levels high are kept whole (a deep page's paragraphs, lists and tables keep their shape); only the taller wrappers around them are unwrapped. Content blocks (a table in a list in a quote) are rarely 15 levels high, and 200 + 1 + 40 levels still leaves a 4× margin to the overflow. */
export const KEPT_SUBTREE_HEIGHT = 40;
