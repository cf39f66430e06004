// Footnote references (`<sup><a href="#fn1">1</a></sup>`, `a.footnote-ref`, Wikipedia `sup.reference`)
// become `[^label]`, labelled by the id they point at.
import { childElements, tagName } from '../dom';
import { footnoteLabel, isFootnoteHref } from '../footnote-labels';
import type { MarkdownRule } from '../rule';

function footnoteLink(node: HTMLElement): HTMLElement | null {
  if (tagName(node) === 'A') {
    const href = node.getAttribute('href') ?? '';
    const marked = node.matches('.footnote-ref, .footnote-reference, [role="doc-noteref"]');
    return href.startsWith('#') && (marked || isFootnoteHref(href)) ? node : null;
  }
  if (tagName(node) !== 'SUP') return null;
  const children = childElements(node);
  const link = children.length === 1 ? children[0]! : null;
  if (!link || (node.textContent ?? '').trim() !== (link.textContent ?? '').trim()) return null;
  return footnoteLink(link);
}

export const footnoteReferenceRule: MarkdownRule = {
  name: 'footnoteReference',
  filter: (node) => footnoteLink(node) !== null,
  replacement: (_content, node) => {
    const link = footnoteLink(node)!;
    return `[^${footnoteLabel((link.getAttribute('href') ?? '').slice(1))}]`;
  },
};
