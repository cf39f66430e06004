// Fenced code blocks that keep every newline and indentation, with the language the highlighter named.
import { codeLanguage } from '../code-languages';
import { codeText } from '../code-source';
import { closestWhere, hasAnyClass, tagName } from '../dom';
import type { MarkdownRule } from '../rule';

/** Site widgets that wrap one code block (with gutters and toolbars) and must be read as a whole:
 *  figure.highlight (Hexo), table.highlighttable (Pygments), div.syntaxhighlighter, cnblogs, Prism's toolbar. */
const WIDGET_CLASSES: Record<string, ReadonlySet<string>> = {
  FIGURE: new Set(['highlight']),
  TABLE: new Set(['highlighttable']),
  DIV: new Set(['syntaxhighlighter', 'cnblogs_code', 'cnblogs_Highlighter', 'code-toolbar']),
};

function isCodeWidget(el: HTMLElement): boolean {
  const classes = WIDGET_CLASSES[tagName(el)];
  return !!classes && hasAnyClass(el, classes) && !!el.querySelector('pre, code, .line, .container');
}

/** True for the outermost element that is one code block: a widget, or a <pre> outside any widget. */
export function isCodeBlockRoot(el: HTMLElement): boolean {
  if (tagName(el) !== 'PRE' && !isCodeWidget(el)) return false;
  return !closestWhere(el.parentNode, (ancestor) => tagName(ancestor) === 'PRE' || isCodeWidget(ancestor));
}

/** True inside (or on) any code block, where inline rules must not apply. */
export function isInsideCodeBlock(node: Node): boolean {
  return !!closestWhere(node, (el) => tagName(el) === 'PRE' || isCodeWidget(el));
}

export function longestRun(text: string, char: string): number {
  let longest = 0;
  for (const run of text.match(new RegExp(`\\${char}+`, 'g')) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

export function fencedCode(code: string, language: string): string {
  const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
  return `\n\n${fence}${language}\n${code}\n${fence}\n\n`;
}

export const codeBlockRule: MarkdownRule = {
  name: 'codeBlock',
  filter: (node) => isCodeBlockRoot(node),
  replacement: (_content, node) => {
    const code = codeText(node);
    return code.trim() ? fencedCode(code, codeLanguage(node)) : '';
  },
};
