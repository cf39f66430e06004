// Line-number gutters and the chrome of code blocks: the column of 1, 2, 3… that highlighters set beside or inside a
// <pre>, copy buttons and language labels. They are page machinery: neither the clip's text nor its Markdown keep them.

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

/** Classes of buttons and toolbars that sites put inside or next to code (copy, collapse, language label). */
const CODE_CHROME_CLASSES = new Set([
  'copy-btn', 'btn-copy', 'copy-button', 'code-copy', 'hljs-button', 'copy-code-button', 'cnblogs_code_toolbar',
  'code_img_opened', 'code_img_closed', 'cnblogs_code_collapse', 'toolbar', 'copy_btn', 'code-copy-btn',
  'code-lang-label', 'example-header', 'language-name', 'copy-to-clipboard-button', 'copy-code-btn',
]);

/** Copy buttons and toolbars (tested by tag and class tokens: this runs on every element). */
export function isCodeChrome(el: Element): boolean {
  if (el.tagName.toLowerCase() === 'button') return true;
  const title = el.getAttribute('data-title');
  if (title === '复制' || title === '登录后复制') return true;
  const className = el.getAttribute('class');
  return !!className && className.split(/\s+/).some((name) => CODE_CHROME_CLASSES.has(name));
}

/**
 * Code chrome where it serves code: inside a code widget, or a copy button set right after a code block (51CTO,
 * CSDN). A toolbar elsewhere is the page's, and other rules judge it.
 */
export function isCodeChromeOfCode(el: Element): boolean {
  if (!isCodeChrome(el)) return false;
  const previous = el.previousElementSibling;
  return !!el.closest('pre, .highlight, .code-toolbar, .cnblogs_code, [class*="code"]') || (!!previous && /^(pre|code)$/i.test(previous.tagName));
}

/**
 * A code block's gutter or chrome, read in one look at the element's class (the clean copy asks this of every
 * box it copies): isLineNumberGutter or isCodeChromeOfCode. An element without a class is neither (a bare
 * <button> is dropped before the copy).
 */
export function isCodeMachinery(element: Element): boolean {
  const className = element.getAttribute('class');
  if (!className) return false;
  let gutter = false;
  let chrome = false;
  for (const name of className.split(/\s+/)) {
    if (GUTTER_CLASSES.has(name)) gutter = true;
    else if (CODE_CHROME_CLASSES.has(name)) chrome = true;
  }
  if (gutter && ONLY_NUMBERS.test(element.textContent ?? '')) return true;
  return chrome && isCodeChromeOfCode(element);
}
