// A GFM cell is one line of inline Markdown: line breaks become <br>, pipes are escaped (GFM unescapes
// `\|` even inside code spans in cells). Cells of layout tables become ordinary blocks.
import { tagName } from '../dom';
import type { MarkdownRule } from '../rule';
import { parentTable, tableKind } from '../table-shape';
import { CELL_MARK } from './table';

export function gfmCell(content: string): string {
  return content
    .trim()
    .replace(/\s*\n+\s*/g, '<br>')
    .replace(/(^|[^\\])\|/g, '$1\\|')
    .replace(/(^|[^\\])\|/g, '$1\\|');
}

export const tableCellRule: MarkdownRule = {
  name: 'tableCell',
  filter: (node) => tagName(node) === 'TD' || tagName(node) === 'TH',
  replacement: (content, node) => {
    const table = parentTable(node);
    return table && tableKind(table) === 'gfm' ? `${CELL_MARK}${gfmCell(content)}${CELL_MARK}` : `\n\n${content}\n\n`;
  },
};
