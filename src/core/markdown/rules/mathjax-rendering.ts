// MathJax 2 leaves its rendering (and a preview) next to the <script type="math/tex"> that holds the
// TeX. The script becomes the formula (see math.ts); the rendering must go or the formula appears twice.
import { hasAnyClass, isElement, tagName } from '../dom';
import type { MarkdownRule } from '../rule';

const RENDERING_CLASSES = new Set(['MathJax_Preview', 'MathJax', 'MathJax_Display', 'MathJax_SVG', 'MathJax_SVG_Display', 'MathJax_CHTML', 'MathJax_PHTML', 'MJX_Assistive_MathML']);

function isMathScript(node: Node | null): boolean {
  return isElement(node) && tagName(node) === 'SCRIPT' && /^math\/tex/i.test(node.getAttribute('type') ?? '');
}

/** True when a MathJax rendering is followed (after other renderings) by its TeX script. */
export function isMathJaxRendering(el: HTMLElement): boolean {
  if (!hasAnyClass(el, RENDERING_CLASSES)) return false;
  for (let next = el.nextElementSibling; next; next = next.nextElementSibling) {
    if (isMathScript(next)) return true;
    if (!hasAnyClass(next, RENDERING_CLASSES)) return false;
  }
  return false;
}

export const mathJaxRenderingRule: MarkdownRule = {
  name: 'mathJaxRendering',
  filter: (node) => isMathJaxRendering(node),
  replacement: () => '',
};
