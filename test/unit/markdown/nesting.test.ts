// Deep nesting before Markdown conversion (src/core/markdown/depth.ts): content below MAX_NESTING_DEPTH is
// hoisted so Turndown's per-level recursion cannot overflow the stack; nothing shallower is touched.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { toMarkdown } from '../../../src/core/markdown';
import { capNesting } from '../../../src/core/markdown/depth';
import { KEPT_SUBTREE_HEIGHT, MAX_NESTING_DEPTH } from '../../../src/core/markdown/tunables';

function body(html: string): Element {
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document.body as unknown as Element;
}

/** Levels below `root` of its deepest element, counted without recursion. */
function depthOf(root: Element): number {
  let deepest = 0;
  const stack: Array<[Element, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [element, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** `levels` nested `tag`s with a numbered word before and after each child: w0b w1b … wNb … wNa … w0a. */
function wrapped(levels: number, tag: string, inner = ''): string {
  let html = inner;
  for (let i = levels - 1; i >= 0; i--) html = `<${tag}>w${i}b ${html} w${i}a</${tag}>`;
  return html;
}

function wordsInOrder(markdown: string, levels: number): boolean {
  let at = -1;
  const order = [...Array.from({ length: levels }, (_, i) => `w${i}b`), ...Array.from({ length: levels }, (_, i) => `w${levels - 1 - i}a`)];
  for (const word of order) {
    const next = markdown.indexOf(word, at + 1);
    if (next < 0) return false;
    at = next;
  }
  return true;
}

describe('capNesting', () => {
  it('leaves markup within the limit exactly as it was', () => {
    const root = body(wrapped(MAX_NESTING_DEPTH + KEPT_SUBTREE_HEIGHT - 1, 'div'));
    const before = root.innerHTML;
    capNesting(root);
    expect(root.innerHTML).toBe(before);
  });

  it('brings 10,000 levels under the limit plus one kept subtree, keeping every text node in order', () => {
    const root = body(wrapped(10_000, 'div'));
    const textBefore = root.textContent?.replace(/\s+/g, ' ').trim();
    capNesting(root);
    expect(depthOf(root)).toBeLessThanOrEqual(MAX_NESTING_DEPTH + 1 + KEPT_SUBTREE_HEIGHT);
    expect(root.textContent?.replace(/\s+/g, ' ').trim()).toBe(textBefore);
  });
});

describe('toMarkdown on deep markup', () => {
  it('3,000 nested divs with text at every level: every word, in order, on separate blocks', () => {
    const markdown = toMarkdown(wrapped(3_000, 'div'));
    expect(wordsInOrder(markdown, 3_000)).toBe(true);
    // A dropped block wrapper still separates its text from its parent's: no "w9999bw9999a"-style joins.
    expect(markdown).not.toMatch(/w\d+[ab]w\d+/);
  });

  it('3,000 nested inline elements keep every word', () => {
    expect(wordsInOrder(toMarkdown(wrapped(3_000, 'span')), 3_000)).toBe(true);
    expect(wordsInOrder(toMarkdown(wrapped(3_000, 'strong')), 3_000)).toBe(true);
  });

  it('a list and a table at the bottom of 5,000 wrappers keep their Markdown shape', () => {
    const bottom = '<ul><li>first item</li><li>second item</li></ul><table><thead><tr><th>Name</th><th>Size</th></tr></thead><tbody><tr><td>alpha</td><td>1</td></tr></tbody></table>';
    const markdown = toMarkdown(`${'<div>'.repeat(5_000)}${bottom}${'</div>'.repeat(5_000)}`);
    expect(markdown).toContain('- first item\n- second item');
    expect(markdown).toMatch(/\| Name \| Size \|\n\| --- \| --- \|\n\| alpha \| 1 \|/);
  });

  it('3,000 nested blockquotes convert without throwing and keep the text', () => {
    const markdown = toMarkdown(`${'<blockquote>'.repeat(3_000)}<p>Quoted at the bottom.</p>${'</blockquote>'.repeat(3_000)}`);
    expect(markdown).toContain('Quoted at the bottom.');
  });
});
