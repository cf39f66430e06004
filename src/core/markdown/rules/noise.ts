// Elements that are page machinery, not article content: scripts (other than MathJax's TeX), styles,
// form controls, copy buttons, heading permalinks ("¶", "#") and screen-reader-only duplicates.
import { isPermalink } from '../../text/permalink';
import { tagName } from '../dom';
import { isCodeChrome } from '../code-source';
import type { MarkdownRule } from '../rule';

const NOISE_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'BUTTON', 'SELECT', 'TEXTAREA', 'OBJECT', 'EMBED', 'CANVAS', 'DIALOG', 'LINK', 'META']);

export function isNoise(el: Element): boolean {
  const tag = tagName(el);
  if (tag === 'SCRIPT') return !/^math\/tex/i.test(el.getAttribute('type') ?? '');
  if (NOISE_TAGS.has(tag)) return true;
  if (tag === 'INPUT') return (el.getAttribute('type') ?? '').toLowerCase() !== 'checkbox';
  if (tag === 'A' && isPermalink(el)) return true;
  if (!isCodeChrome(el)) return false;
  // Chrome inside a code widget, or a copy button placed right after a code block (51CTO, CSDN).
  const previous = el.previousElementSibling;
  return !!el.closest('pre, .highlight, .code-toolbar, .cnblogs_code, [class*="code"]') || (!!previous && /^(PRE|CODE)$/.test(tagName(previous)));
}

export const noiseRule: MarkdownRule = {
  name: 'noise',
  filter: (node) => isNoise(node),
  replacement: () => '',
};
