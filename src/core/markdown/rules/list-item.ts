// List items with `-` or `N.` markers and continuation lines indented by exactly the marker's width,
// which CommonMark needs to keep nested lists, paragraphs and code inside ordered items (`10. ` is 4 wide).
import { childElements, tagName } from '../dom';
import type { MarkdownRule } from '../rule';

function marker(item: HTMLElement): string {
  const list = item.parentNode as HTMLElement | null;
  if (!list || tagName(list) !== 'OL') return '-';
  const items = childElements(list).filter((child) => tagName(child) === 'LI');
  const start = Number.parseInt(list.getAttribute('start') ?? '1', 10);
  const value = Number.parseInt(item.getAttribute('value') ?? '', 10);
  return `${Number.isFinite(value) ? value : (Number.isFinite(start) ? start : 1) + items.indexOf(item)}.`;
}

export const listItemRule: MarkdownRule = {
  name: 'listItem',
  filter: (node) => tagName(node) === 'LI',
  replacement: (content, node) => {
    const prefix = `${marker(node)} `;
    const body = content.replace(/^\n+/, '').replace(/\s+$/, '');
    const indented = body.replace(/\n(?=[^\n])/g, `\n${' '.repeat(prefix.length)}`);
    return `${indented ? prefix + indented : prefix.trim()}${node.nextSibling ? '\n' : ''}`;
  },
};
