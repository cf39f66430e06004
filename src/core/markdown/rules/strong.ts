// Strong emphasis as `**…**`, or <strong> where CJK punctuation would stop `**` from closing.
import { delimit } from '../delimiters';
import type { MarkdownRule } from '../rule';

export const strongRule: MarkdownRule = {
  name: 'strong',
  filter: (node) => /^(STRONG|B)$/i.test(node.nodeName),
  replacement: (content, node) => delimit(content, node, '**', 'strong'),
};
