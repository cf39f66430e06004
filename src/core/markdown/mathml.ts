// MathML → LaTeX for pages that ship only MathML (MathJax 3 assistive MathML, Word/Office exports,
// hand-written <math>). Covers the presentation elements real pages use; unknown elements fall back
// to their children so no symbol is dropped.
import { childElements, tagName } from './dom';

const SYMBOLS: Record<string, string> = {
  'α': '\\alpha', 'β': '\\beta', 'γ': '\\gamma', 'δ': '\\delta', 'ε': '\\epsilon', 'ϵ': '\\epsilon', 'ζ': '\\zeta',
  'η': '\\eta', 'θ': '\\theta', 'ι': '\\iota', 'κ': '\\kappa', 'λ': '\\lambda', 'μ': '\\mu', 'ν': '\\nu', 'ξ': '\\xi',
  'π': '\\pi', 'ρ': '\\rho', 'σ': '\\sigma', 'τ': '\\tau', 'υ': '\\upsilon', 'φ': '\\phi', 'ϕ': '\\phi', 'χ': '\\chi',
  'ψ': '\\psi', 'ω': '\\omega', 'Γ': '\\Gamma', 'Δ': '\\Delta', 'Θ': '\\Theta', 'Λ': '\\Lambda', 'Ξ': '\\Xi',
  'Π': '\\Pi', 'Σ': '\\Sigma', 'Φ': '\\Phi', 'Ψ': '\\Psi', 'Ω': '\\Omega',
  '∑': '\\sum', '∏': '\\prod', '∫': '\\int', '∮': '\\oint', '∞': '\\infty', '∂': '\\partial', '∇': '\\nabla',
  '×': '\\times', '·': '\\cdot', '⋅': '\\cdot', '÷': '\\div', '±': '\\pm', '∓': '\\mp', '≤': '\\le', '≥': '\\ge',
  '≠': '\\ne', '≈': '\\approx', '≡': '\\equiv', '∼': '\\sim', '∝': '\\propto', '→': '\\to', '←': '\\leftarrow',
  '⇒': '\\Rightarrow', '⇔': '\\Leftrightarrow', '↔': '\\leftrightarrow', '∈': '\\in', '∉': '\\notin', '⊂': '\\subset',
  '⊆': '\\subseteq', '∪': '\\cup', '∩': '\\cap', '∅': '\\emptyset', '∀': '\\forall', '∃': '\\exists', '¬': '\\neg',
  '∧': '\\land', '∨': '\\lor', '…': '\\ldots', '⋯': '\\cdots', '−': '-', '′': "'", '∘': '\\circ', '⊗': '\\otimes',
  '⊕': '\\oplus', '⟨': '\\langle', '⟩': '\\rangle', '‖': '\\|', '{': '\\{', '}': '\\}', '\u2061': '', '\u2062': '', '\u2063': ',',
};

const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'log', 'ln', 'exp', 'lim', 'max', 'min', 'sup', 'inf', 'det', 'arg', 'deg', 'gcd', 'sinh', 'cosh', 'tanh', 'arcsin', 'arccos', 'arctan']);

const ACCENTS: Record<string, string> = { '^': '\\hat', 'ˆ': '\\hat', '¯': '\\bar', '‾': '\\overline', '→': '\\vec', '⃗': '\\vec', '˙': '\\dot', '¨': '\\ddot', '~': '\\tilde', '˜': '\\tilde' };

/** Operators written under/over (∑, ∏, lim) take sub/superscripts rather than \underset. */
const LIMIT_OPERATORS = new Set(['\\sum', '\\prod', '\\int', '\\lim', '\\max', '\\min', '\\bigcup', '\\bigcap', '\\oint']);

function symbols(text: string): string {
  return Array.from(text.trim()).map((char) => SYMBOLS[char] ?? char).join('');
}

/** Braces around anything longer than one character, so `x^{10}` is not `x^10`. */
function group(tex: string): string {
  return /^(\\[A-Za-z]+|.)$/u.test(tex) ? tex : `{${tex}}`;
}

function identifier(text: string): string {
  const name = text.trim();
  if (FUNCTIONS.has(name)) return `\\${name}`;
  if (Array.from(name).length > 1) return `\\mathrm{${name}}`;
  return symbols(name);
}

function joinParts(parts: string[]): string {
  // A space keeps `\alpha x` from becoming the unknown command `\alphax`.
  return parts.reduce((tex, part) => (/\\[A-Za-z]+$/.test(tex) && /^[A-Za-z]/.test(part) ? `${tex} ${part}` : tex + part), '');
}

function children(el: Element): string[] {
  return childElements(el).map(convert);
}

function underOver(base: string, under: string | null, over: string | null): string {
  if (LIMIT_OPERATORS.has(base)) return `${base}${under !== null ? `_${group(under)}` : ''}${over !== null ? `^${group(over)}` : ''}`;
  let tex = base;
  if (under !== null) tex = `\\underset{${under}}{${tex}}`;
  if (over !== null) tex = `\\overset{${over}}{${tex}}`;
  return tex;
}

function table(el: Element): string {
  const rows = childElements(el).filter((row) => /^(mtr|mlabeledtr)$/i.test(row.nodeName));
  const body = rows.map((row) => childElements(row).map(convert).join(' & ')).join(' \\\\ ');
  return `\\begin{matrix} ${body} \\end{matrix}`;
}

function fenced(el: Element): string {
  const open = el.getAttribute('open') ?? '(';
  const close = el.getAttribute('close') ?? ')';
  const brace = (b: string) => (b === '{' ? '\\{' : b === '}' ? '\\}' : b);
  return `\\left${brace(open) || '.'}${children(el).join(el.getAttribute('separators') ?? ',')}\\right${brace(close) || '.'}`;
}

function convert(el: Element): string {
  const tag = tagName(el).toLowerCase();
  const args = () => children(el);
  switch (tag) {
    case 'mi':
      return identifier(el.textContent ?? '');
    case 'mn':
      return (el.textContent ?? '').trim();
    case 'mo':
      return symbols(el.textContent ?? '');
    case 'mtext': {
      const text = (el.textContent ?? '').trim();
      return text ? `\\text{${text}}` : '';
    }
    case 'mspace':
      return '\\,';
    case 'mfrac': {
      const [numerator = '', denominator = ''] = args();
      return `\\frac{${numerator}}{${denominator}}`;
    }
    case 'msqrt':
      return `\\sqrt{${joinParts(args())}}`;
    case 'mroot': {
      const [radicand = '', index = ''] = args();
      return `\\sqrt[${index}]{${radicand}}`;
    }
    case 'msup': {
      const [base = '', sup = ''] = args();
      return `${group(base)}^${group(sup)}`;
    }
    case 'msub': {
      const [base = '', sub = ''] = args();
      return `${group(base)}_${group(sub)}`;
    }
    case 'msubsup': {
      const [base = '', sub = '', sup = ''] = args();
      return `${group(base)}_${group(sub)}^${group(sup)}`;
    }
    case 'munder': {
      const [base = '', under = ''] = args();
      return underOver(base, under, null);
    }
    case 'mover': {
      const [base = '', over = ''] = args();
      const overChar = (childElements(el)[1]?.textContent ?? '').trim();
      if (ACCENTS[overChar] && el.getAttribute('accent') !== 'false') return `${ACCENTS[overChar]}{${base}}`;
      return underOver(base, null, over);
    }
    case 'munderover': {
      const [base = '', under = '', over = ''] = args();
      return underOver(base, under, over);
    }
    case 'mtable':
      return table(el);
    case 'mfenced':
      return fenced(el);
    case 'semantics': {
      const first = childElements(el).find((child) => !/^annotation/i.test(child.nodeName));
      return first ? convert(first) : '';
    }
    case 'annotation':
    case 'annotation-xml':
      return '';
    default:
      return joinParts(args());
  }
}

/** LaTeX for a <math> element (presentation MathML). */
export function mathmlToLatex(math: Element): string {
  return convert(math).replace(/\s+/g, ' ').trim();
}
