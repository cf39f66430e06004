// ATX headings, moved down by the context's shift so the clip title stays the only H1.
import type { MarkdownRule } from '../rule';

export const headingRule: MarkdownRule = {
  name: 'heading',
  filter: (node) => /^H[1-6]$/i.test(node.nodeName),
  replacement: (content, node, context) => {
    const text = content.replace(/\\\n/g, ' ').replace(/\s*\n+\s*/g, ' ').trim();
    if (!text) return '';
    const level = Math.min(6, Number(node.nodeName.charAt(1)) + context.headingShift);
    return `\n\n${'#'.repeat(level)} ${text}\n\n`;
  },
};
