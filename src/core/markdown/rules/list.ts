// Lists. Two lists in a row would merge into one in Markdown (`1.` after `11.` continues it), so an
// empty HTML comment — the CommonMark idiom — keeps them apart.
import { tagName } from '../dom';
import type { MarkdownRule } from '../rule';

export const listRule: MarkdownRule = {
  name: 'list',
  filter: (node) => tagName(node) === 'UL' || tagName(node) === 'OL',
  replacement: (content, node) => {
    const body = content.replace(/^\n+|\s+$/g, '');
    if (!body) return '';
    const parent = node.parentNode;
    if (parent && tagName(parent) === 'LI') return `\n${body}\n`;
    const previous = node.previousElementSibling;
    const separator = previous && tagName(previous) === tagName(node) ? '<!-- -->\n\n' : '';
    return `\n\n${separator}${body}\n\n`;
  },
};
