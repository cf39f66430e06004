// Recovering the TeX behind a rendered formula: KaTeX, MathJax 2/3, MathML, Wikipedia, pandoc, and
// images of formulas that carry their TeX (Zhihu, CSDN, WeChat, WordPress, codecogs).
import { classList, hasClass, isElement, tagName } from './dom';
import { texOfMath, unwrapStyle } from '../text/math';

export interface Formula {
  tex: string;
  display: boolean;
}

const TEX_ATTRIBUTES = ['data-tex', 'data-latex', 'data-formula', 'data-math'];
const KATEX_CLASSES = ['katex', 'katex-display', 'katex--inline', 'katex--display'];
/** Query parameters that formula-image services put the TeX in. */
const TEX_URL = /(?:latex\.codecogs\.com\/[\w.]+\?|[?&](?:tex|latex|formula|math)=)([^&#]+)/i;

function texAttribute(el: Element): string | null {
  for (const name of TEX_ATTRIBUTES) {
    const value = el.getAttribute(name);
    if (value && value.trim()) return value;
  }
  return null;
}

/** Cheap test used to find formula roots before the more expensive extraction. */
export function isFormulaCandidate(el: Element): boolean {
  const tag = tagName(el);
  if (tag === 'MATH' || tag === 'MJX-CONTAINER') return true;
  if (tag === 'SCRIPT') return /^math\/tex/i.test(el.getAttribute('type') ?? '');
  const classes = classList(el);
  if (classes.some((name) => KATEX_CLASSES.includes(name) || name === 'mwe-math-element')) return true;
  if (tag === 'SPAN' && hasClass(el, 'math') && (hasClass(el, 'inline') || hasClass(el, 'display'))) return true;
  if (tag === 'IMG') return isFormulaImage(el);
  return tag === 'SPAN' && texAttribute(el) !== null;
}

function isFormulaImage(img: Element): boolean {
  if (texAttribute(img) !== null) return true;
  const classes = classList(img);
  if (classes.includes('ztext-math') || classes.includes('latex') || classes.includes('tex') || classes.includes('math-image')) return true;
  return TEX_URL.test(img.getAttribute('src') ?? '');
}

/** pandoc and others keep `\(…\)` / `\[…\]` delimiters in the source. */
function stripDelimiters(tex: string): string {
  return tex.trim().replace(/^\\[([]([\s\S]*)\\[)\]]$/, '$1').replace(/^\$\$?([\s\S]*?)\$?\$$/, '$1').trim();
}

function findMath(el: Element): Element | null {
  return tagName(el) === 'MATH' ? el : el.querySelector('math');
}

function katexFormula(el: Element): Formula | null {
  const math = findMath(el);
  if (!math) return null;
  const display = KATEX_CLASSES.some((name) => name.endsWith('display') && hasClass(el, name)) || !!el.querySelector('.katex-display');
  return { tex: texOfMath(math), display };
}

function imageFormula(img: Element): Formula | null {
  let tex = texAttribute(img);
  if (tex === null) {
    const fromUrl = (img.getAttribute('src') ?? '').match(TEX_URL)?.[1];
    const alt = img.getAttribute('alt') ?? '';
    if (alt.trim()) tex = alt;
    else if (fromUrl) {
      try {
        tex = decodeURIComponent(fromUrl.replace(/\+/g, ' '));
      } catch {
        tex = fromUrl;
      }
    }
  }
  if (!tex?.trim()) return null;
  // Zhihu marks display formulas with a trailing `\\`; otherwise a formula alone in its paragraph is display.
  const zhihuDisplay = /\\\\\s*$/.test(tex);
  const parent = img.parentNode;
  const alone = isElement(parent) && /^(P|DIV|SECTION|FIGURE|CENTER)$/.test(tagName(parent)) && !(parent.textContent ?? '').trim() && parent.querySelectorAll('img').length === 1;
  return { tex: unwrapStyle(tex.replace(/\\\\\s*$/, '')), display: zhihuDisplay || alone };
}

/** The formula an element renders, or null when it is not (or no longer carries) a formula. */
export function formulaOf(el: Element): Formula | null {
  const tag = tagName(el);
  let formula: Formula | null = null;
  if (tag === 'SCRIPT') {
    formula = { tex: el.textContent ?? '', display: /mode\s*=\s*display/i.test(el.getAttribute('type') ?? '') };
  } else if (tag === 'IMG') {
    formula = imageFormula(el);
  } else if (tag === 'MATH') {
    formula = { tex: texOfMath(el), display: el.getAttribute('display') === 'block' };
  } else if (tag === 'MJX-CONTAINER') {
    const source = texAttribute(el);
    const math = findMath(el);
    const tex = source !== null ? source : math ? texOfMath(math) : '';
    formula = { tex, display: el.getAttribute('display') === 'true' || el.getAttribute('display') === 'block' };
  } else if (hasClass(el, 'mwe-math-element')) {
    const math = findMath(el);
    const fallback = el.querySelector('img');
    const tex = math ? texOfMath(math) : unwrapStyle(fallback?.getAttribute('alt') ?? '');
    formula = { tex, display: !!el.querySelector('.mwe-math-mathml-display, .mwe-math-fallback-image-display') };
  } else if (KATEX_CLASSES.some((name) => hasClass(el, name))) {
    formula = katexFormula(el);
  } else {
    const tex = texAttribute(el) ?? stripDelimiters(el.textContent ?? '');
    formula = { tex, display: hasClass(el, 'display') || el.getAttribute('data-display') === 'true' };
  }
  if (!formula) return null;
  const tex = stripDelimiters(formula.tex).replace(/\n\s*\n/g, '\n');
  return tex ? { tex, display: formula.display } : null;
}

/** Markdown for a formula: `$…$` inline, `$$…$$` on their own lines for display. */
export function formulaMarkdown(formula: Formula): string {
  if (formula.display) return `\n\n$$\n${formula.tex}\n$$\n\n`;
  return `$${formula.tex.replace(/\s*\n\s*/g, ' ')}$`;
}
