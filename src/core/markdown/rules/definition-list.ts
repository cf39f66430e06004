// Definition lists: the term as a bold line, each definition as ordinary paragraphs below it. The
// `Term` / `:   Definition` syntax of pandoc and PHP Markdown Extra was tried and rejected: Obsidian,
// GitHub and CommonMark do not read it, and a definition holding code or several paragraphs (Python's
// and MDN's API docs) then renders as stray indented code blocks.
import { delimit } from '../delimiters';
import { tagName } from '../dom';
import type { MarkdownRule } from '../rule';

export const definitionListRule: MarkdownRule = {
  name: 'definitionList',
  filter: (node) => /^(DL|DT|DD)$/.test(tagName(node)),
  replacement: (content, node) => {
    const text = content.replace(/^\s+|\s+$/g, '');
    if (!text) return '';
    if (tagName(node) === 'DT') return `\n\n${delimit(text.replace(/\s*\n+\s*/g, ' '), node, '**', 'strong')}\n\n`;
    return `\n\n${text}\n\n`;
  },
};
