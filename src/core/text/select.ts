// Element lookups by tag as walks, not selectors. linkedom (the CLI and the benchmarks) parses and compiles a
// selector on every querySelector/querySelectorAll call, and the extraction stages ask per line and per block:
// on a typical page that compiling cost more than the lookups. A walk is cheap on every DOM, the live one too.
import { tagOf } from './blocks';

const ELEMENT_NODE = 1;
const DOCUMENT_NODE = 9;

/**
 * Calls `visit` for every element below `root` (not `root`) in document order; returning true stops the walk.
 * Like querySelectorAll, the walk does not enter <template> (its content is not part of the page).
 */
export function walkBelow(root: Node, visit: (element: Element, tag: string) => boolean | void): void {
  // linkedom gives a document's doctype no next sibling: a document's walk starts at its first element.
  let node: Node | null = root.nodeType === DOCUMENT_NODE ? (root as Document).firstElementChild : root.firstChild;
  while (node) {
    if (node.nodeType === ELEMENT_NODE) {
      const element = node as Element;
      const tag = tagOf(element);
      if (visit(element, tag) === true) return;
      const first = tag === 'template' ? null : element.firstChild;
      if (first) {
        node = first;
        continue;
      }
    }
    // Each sibling read once: under linkedom an element's nextSibling is a read of its end marker, and this walk
    // steps over every node of the subtree.
    let next: Node | null = node.nextSibling;
    while (!next) {
      node = node!.parentNode;
      if (!node || node === root) return;
      next = node.nextSibling;
    }
    node = next;
  }
}

/** The elements below `root` whose tag is in `tags`, in document order (querySelectorAll('a, b, …')). */
export function elementsByTags(root: Node, tags: ReadonlySet<string>): Element[] {
  const found: Element[] = [];
  walkBelow(root, (element, tag) => {
    if (tags.has(tag)) found.push(element);
  });
  return found;
}

/** The elements below `root` that pass `test`, in document order. */
export function elementsWhere(root: Node, test: (element: Element, tag: string) => boolean): Element[] {
  const found: Element[] = [];
  walkBelow(root, (element, tag) => {
    if (test(element, tag)) found.push(element);
  });
  return found;
}

/** The first element below `root` that passes `test`, or null (querySelector). */
export function firstElementWhere(root: Node, test: (element: Element, tag: string) => boolean): Element | null {
  let found: Element | null = null;
  walkBelow(root, (element, tag) => {
    if (!test(element, tag)) return false;
    found = element;
    return true;
  });
  return found;
}

/** Whether any element below `root` has a tag in `tags`. */
export function hasElementWithTag(root: Node, tags: ReadonlySet<string>): boolean {
  return firstElementWhere(root, (_, tag) => tags.has(tag)) !== null;
}

/** Child elements that draw nothing of their own between their siblings: scripts, styles, line breaks and rules. */
export const UNSHOWN_CHILDREN: ReadonlySet<string> = new Set(['script', 'style', 'template', 'noscript', 'br', 'hr']);

/** The child elements of `element` that show something (not scripts, styles, line breaks or rules). */
export function shownChildren(element: Element): Element[] {
  return [...element.children].filter((child) => !UNSHOWN_CHILDREN.has(tagOf(child)));
}
