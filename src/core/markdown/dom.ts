// Small DOM helpers shared by the rules. They use only what linkedom, jsdom and browsers all provide.

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;

export function isElement(node: Node | null | undefined): node is HTMLElement {
  return !!node && node.nodeType === ELEMENT_NODE;
}

export function tagName(node: Node | null | undefined): string {
  return node && node.nodeType === ELEMENT_NODE ? (node as Element).nodeName.toUpperCase() : '';
}

export function classList(node: Element): string[] {
  return (node.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
}

/** Class-token test for hot paths: filters run on every element, and selector matching compiles each time in linkedom. */
export function hasAnyClass(node: Element, names: ReadonlySet<string>): boolean {
  const className = node.getAttribute('class');
  return !!className && className.split(/\s+/).some((name) => names.has(name));
}

export function hasClass(node: Element, name: string): boolean {
  return classList(node).includes(name);
}

/** Element children in document order (linkedom has `children`, but be explicit about elements only). */
export function childElements(node: Element): HTMLElement[] {
  return Array.from(node.childNodes).filter(isElement);
}

/** The nearest ancestor (or the node itself) that satisfies `test`, stopping at `stop` when given. */
export function closestWhere(node: Node | null, test: (el: HTMLElement) => boolean, stop?: Node): HTMLElement | null {
  for (let current = node; current && current !== stop; current = current.parentNode) {
    if (isElement(current) && test(current)) return current;
  }
  return null;
}

export function positiveIntAttribute(el: Element, name: string): number {
  const value = Number.parseInt(el.getAttribute(name) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

export const BLOCK_TAGS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BODY', 'CENTER', 'DD', 'DETAILS', 'DIV', 'DL', 'DT', 'FIELDSET',
  'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HGROUP', 'HR', 'LI',
  'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'SUMMARY', 'TABLE', 'TBODY', 'TD', 'TFOOT', 'TH', 'THEAD', 'TR', 'UL',
]);

export function isBlockElement(node: Node | null | undefined): boolean {
  return BLOCK_TAGS.has(tagName(node));
}

