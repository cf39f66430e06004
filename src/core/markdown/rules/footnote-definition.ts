// Items of a footnotes list become `[^label]: text`, continuation lines indented four spaces; the
// back-reference arrows and the separator rule of the footnotes section are dropped.
import { closestWhere, childElements, tagName } from '../dom';
import { footnoteLabel, isFootnoteBackref, isFootnotesContainer } from '../footnote-labels';
import type { MarkdownRule } from '../rule';

function inFootnotes(node: Node): boolean {
  return !!closestWhere(node, isFootnotesContainer);
}

function labelOf(item: HTMLElement, labels: Map<string, string>): string {
  const id = item.getAttribute('id');
  if (id) return labels.get(id) ?? footnoteLabel(id);
  const items = childElements(item.parentNode as HTMLElement).filter((child) => tagName(child) === 'LI');
  return String(items.indexOf(item) + 1);
}

export const footnoteDefinitionRule: MarkdownRule = {
  name: 'footnoteDefinition',
  filter: (node) => tagName(node) === 'LI' && inFootnotes(node),
  replacement: (content, node, context) => {
    const text = content.replace(/^\s+|\s+$/g, '').replace(/\n(?=[^\n])/g, '\n    ');
    return text ? `\n\n[^${labelOf(node, context.footnoteLabels)}]: ${text}\n\n` : '';
  },
};

export const footnoteBackrefRule: MarkdownRule = {
  name: 'footnoteBackref',
  filter: (node) => {
    const tag = tagName(node);
    if (tag === 'HR') return inFootnotes(node);
    return (tag === 'A' || tag === 'SPAN') && isFootnoteBackref(node);
  },
  replacement: () => '',
};
