// Example code that a page ships in an editable <textarea> so the reader can run it (pkg.go.dev's examples:
// <textarea class="Documentation-exampleCode code">), or that a highlighter script turns into code in the browser
// (SyntaxHighlighter 1.5's <textarea name="code" class="java">, javaTpoint's examples): the page's code, read as a
// <pre>, not a form control.
import { attributeOf, tagOf } from './blocks';

const CODE_CLASS = /code/i;

/** A <textarea> named as code (its class, or its name as SyntaxHighlighter's) that holds two or more lines. */
export function isCodeTextarea(element: Element): boolean {
  if (tagOf(element) !== 'textarea') return false;
  const names = attributeOf(element, 'class');
  if ((names === null || !CODE_CLASS.test(names)) && attributeOf(element, 'name') !== 'code') return false;
  return (element.textContent ?? '').split('\n').filter((line) => line.trim()).length >= 2;
}
