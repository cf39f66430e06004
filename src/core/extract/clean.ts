// The output stage: copies the chosen part of the page into a detached container, leaving out what earlier
// stages dropped, and makes the copy safe to store: no scripts, styles, forms, frames or event attributes;
// lazy images resolved, URLs absolute. The page itself is only read.
import { tagOf } from '../text/blocks';
import { isMathScript } from './exclusions';
import { makeUrlsAbsolute, resolveLazyImages } from './urls';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Attributes worth keeping on content elements; everything else (style, data-*, on*) is layout or script. */
const KEPT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href', 'src', 'srcset', 'alt', 'title', 'colspan', 'rowspan', 'headers', 'scope', 'datetime', 'cite', 'lang',
  'dir', 'start', 'reversed', 'type', 'width', 'height', 'poster', 'controls', 'open', 'id', 'value', 'label',
]);
/** Class names that carry meaning for Markdown: code languages and formula engines. */
const MEANINGFUL_CLASS = /^(language-|lang-|highlight|hljs|katex|math|mathjax|mjx|sourcecode|code|tex|latex|arithmatex)/i;
/** Inside MathML every attribute but events and style is part of the formula. */
const MATHML_TAGS = /^(math|mi|mo|mn|ms|mtext|mrow|msup|msub|msubsup|mfrac|msqrt|mroot|mtable|mtr|mtd|mover|munder|munderover|mspace|mstyle|mpadded|mphantom|menclose|semantics|annotation|annotation-xml|mmultiscripts|mprescripts|none|mfenced|merror|maction|mglyph|mlabeledtr)$/;
/** Containers that are dropped but whose content is kept (an ASP.NET page wraps the whole body in <form>). */
const UNWRAPPED_TAGS: ReadonlySet<string> = new Set(['form']);

export interface CopyOptions {
  /** Elements of the page to leave out of the copy (scripts, hidden and boilerplate parts, pruned lines). */
  dropped: ReadonlySet<Element>;
  baseUrl: string | null;
}

/** A detached `<div>` holding cleaned copies of `roots` (in the order given). */
export function copyClean(doc: Document, roots: readonly Element[], options: CopyOptions): Element {
  const container = doc.createElement('div');
  for (const root of roots) {
    const copy = copySubtree(doc, root, options.dropped);
    if (copy) container.appendChild(copy);
  }
  resolveLazyImages(container);
  cleanAttributes(container);
  makeUrlsAbsolute(container, options.baseUrl);
  return container;
}

/** Copies a subtree node by node (explicit stack, shallow clones) so dropped parts are never copied. */
function copySubtree(doc: Document, root: Element, dropped: ReadonlySet<Element>): Node | null {
  if (dropped.has(root) && !isMathScript(root)) return null;
  const rootCopy = shallowCopy(doc, root);
  const stack: Array<{ source: Node; target: Node }> = [{ source: root, target: rootCopy }];
  while (stack.length > 0) {
    const { source, target } = stack.pop()!;
    for (let child = source.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) {
        target.appendChild(doc.createTextNode((child as Text).data));
        continue;
      }
      if (child.nodeType !== ELEMENT_NODE) continue;
      const element = child as Element;
      const tag = tagOf(element);
      if (tag === 'noscript') {
        for (const image of noscriptImages(doc, element)) replaceOrAppendImage(target, image);
        continue;
      }
      if (dropped.has(element) && !isMathScript(element)) continue;
      if (UNWRAPPED_TAGS.has(tag)) {
        const holder = doc.createElement('div');
        target.appendChild(holder);
        stack.push({ source: element, target: holder });
        continue;
      }
      const copy = shallowCopy(doc, element);
      target.appendChild(copy);
      stack.push({ source: element, target: copy });
    }
  }
  return rootCopy;
}

function shallowCopy(doc: Document, element: Element): Element {
  return element.cloneNode(false) as Element;
}

/** Images a `<noscript>` holds for browsers without script: parsed as elements or kept as raw text. */
function noscriptImages(doc: Document, noscript: Element): Element[] {
  const parsed = Array.from(noscript.querySelectorAll('img'));
  if (parsed.length > 0) return parsed.map((img) => img.cloneNode(false) as Element);
  const raw = noscript.textContent ?? '';
  if (!/<img\b/i.test(raw)) return [];
  const holder = doc.createElement('div');
  holder.innerHTML = raw;
  return Array.from(holder.querySelectorAll('img'));
}

/** A noscript image replaces the placeholder image just before it (the lazy-loading pattern). */
function replaceOrAppendImage(target: Node, image: Element): void {
  const previous = lastElementChild(target);
  if (previous && tagOf(previous) === 'img' && !hasRealSource(previous)) {
    target.replaceChild(image, previous);
  } else {
    target.appendChild(image);
  }
}

function lastElementChild(node: Node): Element | null {
  for (let child = node.lastChild; child; child = child.previousSibling) {
    if (child.nodeType === ELEMENT_NODE) return child as Element;
    if (child.nodeType === TEXT_NODE && (child as Text).data.trim()) return null;
  }
  return null;
}

function hasRealSource(img: Element): boolean {
  const src = img.getAttribute('src') ?? '';
  return src !== '' && !src.startsWith('data:') && !img.hasAttribute('data-src') && !img.hasAttribute('data-original');
}

/** Keeps only meaningful attributes (run after lazy sources are resolved: they live in data-* attributes). */
function cleanAttributes(container: Element): void {
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const tag = tagOf(element);
    const inMath = MATHML_TAGS.test(tag);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style') element.removeAttribute(attribute.name);
      else if (name === 'class') keepMeaningfulClasses(element, attribute.value);
      else if (!inMath && !KEPT_ATTRIBUTES.has(name)) element.removeAttribute(attribute.name);
    }
  }
}

function keepMeaningfulClasses(element: Element, value: string): void {
  const kept = value.split(/\s+/).filter((name) => MEANINGFUL_CLASS.test(name));
  if (kept.length > 0) element.setAttribute('class', kept.join(' '));
  else element.removeAttribute('class');
}
