// Checkboxes of task lists (GitHub, Obsidian exports) as `[x]` / `[ ]`. Read from the attribute, not
// the `checked` property, which linkedom does not reflect; the joplin plugin's version relies on it.
import { tagName } from '../dom';
import type { MarkdownRule } from '../rule';

export const taskListItemRule: MarkdownRule = {
  name: 'taskListItem',
  filter: (node) => tagName(node) === 'INPUT' && (node.getAttribute('type') ?? '').toLowerCase() === 'checkbox' && !!node.closest('li'),
  replacement: (_content, node) => {
    const box = node.hasAttribute('checked') ? '[x]' : '[ ]';
    const next = node.nextSibling;
    return next && /^\s/.test(next.textContent ?? '') ? box : `${box} `;
  },
};
