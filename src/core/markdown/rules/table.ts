// Tables: GFM when representable (header from the first row when there is no <th>, pipes escaped,
// inline formatting kept); clean HTML when cells merge, nest tables or hold blocks; layout tables
// flattened to their content. Rows and cells mark their Markdown (table-row.ts, table-cell.ts) so the
// table can be assembled here in one pass.
import { cleanTableHtml } from '../clean-html';
import { tagName } from '../dom';
import type { MarkdownRule } from '../rule';
import { alignmentMarker, cellsOf, rowsOf, tableKind } from '../table-shape';

export const ROW_MARK = '\uFDD0';
export const CELL_MARK = '\uFDD1';
export const CAPTION_MARK = '\uFDD2';

function markedParts(content: string, mark: string): string[] {
  const parts: string[] = [];
  const pattern = new RegExp(`${mark}([\\s\\S]*?)${mark}`, 'g');
  for (const match of content.matchAll(pattern)) parts.push(match[1]!);
  return parts;
}

function gfmRow(cells: string[], width: number): string {
  const padded = [...cells, ...Array<string>(Math.max(0, width - cells.length)).fill('')];
  return `| ${padded.map((cell) => cell || ' ').join(' | ')} |`;
}

function gfmTable(content: string, table: HTMLElement): string {
  const rows = markedParts(content, ROW_MARK).map((row) => markedParts(row, CELL_MARK));
  if (!rows.length) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const headerCells = cellsOf(rowsOf(table)[0]!);
  const alignment = Array.from({ length: width }, (_, column) => alignmentMarker(headerCells[column]));
  const lines = [gfmRow(rows[0]!, width), `| ${alignment.join(' | ')} |`, ...rows.slice(1).map((row) => gfmRow(row, width))];
  const caption = markedParts(content, CAPTION_MARK)[0]?.trim();
  return `\n\n${caption ? `${caption}\n\n` : ''}${lines.join('\n')}\n\n`;
}

export const tableRule: MarkdownRule = {
  name: 'table',
  filter: (node) => tagName(node) === 'TABLE',
  replacement: (content, node, context) => {
    const kind = tableKind(node);
    if (kind === 'html') return `\n\n${cleanTableHtml(node, context)}\n\n`;
    if (kind === 'layout') return `\n\n${content.replace(new RegExp(`[${CAPTION_MARK}]`, 'g'), '\n\n')}\n\n`;
    return gfmTable(content, node);
  },
};
