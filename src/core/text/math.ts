// The TeX behind a MathML formula, for the plain text and the Markdown alike: the TeX annotation the page kept
// (KaTeX, Wikipedia, MathJax with semantics), else its alttext, else the MathML read back into TeX.
import { mathmlToLatex } from '../markdown/mathml';

/** Wikipedia and some converters wrap the TeX in `{\displaystyle …}`. */
export function unwrapStyle(tex: string): string {
  const match = tex.trim().match(/^\{\\(?:display|text)style\s*([\s\S]*)\}$/);
  return (match ? match[1]! : tex).trim();
}

export function texOfMath(math: Element): string {
  const annotation = Array.from(math.querySelectorAll('annotation')).find((a) => /x-tex/i.test(a.getAttribute('encoding') ?? ''));
  if (annotation?.textContent?.trim()) return unwrapStyle(annotation.textContent);
  const alt = math.getAttribute('alttext');
  if (alt?.trim()) return unwrapStyle(alt);
  return mathmlToLatex(math);
}
