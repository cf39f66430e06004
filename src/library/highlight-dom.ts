// Highlighted text as DOM: text nodes and <mark> elements, never an HTML string.
import { highlightSegments } from '../shared/search/highlight';

export function appendHighlighted(target: HTMLElement, text: string, terms: readonly string[]): void {
  for (const segment of highlightSegments(text, terms)) {
    if (segment.marked) {
      const mark = document.createElement('mark');
      mark.textContent = segment.text;
      target.append(mark);
    } else {
      target.append(document.createTextNode(segment.text));
    }
  }
}
