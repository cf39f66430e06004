// What the scorer never looks at, and why. The result is a reason (for the debug record) or null.
import { attributeOf, HEADING_TAGS, NON_TEXT_TAGS, tagOf } from '../text/blocks';
import { isCodeTextarea } from '../text/code-textarea';
import { firstElementWhere } from '../text/select';
import { visibleLength } from './score';
import { DISCLOSURE_MIN_CHARS } from './tunables';

export const NOT_TEXT_REASON = 'not reading text';

export type ExclusionRule = (element: Element, tag: string) => string | null;

/** Elements that carry no reading text: scripts, styles, embedded frames, form controls. */
export const nonTextRule: ExclusionRule = (element, tag) => {
  if (!NON_TEXT_TAGS.has(tag)) return null;
  // TeX source of a formula is content (MathJax v2 keeps it in a script element).
  if (tag === 'script' && isMathScript(element)) return null;
  if (tag === 'textarea' && isCodeTextarea(element)) return null;
  if (tag === 'button' && isDisclosure(element)) return null;
  return NOT_TEXT_REASON;
};

/**
 * A button that holds a paragraph of DISCLOSURE_MIN_CHARS or more is a disclosure's header, not a control's label:
 * ReadMe draws each response of an API reference ("201 — Shipment created") as a button that unfolds its schema,
 * the text a <p> inside it. Medium's buttons hold their short labels in a <p> too ("Listen", "4 replies"). A
 * button that is a heading's content is the heading's text.
 */
export function isDisclosure(button: Element): boolean {
  // The accordion pattern of WAI-ARIA, Bootstrap and the page builders: the question is a heading whose content is
  // the button that unfolds its answer (`<h3><button>Why isn't my pile heating up?</button></h3>`).
  const parent = button.parentElement;
  if (parent && HEADING_TAGS.has(tagOf(parent))) return true;
  return firstElementWhere(button, (element, tag) => tag === 'p' && visibleLength(element.textContent ?? '') >= DISCLOSURE_MIN_CHARS) !== null;
}

export function isMathScript(element: Element): boolean {
  return tagOf(element) === 'script' && /^math\/(tex|mml)/i.test(attributeOf(element, 'type') ?? '');
}

export const HIDDEN_REASON = 'hidden';

/** The first rule that names a reason wins. */
export function combineRules(rules: readonly ExclusionRule[]): ExclusionRule {
  return (element, tag) => {
    for (const rule of rules) {
      const reason = rule(element, tag);
      if (reason) return reason;
    }
    return null;
  };
}
