import { attributeOf } from '../text/blocks';

// Hidden elements never count as content: a cookie notice with display:none is still long punctuated prose
// and would otherwise outscore a short article (a failure measured on the dev set, see algorithms.md).

const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** Hidden from static markup alone: `hidden`, `aria-hidden="true"`, inline display:none / visibility:hidden. */
export function isStaticallyHidden(element: Element): boolean {
  if (!element.hasAttributes()) return false;
  if (element.hasAttribute('hidden')) return true;
  if (attributeOf(element, 'aria-hidden') === 'true') return true;
  const style = attributeOf(element, 'style');
  return style !== null && style.length > 0 && HIDING_STYLE.test(style);
}

/** The page's own check (computed style on a live page) when given, always combined with the static one. */
export function hiddenCheck(isHidden?: (element: Element) => boolean): (element: Element) => boolean {
  if (!isHidden) return isStaticallyHidden;
  return (element) => isStaticallyHidden(element) || safeCall(isHidden, element);
}

function safeCall(check: (element: Element) => boolean, element: Element): boolean {
  try {
    return check(element);
  } catch {
    return false;
  }
}
