// Emphasis delimiters that CommonMark will actually read. `**“引号”**后文` does not bold: a closing `**`
// after punctuation must be followed by space or punctuation, and Chinese text has neither. Where the
// delimiter would not flank, the HTML tag is used instead (Obsidian, Typora, GitHub render it).
import { isBlockElement } from './dom';

const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/u;

function edgeChar(node: Node, direction: 'previousSibling' | 'nextSibling'): string {
  for (let current: Node | null = node; current && !isBlockElement(current); current = current.parentNode) {
    for (let sibling = current[direction]; sibling; sibling = sibling[direction]) {
      const text = sibling.textContent ?? '';
      if (text) return direction === 'previousSibling' ? text.charAt(text.length - 1) : text.charAt(0);
      if (sibling.nodeName.toUpperCase() === 'IMG') return 'x';
    }
  }
  return ' ';
}

function canOpen(inside: string, outside: string): boolean {
  if (!inside || WHITESPACE.test(inside)) return false;
  return !PUNCTUATION.test(inside) || WHITESPACE.test(outside) || PUNCTUATION.test(outside);
}

/** `content` wrapped in `delimiter`, or in `<tag>` when the delimiter could not open or close there. */
export function delimit(content: string, node: Node, delimiter: string, tag: string): string {
  if (!content.trim()) return content ? ' ' : '';
  // Emphasis cannot span paragraphs (`<b><p>a</p><p>b</p></b>`): keep the blocks, drop the emphasis.
  if (/\n\s*\n/.test(content)) return content;
  const before = edgeChar(node, 'previousSibling');
  const after = edgeChar(node, 'nextSibling');
  const opens = canOpen(content.charAt(0), before);
  const closes = canOpen(content.charAt(content.length - 1), after);
  return opens && closes ? `${delimiter}${content}${delimiter}` : `<${tag}>${content}</${tag}>`;
}
