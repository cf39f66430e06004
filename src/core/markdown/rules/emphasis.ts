// Emphasis as `*…*` (not `_`, which cannot emphasise inside a word or between Chinese characters),
// or <em> where punctuation would stop the delimiter from closing.
import { delimit } from '../delimiters';
import type { MarkdownRule } from '../rule';

export const emphasisRule: MarkdownRule = {
  name: 'emphasis',
  filter: (node) => /^(EM|I|CITE|DFN)$/i.test(node.nodeName),
  replacement: (content, node) => delimit(content, node, '*', 'em'),
};
