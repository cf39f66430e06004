// A row of a GFM table marks its Markdown for table.ts; rows of other tables pass their content through.
import { tagName } from '../dom';
import type { MarkdownRule } from '../rule';
import { parentTable, tableKind } from '../table-shape';
import { ROW_MARK } from './table';

export const tableRowRule: MarkdownRule = {
  name: 'tableRow',
  filter: (node) => tagName(node) === 'TR',
  replacement: (content, node) => {
    const table = parentTable(node);
    return table && tableKind(table) === 'gfm' ? `${ROW_MARK}${content}${ROW_MARK}` : `\n\n${content}\n\n`;
  },
};
