// Links made absolute against the page. Script links and in-page anchors (`#syntax`: heading
// permalinks, MDN's term links — their targets do not survive as ids in Markdown) keep only their text.
import { tagName } from '../dom';
import type { MarkdownRule } from '../rule';
import { absoluteUrl, isScriptUrl, markdownDestination, markdownTitle } from '../urls';

export const linkRule: MarkdownRule = {
  name: 'link',
  filter: (node) => tagName(node) === 'A' && !!node.getAttribute('href'),
  replacement: (content, node, context) => {
    const spaced = content.replace(/\\\n/g, ' ').replace(/\s*\n+\s*/g, ' ');
    const text = spaced.trim();
    if (!text) return spaced ? ' ' : '';
    // A <br> or space at the edge of the link still separates it from its neighbours.
    const before = /^\s/.test(spaced) ? ' ' : '';
    const after = /\s$/.test(spaced) ? ' ' : '';
    const href = node.getAttribute('href') ?? '';
    if (isScriptUrl(href) || href.startsWith('#')) return `${before}${text}${after}`;
    const destination = markdownDestination(absoluteUrl(href, context.baseUrl));
    return `${before}[${text}](${destination}${markdownTitle(node.getAttribute('title'))})${after}`;
  },
};
