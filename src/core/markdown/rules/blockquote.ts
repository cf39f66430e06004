// Blockquotes with `> ` on every line and a bare `>` on blank lines (no trailing spaces).
import type { MarkdownRule } from '../rule';

export const blockquoteRule: MarkdownRule = {
  name: 'blockquote',
  filter: (node) => node.nodeName.toUpperCase() === 'BLOCKQUOTE',
  replacement: (content) => {
    const body = content.replace(/^\n+|\s+$/g, '');
    if (!body) return '';
    return `\n\n${body.split('\n').map((line) => (line ? `> ${line}` : '>')).join('\n')}\n\n`;
  },
};
