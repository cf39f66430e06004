// Highlights as `==…==`: Obsidian, Typora, Joplin, Logseq and markdown-it-mark render it, and it reads
// as emphasis in plain text; `<mark>` would show raw tags in editors that do not render inline HTML.
import { delimit } from '../delimiters';
import type { MarkdownRule } from '../rule';

export const markRule: MarkdownRule = {
  name: 'mark',
  filter: (node) => node.nodeName.toUpperCase() === 'MARK',
  replacement: (content, node) => delimit(content, node, '==', 'mark'),
};
