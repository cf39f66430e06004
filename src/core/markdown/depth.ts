// Pathologically deep markup (10,000 nested divs, a script that wrapped the body in itself) would overflow the
// stack in Turndown, which recurses once per level. Before conversion, content below MAX_NESTING_DEPTH is
// hoisted: the tall wrappers around it are unwrapped, shallow subtrees under them are kept whole, and every
// text node stays, in order. Iterative throughout, so nothing here needs stack in proportion to depth.
// No real page reaches the limit (see tunables.ts), so ordinary clips convert exactly as before.
import { BLOCK_TAGS, isElement, tagName } from './dom';
import { KEPT_SUBTREE_HEIGHT, MAX_NESTING_DEPTH } from './tunables';

/** Hoists everything nested deeper than `maxDepth` below `root` (in place, on our own parsed copy). */
export function capNesting(root: Element, maxDepth = MAX_NESTING_DEPTH, keptHeight = KEPT_SUBTREE_HEIGHT): void {
  for (const element of elementsAtDepthWithChildren(root, maxDepth)) hoistBelow(element, keptHeight);
}

/** Elements exactly `depth` levels below `root` that have element children, i.e. where too-deep content starts. */
function elementsAtDepthWithChildren(root: Element, depth: number): Element[] {
  const found: Element[] = [];
  const stack: Array<{ element: Element; depth: number }> = [{ element: root, depth: 0 }];
  while (stack.length > 0) {
    const { element, depth: level } = stack.pop()!;
    if (level === depth) {
      if (element.firstElementChild) found.push(element);
      continue;
    }
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) stack.push({ element: child, depth: level + 1 });
  }
  return found;
}

/** Subtree heights (a childless element is 0), computed from a pre-order list read backwards. */
function subtreeHeights(top: Element): Map<Node, number> {
  const order: Element[] = [];
  const stack: Element[] = [top];
  while (stack.length > 0) {
    const element = stack.pop()!;
    order.push(element);
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) stack.push(child);
  }
  const heights = new Map<Node, number>();
  for (let i = order.length - 1; i >= 0; i--) {
    const element = order[i]!;
    const height = heights.get(element) ?? 0;
    heights.set(element, height);
    const parent = element.parentNode;
    if (parent && parent !== top.parentNode && height + 1 > (heights.get(parent) ?? 0)) heights.set(parent, height + 1);
  }
  return heights;
}

/**
 * Replaces `holder`'s children with a flat sequence: shallow subtrees moved whole, tall wrappers dropped. A block
 * wrapper that is dropped still separates what was before, inside and after it, so the runs of inline content
 * between block boundaries are each gathered into a <div> (words never run together across a lost block).
 */
function hoistBelow(holder: Element, keptHeight: number): void {
  const heights = subtreeHeights(holder);
  if ((heights.get(holder) ?? 0) <= keptHeight) return;
  const doc = holder.ownerDocument;
  const hoisted: Node[] = [];
  let run: Node[] = [];
  const endRun = (): void => {
    if (run.length === 0) return;
    const box = doc.createElement('div');
    for (const node of run) box.appendChild(node);
    hoisted.push(box);
    run = [];
  };
  // Work items: a node to place, or null where a dropped block wrapper ends.
  const work: Array<Node | null> = Array.from(holder.childNodes).reverse();
  while (work.length > 0) {
    const node = work.pop()!;
    if (node === null) {
      endRun();
      continue;
    }
    const tall = isElement(node) && (heights.get(node) ?? 0) > keptHeight;
    if (!tall) {
      if (isElement(node) && BLOCK_TAGS.has(tagName(node))) {
        endRun();
        hoisted.push(node);
      } else run.push(node);
      continue;
    }
    const block = BLOCK_TAGS.has(tagName(node));
    if (block) {
      endRun();
      work.push(null);
    }
    const children = Array.from(node.childNodes);
    for (let i = children.length - 1; i >= 0; i--) work.push(children[i]!);
  }
  endRun();
  while (holder.firstChild) holder.removeChild(holder.firstChild);
  for (const node of hoisted) holder.appendChild(node);
}
