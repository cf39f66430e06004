// What a table is: data that fits a GFM table, data that needs HTML (merged cells, nested tables,
// block content), or layout (one column used for positioning) to be flattened to its content.
import { firstElementWhere } from '../text/select';
import { childElements, hasClass, positiveIntAttribute, tagName } from './dom';

export type TableKind = 'gfm' | 'html' | 'layout';

/** Cell content that a GFM cell (one line of inline Markdown) cannot hold (tags, plus display formulas). */
const BLOCK_CONTENT_TAGS = new Set(['UL', 'OL', 'PRE', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HR', 'DL', 'TABLE', 'FIGURE']);

function isBlockContent(el: Element): boolean {
  const tag = tagName(el);
  if (BLOCK_CONTENT_TAGS.has(tag)) return true;
  return tag === 'MATH' ? el.getAttribute('display') === 'block' : hasClass(el, 'katex-display');
}

const kinds = new WeakMap<Element, TableKind>();

/** The table's own rows (not those of nested tables), in document order. */
export function rowsOf(table: Element): HTMLElement[] {
  const rows: HTMLElement[] = [];
  for (const child of childElements(table)) {
    const tag = tagName(child);
    if (tag === 'TR') rows.push(child);
    else if (tag === 'THEAD' || tag === 'TBODY' || tag === 'TFOOT') rows.push(...childElements(child).filter((row) => tagName(row) === 'TR'));
  }
  return rows;
}

export function cellsOf(row: Element): HTMLElement[] {
  return childElements(row).filter((cell) => tagName(cell) === 'TD' || tagName(cell) === 'TH');
}

export function parentTable(node: Node): HTMLElement | null {
  return (node as Element).closest?.('table') ?? null;
}

function hasBlockContent(cell: Element): boolean {
  // A walk, not querySelector: linkedom compiles a selector on every call, and this runs per table cell.
  if (firstElementWhere(cell, isBlockContent)) return true;
  const paragraphs = childElements(cell).filter((child) => /^(P|DIV|SECTION)$/.test(tagName(child)) && (child.textContent ?? '').trim());
  return paragraphs.length > 1;
}

function classify(table: Element): TableKind {
  const role = (table.getAttribute('role') ?? '').toLowerCase();
  if (role === 'presentation' || role === 'none') return 'layout';
  const rows = rowsOf(table);
  const cells = rows.map(cellsOf);
  const widest = Math.max(0, ...cells.map((row) => row.length));
  if (widest <= 1) return 'layout';
  const hasHeaderCell = cells.some((row) => row.some((cell) => tagName(cell) === 'TH'));
  if (rows.length === 1 && !hasHeaderCell) return 'layout';
  const allCells = cells.flat();
  if (allCells.some((cell) => positiveIntAttribute(cell, 'colspan') > 1 || positiveIntAttribute(cell, 'rowspan') > 1)) return 'html';
  if (allCells.some(hasBlockContent)) return 'html';
  const headRows = childElements(table).filter((child) => tagName(child) === 'THEAD').flatMap((head) => childElements(head));
  if (headRows.length > 1) return 'html';
  return 'gfm';
}

export function tableKind(table: Element): TableKind {
  let kind = kinds.get(table);
  if (!kind) {
    kind = classify(table);
    kinds.set(table, kind);
  }
  return kind;
}

/** GFM alignment row cell for a column, from the header cell's `align` or `text-align`. */
export function alignmentMarker(cell: Element | undefined): string {
  const align = (cell?.getAttribute('align') ?? cell?.getAttribute('style')?.match(/text-align:\s*(\w+)/i)?.[1] ?? '').toLowerCase();
  if (align === 'center') return ':---:';
  if (align === 'right') return '---:';
  if (align === 'left') return ':---';
  return '---';
}
