// Links made absolute against the page; script links and in-heading permalinks reduced to their text.
import { closestWhere, tagName } from '../dom';
import type { MarkdownRule } from '../rule';
import { absoluteUrl, isScriptUrl, markdownDestination, markdownTitle } from '../urls';

const HEADING = /^H[1-6]$/;

export const linkRule: MarkdownRule = {
  name: 'link',
  filter: (node) => tagName(node) === 'A' && !!node.getAttribute('href'),
  replacement: (content, node, context) => {
    const text = content.replace(/\\\n/g, ' ').replace(/\s*\n+\s*/g, ' ').trim();
    if (!text) return '';
    const href = node.getAttribute('href') ?? '';
    const inHeading = !!closestWhere(node, (el) => HEADING.test(tagName(el)));
    if (isScriptUrl(href) || (href.startsWith('#') && inHeading)) return text;
    const destination = markdownDestination(absoluteUrl(href, context.baseUrl));
    return `[${text}](${destination}${markdownTitle(node.getAttribute('title'))})`;
  },
};
