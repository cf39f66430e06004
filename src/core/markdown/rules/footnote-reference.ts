// Footnote references (`<sup><a href="#fn1">1</a></sup>`, `a.footnote-ref`, Wikipedia `sup.reference`)
// become `[^label]`, labelled by the id they point at.
import { childElements, tagName } from '../dom';
import { footnoteLabel, isFootnoteLink } from '../footnote-labels';
import type { MarkdownRule } from '../rule';

function footnoteLink(node: HTMLElement): HTMLElement | null {
  if (tagName(node) === 'A') return isFootnoteLink(node) ? node : null;
  if (tagName(node) !== 'SUP') return null;
  const children = childElements(node);
  const link = children.length === 1 ? children[0]! : null;
  if (!link || (node.textContent ?? '').trim() !== (link.textContent ?? '').trim()) return null;
  return footnoteLink(link);
}

export const footnoteReferenceRule: MarkdownRule = {
  name: 'footnoteReference',
  filter: (node) => footnoteLink(node) !== null,
  replacement: (_content, node, context) => {
    const id = (footnoteLink(node)!.getAttribute('href') ?? '').slice(1);
    return `[^${context.footnoteLabels.get(id) ?? footnoteLabel(id)}]`;
  },
};
