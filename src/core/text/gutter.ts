// Line-number gutters of code blocks: the column of 1, 2, 3… that highlighters set beside or inside a <pre>.
// They are page machinery: neither the clip's text nor its Markdown keep them.

/** Classes of line-number gutters (Prism, highlightjs-line-numbers, Hexo, Pygments, CSDN, Rouge, GitHub, WeChat). */
const GUTTER_CLASSES: ReadonlySet<string> = new Set([
  'line-numbers-rows', 'hljs-ln-numbers', 'gutter', 'pre-numbering', 'linenos', 'lineno', 'linenodiv', 'line-number',
  'code-line-number', 'rouge-gutter', 'blob-num', 'code-snippet__line-index',
]);

/**
 * Whether `element` is a line-number gutter: a gutter's class, and nothing but numbers in it (some draw their
 * numbers from CSS and hold none). A layout column named "gutter" holds words and is not one.
 */
export function isLineNumberGutter(element: Element): boolean {
  const className = element.getAttribute('class');
  if (!className) return false;
  let named = false;
  for (const name of className.split(/\s+/)) if (GUTTER_CLASSES.has(name)) named = true;
  return named && ONLY_NUMBERS.test(element.textContent ?? '');
}

const ONLY_NUMBERS = /^[\d\s.:]*$/;
