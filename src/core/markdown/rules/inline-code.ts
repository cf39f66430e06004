// Inline code spans whose delimiter is longer than any backtick run inside, so `a ``b`` c` survives.
import { codeLanguage } from '../code-languages';
import { codeText } from '../code-source';
import { fencedCode, isInsideCodeBlock, longestRun } from './code-block';
import type { MarkdownRule } from '../rule';
import { INLINE_CODE_TAGS } from '../../text/blocks';


export function codeSpan(text: string): string {
  const code = text.replace(/\r?\n|\r/g, ' ');
  if (!code.trim()) return code ? ' ' : '';
  const delimiter = '`'.repeat(longestRun(code, '`') + 1);
  // CommonMark strips one space on each side when both are present, so pad when the code touches a
  // backtick or is itself wrapped in spaces.
  const pad = /^`|`$/.test(code) || /^ .* $/.test(code) ? ' ' : '';
  return `${delimiter}${pad}${code}${pad}${delimiter}`;
}

export const inlineCodeRule: MarkdownRule = {
  name: 'inlineCode',
  filter: (node) => INLINE_CODE_TAGS.has(node.nodeName.toLowerCase()) && !isInsideCodeBlock(node.parentNode as Node),
  replacement: (_content, node) => {
    // Old forums write multi-line code as <code>line<br>line</code> outside any <pre>: that is a block.
    if (node.querySelector('br')) return fencedCode(codeText(node), codeLanguage(node));
    // Code spans side by side (ReadMe's "Allowed: <code>ups</code><code>fedex</code>", drawn as chips) would meet
    // as "`ups``fedex`", one span holding both and the backticks: a space keeps them two.
    const previous = node.previousSibling;
    const touching = previous !== null && INLINE_CODE_TAGS.has(previous.nodeName.toLowerCase());
    return (touching ? ' ' : '') + codeSpan(node.textContent ?? '');
  },
};
