// Items of a footnotes list, and footnotes of their own (docutils' <aside role="doc-footnote">), become
// `[^label]: text`, continuation lines indented four spaces; the back-reference arrows, the labels around them
// and the separator rule of the footnotes section are dropped.
import { closestWhere, childElements, tagName } from '../dom';
import { footnoteLabel, isFootnoteBackref, isFootnoteElement, isFootnotesContainer, isNoteLabel } from '../footnote-labels';
import type { MarkdownRule } from '../rule';

function inFootnotes(node: Node): boolean {
  return !!closestWhere(node, isFootnotesContainer);
}

/** A list item some footnote reference points at — also after cleaning stripped the container's class. */
function isReferencedNote(item: Element, labels: Map<string, string>): boolean {
  const id = item.getAttribute('id');
  return !!id && labels.has(id);
}

/** The rule that opens a footnotes section (pandoc's <hr> before the list). */
function isFootnotesRule(hr: Element, labels: Map<string, string>): boolean {
  if (inFootnotes(hr)) return true;
  const list = hr.nextElementSibling;
  const firstItem = list && /^(OL|UL)$/.test(tagName(list)) ? childElements(list).find((child) => tagName(child) === 'LI') : undefined;
  return !!firstItem && isReferencedNote(firstItem, labels);
}

function labelOf(item: HTMLElement, labels: Map<string, string>): string {
  const id = item.getAttribute('id');
  if (id) return labels.get(id) ?? footnoteLabel(id);
  const items = childElements(item.parentNode as HTMLElement).filter((child) => tagName(child) === 'LI');
  return String(items.indexOf(item) + 1);
}

export const footnoteDefinitionRule: MarkdownRule = {
  name: 'footnoteDefinition',
  filter: (node, context) => (tagName(node) === 'LI' || isFootnoteElement(node)) && (isReferencedNote(node, context.footnoteLabels) || inFootnotes(node)),
  replacement: (content, node, context) => {
    const text = content.replace(/^\s+|\s+$/g, '').replace(/\n(?=[^\n])/g, '\n    ');
    return text ? `\n\n[^${labelOf(node, context.footnoteLabels)}]: ${text}\n\n` : '';
  },
};

export const footnoteBackrefRule: MarkdownRule = {
  name: 'footnoteBackref',
  filter: (node, context) => {
    const tag = tagName(node);
    if (tag === 'HR') return isFootnotesRule(node, context.footnoteLabels);
    return ((tag === 'A' || tag === 'SPAN') && isFootnoteBackref(node)) || (tag === 'SPAN' && isNoteLabel(node));
  },
  replacement: () => '',
};
