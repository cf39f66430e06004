// Elements that are page machinery, not article content: scripts (other than MathJax's TeX), styles,
// form controls, copy buttons, heading permalinks ("¶", "#") and screen-reader-only duplicates.
import { tagName } from '../dom';
import { CODE_CHROME_SELECTOR } from '../code-source';
import type { MarkdownRule } from '../rule';

const NOISE_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'BUTTON', 'SELECT', 'TEXTAREA', 'OBJECT', 'EMBED', 'CANVAS', 'DIALOG', 'LINK', 'META']);

/** Permalink anchors that documentation generators append to headings (Sphinx, GitHub, MDN, Docusaurus). */
const PERMALINK_SELECTOR = 'a.headerlink, a.anchor, a.anchor-link, a.hash-link, a.heading-anchor, a.header-anchor, a.permalink, a[aria-hidden="true"]:not([href^="#fn"])';

export function isNoise(el: Element): boolean {
  const tag = tagName(el);
  if (tag === 'SCRIPT') return !/^math\/tex/i.test(el.getAttribute('type') ?? '');
  if (NOISE_TAGS.has(tag)) return true;
  if (tag === 'INPUT') return (el.getAttribute('type') ?? '').toLowerCase() !== 'checkbox';
  if (el.matches(PERMALINK_SELECTOR)) return (el.textContent ?? '').trim().length <= 2;
  if (!el.matches(CODE_CHROME_SELECTOR)) return false;
  // Chrome inside a code widget, or a copy button placed right after a code block (51CTO, CSDN).
  const previous = el.previousElementSibling;
  return !!el.closest('pre, .highlight, .code-toolbar, .cnblogs_code, [class*="code"]') || (!!previous && /^(PRE|CODE)$/.test(tagName(previous)));
}

export const noiseRule: MarkdownRule = {
  name: 'noise',
  filter: (node) => isNoise(node),
  replacement: () => '',
};
