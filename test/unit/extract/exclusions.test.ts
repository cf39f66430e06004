import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeFormLabels } from '../../../src/core/extract/exclusions';

function container(html: string): Element {
  const { document } = parseHTML(`<html><body><div id="c">${html}</div></body></html>`);
  return document.getElementById('c') as unknown as Element;
}

describe('removeFormLabels', () => {
  it("removes a form's groups and labels from the chosen article, and keeps a task list's checkbox labels", () => {
    const root = container(
      '<p>Most women ranked their partner as only 69 per cent perfect.</p>' +
        '<fieldset><legend>Rate this content</legend><ul><li><label>Average</label></li><li><label>Excellent</label></li></ul></fieldset>' +
        '<p><label for="sort">Sort by:</label></p>' +
        '<ul><li><label><input type="checkbox" checked> Buy milk</label></li></ul>',
    );
    expect(removeFormLabels(root)).toEqual(['Rate this content Average Excellent', 'Sort by:']);
    expect(root.textContent).not.toMatch(/Rate this|Average|Excellent|Sort by/);
    expect(root.textContent).toContain('Buy milk');
    expect(root.textContent).toContain('69 per cent');
  });
});
