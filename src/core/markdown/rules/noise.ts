// Elements that are page machinery, not article content: scripts (other than MathJax's TeX), styles,
// form controls, copy buttons, heading permalinks ("¶", "#") and screen-reader-only duplicates.
import { isPermalink } from '../../text/permalink';
import { tagName } from '../dom';
import { isCodeChromeOfCode } from '../../text/gutter';
import type { MarkdownRule } from '../rule';

const NOISE_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'BUTTON', 'SELECT', 'TEXTAREA', 'OBJECT', 'EMBED', 'CANVAS', 'DIALOG', 'LINK', 'META']);

export function isNoise(el: Element): boolean {
  const tag = tagName(el);
  if (tag === 'SCRIPT') return !/^math\/tex/i.test(el.getAttribute('type') ?? '');
  if (NOISE_TAGS.has(tag)) return true;
  if (tag === 'INPUT') return (el.getAttribute('type') ?? '').toLowerCase() !== 'checkbox';
  if (tag === 'A' && isPermalink(el)) return true;
  return isCodeChromeOfCode(el);
}

export const noiseRule: MarkdownRule = {
  name: 'noise',
  filter: (node) => isNoise(node),
  replacement: () => '',
};
