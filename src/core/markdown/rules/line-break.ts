// <br> as a CommonMark hard break written `\` + newline (visible, unlike two trailing spaces that
// editors strip). Breaks at the edge of a block are dropped, a run of breaks is a paragraph break (the
// WeChat and forum habit of spacing paragraphs with <br><br>), and where Markdown cannot hold a
// line break (headings, links, GFM cells) the break becomes a space or <br>.
import { closestWhere, isBlockElement, isElement, tagName } from '../dom';
import type { MarkdownRule } from '../rule';
import { parentTable, tableKind } from '../table-shape';

function isMeaningful(node: Node): boolean {
  if (node.nodeType === 3) return !!(node as Text).data.trim();
  if (!isElement(node)) return false;
  return tagName(node) === 'IMG' || !!(node.textContent ?? '').trim() || !!node.querySelector('img');
}

/** Significant sibling before/after, climbing out of inline parents up to the enclosing block. */
function neighbour(node: Node, direction: 'previousSibling' | 'nextSibling'): Node | null {
  for (let current: Node | null = node; current && !isBlockElement(current); current = current.parentNode) {
    for (let sibling = current[direction]; sibling; sibling = sibling[direction]) {
      if (isBlockElement(sibling)) return null;
      if (tagName(sibling) === 'BR' || isMeaningful(sibling)) return sibling;
    }
  }
  return null;
}

export const lineBreakRule: MarkdownRule = {
  name: 'lineBreak',
  filter: (node) => tagName(node) === 'BR',
  replacement: (_content, node) => {
    const before = neighbour(node, 'previousSibling');
    const after = neighbour(node, 'nextSibling');
    if (!before || !after || tagName(after) === 'BR') return '';
    const cell = closestWhere(node, (el) => tagName(el) === 'TD' || tagName(el) === 'TH');
    const table = cell && parentTable(cell);
    if (table && tableKind(table) === 'gfm') return '<br>';
    if (closestWhere(node, (el) => /^(H[1-6]|A)$/.test(tagName(el)))) return ' ';
    return tagName(before) === 'BR' ? '\n\n' : '\\\n';
  },
};
