// What the scorer never looks at, and why. The result is a reason (for the debug record) or null.
import { htmlToText } from '../text';
import { attributeOf, NON_TEXT_TAGS, tagOf } from '../text/blocks';

export const NOT_TEXT_REASON = 'not reading text';

export type ExclusionRule = (element: Element, tag: string) => string | null;

/** Elements that carry no reading text: scripts, styles, embedded frames, form controls. */
export const nonTextRule: ExclusionRule = (element, tag) => {
  if (!NON_TEXT_TAGS.has(tag)) return null;
  // TeX source of a formula is content (MathJax v2 keeps it in a script element).
  if (tag === 'script' && isMathScript(element)) return null;
  return NOT_TEXT_REASON;
};

export const FORM_REASON = 'form labels';

/**
 * A form's groups and labels ("Sort by:", "Qty:", a rating widget's "Average / Good / Excellent"): the controls
 * they name are never copied, so their words would stand alone in the article. A label holding a checkbox stays:
 * Markdown renderers wrap task-list items so ("<label><input type=checkbox> Buy milk</label>").
 */
export const formRule: ExclusionRule = (element, tag) => {
  if (tag === 'fieldset' || tag === 'legend') return FORM_REASON;
  if (tag === 'label' && element.querySelector('input[type="checkbox" i]') === null) return FORM_REASON;
  return null;
};

/**
 * Removes formRule's elements from an article already chosen (the scorer still counts their words: judging
 * candidates without them moved picks, three dev pages to 0). Returns their texts for the debug record.
 */
export function removeFormLabels(container: Element): string[] {
  const removed: string[] = [];
  for (const element of Array.from(container.querySelectorAll('fieldset, legend, label'))) {
    // Inside a group removed already.
    if (!element.parentNode || !container.contains(element) || !formRule(element, tagOf(element))) continue;
    removed.push(htmlToText(element).replace(/\s+/g, ' ').trim().slice(0, 60));
    element.parentNode.removeChild(element);
  }
  return removed;
}

export function isMathScript(element: Element): boolean {
  return tagOf(element) === 'script' && /^math\/(tex|mml)/i.test(attributeOf(element, 'type') ?? '');
}

export function hiddenRule(isHidden: (element: Element) => boolean): ExclusionRule {
  return (element) => (isHidden(element) ? 'hidden' : null);
}

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
