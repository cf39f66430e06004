// Line-number gutters and the chrome of code blocks: the column of 1, 2, 3… that highlighters set beside or inside a
// <pre>, copy buttons and language labels. They are page machinery: neither the clip's text nor its Markdown keep them.
import { attributeOf, HEADING_TAGS } from './blocks';
import { elementsByTags } from './select';

/** Classes of line-number gutters (Prism, highlightjs-line-numbers, Hexo, Pygments, CSDN, Rouge, GitHub, WeChat, Feishu, cplusplus.com). */
const GUTTER_CLASSES: ReadonlySet<string> = new Set([
  'line-numbers-rows', 'hljs-ln-numbers', 'gutter', 'pre-numbering', 'linenos', 'lineno', 'linenodiv', 'line-number',
  'code-line-number', 'rouge-gutter', 'blob-num', 'code-snippet__line-index', 'code-block-line-numbers',
  'code-block-line-number', 'rownum',
]);

/** Classes of buttons and toolbars that sites put inside or next to code (copy, collapse, language label; Feishu's, InfoQ's, Microsoft Learn's and Real Python's headers). */
const CODE_CHROME_CLASSES: ReadonlySet<string> = new Set([
  'copy-btn', 'btn-copy', 'copy-button', 'code-copy', 'hljs-button', 'copy-code-button', 'cnblogs_code_toolbar',
  'code_img_opened', 'code_img_closed', 'cnblogs_code_collapse', 'toolbar', 'copy_btn', 'code-copy-btn',
  'code-lang-label', 'example-header', 'language-name', 'copy-to-clipboard-button', 'copy-code-btn',
  'code-block-header', 'code-block-lang', 'code-block-copy-btn', 'code-lang', 'codeHeader', 'codeblock__header',
  'codeblock-header', 'code-block__header', 'code-header',
]);

const ONLY_NUMBERS = /^[\d\s.:]*$/;

/** The element's class names, read raw (these tests run on every element a copy or a conversion visits). */
function classNames(element: Element): string[] {
  const className = attributeOf(element, 'class');
  return className ? className.split(/\s+/) : [];
}

const named = (names: readonly string[], set: ReadonlySet<string>) => names.some((name) => set.has(name));

/** Nothing but numbers in it: gutters that draw their numbers from CSS hold none, a layout column holds words. */
const onlyNumbers = (element: Element) => ONLY_NUMBERS.test(element.textContent ?? '');

/**
 * Whether `element` is a line-number gutter: a gutter's class, and nothing but numbers in it. A layout column
 * named "gutter" holds words and is not one.
 */
export function isLineNumberGutter(element: Element): boolean {
  return named(classNames(element), GUTTER_CLASSES) && onlyNumbers(element);
}

/**
 * Copy buttons and toolbars (tested by tag and class tokens: this runs on every element). A heading is never
 * one: rustdoc sets each signature as `<h4 class="code-header">pub fn len(&self) -> usize</h4>`.
 */
export function isCodeChrome(el: Element): boolean {
  const tag = el.tagName.toLowerCase();
  if (tag === 'button') return true;
  if (HEADING_TAGS.has(tag)) return false;
  const title = attributeOf(el, 'data-title');
  if (title === '复制' || title === '登录后复制') return true;
  return named(classNames(el), CODE_CHROME_CLASSES);
}

/**
 * Code chrome where it serves code: inside a code widget, or a copy button set right after a code block (51CTO,
 * CSDN). A toolbar elsewhere is the page's, and other rules judge it.
 */
export function isCodeChromeOfCode(el: Element): boolean {
  return isCodeChrome(el) && servesCode(el);
}

function servesCode(el: Element): boolean {
  const previous = el.previousElementSibling;
  return !!el.closest('pre, .highlight, .code-toolbar, .cnblogs_code, [class*="code"]') || (!!previous && /^(pre|code)$/i.test(previous.tagName));
}

/**
 * A code block's gutter or its chrome, from one read of the element's class (the clean copy asks this of every box
 * it copies). A box without a class is neither: a bare <button> never reaches the copy.
 */
export function isCodeMachinery(element: Element): boolean {
  const names = classNames(element);
  if (names.length === 0) return false;
  if (named(names, GUTTER_CLASSES) && onlyNumbers(element)) return true;
  return named(names, CODE_CHROME_CLASSES) && servesCode(element);
}

/**
 * The lines of a listing set as a table of code lines, one a row (GitHub's file view and every embedded gist: a
 * `<td class="blob-num">` gutter beside a `<td class="blob-code">` line; highlightjs-line-numbers' `hljs-ln`), or
 * null for any other table: each row must hold exactly one code cell, beside at most line-number gutters.
 */
export function codeTableLines(table: Element): string[] | null {
  if (!CODE_TABLE_CLASS.test(attributeOf(table, 'class') ?? '')) return null;
  const lines: string[] = [];
  for (const row of elementsByTags(table, ROW_TAGS)) {
    let line: string | null = null;
    for (const cell of row.children) {
      if (CODE_LINE_CELL.test(attributeOf(cell, 'class') ?? '')) {
        if (line !== null) return null;
        line = (cell.textContent ?? '').replace(/\r?\n$/, '');
      } else if (!isLineNumberGutter(cell)) return null;
    }
    if (line === null) return null;
    lines.push(line);
  }
  return lines.length > 0 ? lines : null;
}

/** The classes of a table of code lines: GitHub's ("highlight tab-size js-file-line-container"), highlightjs-line-numbers'. */
export const CODE_TABLE_CLASS = /(?:^|\s)(?:highlight|js-file-line-container|hljs-ln)(?:\s|$)/;
/** A code line's cell in such a table. */
const CODE_LINE_CELL = /(?:^|\s)(?:blob-code|hljs-ln-code)(?:\s|$)/;
const ROW_TAGS: ReadonlySet<string> = new Set(['tr']);
