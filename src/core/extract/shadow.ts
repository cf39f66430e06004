// Shadow trees. A web component can draw its text in a shadow root (components built with Lit or Stencil,
// server-rendered ones), where a walk over the document's own children never goes: the page shows a story and
// the engine finds none. Readability never looks there (mozilla/readability#744); Defuddle, and so
// Obsidian's clipper, flattens them. This module builds a copy of the page as the reader sees it, the composed
// tree: each shadow host holds what its shadow root draws, and each <slot> in it the host's children it shows.
// The page itself is never touched (the engine reads the copy; read-page.ts maps the copy's elements back to
// the page's to ask the browser what is hidden).
//
// Two sources of shadow roots: a live page's (element.shadowRoot, or the extension's openOrClosedShadowRoot for
// closed ones), and a saved page's declarative ones (`<template shadowrootmode="open">` as a host's child, which
// a browser's parser attaches and an HTML library such as linkedom leaves as a template).
import { tagOf } from '../text/blocks';
import { walkBelow } from '../text/select';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Where a page's shadow trees are: a host's shadow root and the nodes a <slot> of it shows. */
export interface ShadowSource {
  /** The node whose children are the top of `host`'s shadow tree; null for an element that is no host. */
  rootOf(host: Element): Node | null;
  /** The nodes assigned to `slot` of `host`'s shadow tree, in order; none when the slot shows its own content. */
  slotted(slot: Element, host: Element): Node[];
  /** Whether `child` of a host is the declarative shadow root itself, not a child the host shows. */
  isRootTemplate?(child: Node): boolean;
}

/** A live page's shadow roots: `rootOf` gives a host's open (or, from an extension, closed) root. */
export function liveShadows(rootOf: (host: Element) => ShadowRoot | null): ShadowSource {
  return { rootOf, slotted: (slot) => (slot as HTMLSlotElement).assignedNodes?.() ?? [] };
}

/** A saved page's declarative shadow roots, as an HTML library parses them (a template child of the host). */
export const declarativeShadows: ShadowSource = {
  rootOf(host) {
    for (let child = host.firstElementChild; child; child = child.nextElementSibling) {
      if (isShadowTemplate(child)) {
        // linkedom keeps a template's parsed content as its children; a browser's DOMParser in `content`.
        return child.firstChild ? child : ((child as HTMLTemplateElement).content ?? child);
      }
    }
    return null;
  },
  slotted(slot, host) {
    const name = slot.getAttribute('name') ?? '';
    const shown: Node[] = [];
    for (let node = host.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === ELEMENT_NODE ? !isShadowTemplate(node as Element) && ((node as Element).getAttribute('slot') ?? '') === name : node.nodeType === TEXT_NODE && name === '') shown.push(node);
    }
    return shown;
  },
  isRootTemplate: (child) => child.nodeType === ELEMENT_NODE && isShadowTemplate(child as Element),
};

function isShadowTemplate(element: Element): boolean {
  return tagOf(element) === 'template' && (element.hasAttribute('shadowrootmode') || element.hasAttribute('shadowroot'));
}

/**
 * Whether some shadow tree of the page (nested ones too) holds text to read: a word outside styles and scripts.
 * Shadow roots that draw only icons, styles and slots (the host's own children, already in the page) do not count.
 */
export function holdsShadowText(doc: Document, source: ShadowSource): boolean {
  const roots: Node[] = [];
  const noteHost = (element: Element) => {
    const shadow = source.rootOf(element);
    if (shadow) roots.push(shadow);
  };
  // The page's own tree is walked for hosts only: its text is read anyway.
  walkBelow(doc, noteHost);
  while (roots.length > 0) {
    const root = roots.pop()!;
    if (holdsWords(root)) return true;
    let found = false;
    walkBelow(root, (element, tag) => {
      noteHost(element);
      found = !UNREAD.has(tag) && holdsWords(element);
      return found;
    });
    if (found) return true;
  }
  return false;
}

/** Whether a text node right under `node` holds a word. */
function holdsWords(node: Node): boolean {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE && /\S/.test(child.nodeValue ?? '')) return true;
  }
  return false;
}

const UNREAD: ReadonlySet<string> = new Set(['style', 'script', 'template', 'noscript']);

export interface ComposedPage {
  /** The copy: a document of its own, never attached to the page. */
  doc: Document;
  /** The page's element that a copy's element stands for. */
  originalOf(copy: Element): Element | undefined;
}

/**
 * A copy of `doc` as the reader sees it: every shadow host holds the copy of its shadow tree, each <slot> there
 * replaced by copies of what it shows (the host's assigned children, or the slot's own fallback content). `blank`
 * makes the empty document the copy is built in (document.implementation.createHTMLDocument on a page).
 */
export function composedPage(doc: Document, source: ShadowSource, blank: () => Document): ComposedPage {
  const target = blank();
  const originals = new WeakMap<Element, Element>();
  const root = doc.documentElement;
  const copyRoot = target.importNode(root, false) as Element;
  originals.set(copyRoot, root);
  // The host whose shadow tree a host was found in (null: the document's own tree): the scope its children,
  // when a slot shows them, belong to.
  const scopeOf = new Map<Element, Element | null>();
  interface Frame { parent: Node; nodes: Node[]; at: number; host: Element | null }
  const stack: Frame[] = [];
  const open = (copy: Node, original: Element, host: Element | null) => {
    const shadow = source.rootOf(original);
    if (shadow) {
      scopeOf.set(original, host);
      stack.push({ parent: copy, nodes: Array.from(shadow.childNodes), at: 0, host: original });
    } else {
      const light = Array.from(original.childNodes);
      stack.push({ parent: copy, nodes: source.isRootTemplate ? light.filter((child) => !source.isRootTemplate!(child)) : light, at: 0, host });
    }
  };
  open(copyRoot, root, null);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.at >= frame.nodes.length) {
      stack.pop();
      continue;
    }
    const node = frame.nodes[frame.at++]!;
    if (node.nodeType === ELEMENT_NODE && frame.host && tagOf(node as Element) === 'slot') {
      // A slot draws nothing of its own around what it shows (display: contents).
      const shown = source.slotted(node as Element, frame.host);
      if (shown.length > 0) stack.push({ parent: frame.parent, nodes: shown, at: 0, host: scopeOf.get(frame.host) ?? null });
      else stack.push({ parent: frame.parent, nodes: Array.from(node.childNodes), at: 0, host: frame.host });
      continue;
    }
    const copy = target.importNode(node, false);
    frame.parent.appendChild(copy);
    if (node.nodeType === ELEMENT_NODE) {
      originals.set(copy as Element, node as Element);
      open(copy, node as Element, frame.host);
    }
  }
  target.replaceChild(copyRoot, target.documentElement);
  return { doc: target, originalOf: (copy) => originals.get(copy) };
}
