// Definition lists in the `Term` / `:   Definition` syntax of PHP Markdown Extra, pandoc, MultiMarkdown
// and markdown-it-deflist — the only Markdown form several tools share; elsewhere it reads as plain text.
import { tagName } from '../dom';
import type { MarkdownRule } from '../rule';

export const definitionListRule: MarkdownRule = {
  name: 'definitionList',
  filter: (node) => /^(DL|DT|DD)$/.test(tagName(node)),
  replacement: (content, node) => {
    const text = content.replace(/^\n+|\s+$/g, '');
    switch (tagName(node)) {
      case 'DL':
        return `\n\n${text}\n\n`;
      case 'DT':
        return text ? `\n\n${text.replace(/\s*\n+\s*/g, ' ')}\n` : '';
      default:
        return text ? `:   ${text.replace(/\n(?=[^\n])/g, '\n    ')}\n` : '';
    }
  },
};
