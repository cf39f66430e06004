// Short CSS-like names for elements, for the debug record the popup shows.
import { attributeOf, tagOf } from '../text/blocks';

/** `div#comments.thread.open` — at most two classes, so the popup stays readable. */
export function describeElement(element: Element): string {
  const id = attributeOf(element, 'id');
  const classes = (attributeOf(element, 'class') ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return tagOf(element) + (id ? `#${id}` : '') + classes.map((name) => `.${name}`).join('');
}
