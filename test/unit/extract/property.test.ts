// Random and malformed documents: extraction never throws, and every word it returns was in the page.
import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract, extractFullPage } from '../../../src/core/extract/index';

const TAGS = ['style', 'div', 'p', 'span', 'a', 'article', 'section', 'ul', 'li', 'table', 'tr', 'td', 'br', 'pre', 'h1', 'nav', 'footer', 'script', 'b', 'font', 'noscript', 'img', 'form', 'aside'];
const WORDS = ['alpha', 'beta', 'gamma', '中文', '句子', 'delta,', 'epsilon.', '&amp;', '<', '>', '"', 'x=y'];
const ATTRIBUTES = ['', ' class="comments"', ' class="post-content"', ' hidden', ' style="display:none"', ' id="main"', ' href="/a"', ' data-src="/i.jpg"'];

const fragment: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 12 }).map((words) => words.join(' ')),
    fc.tuple(fc.constantFrom(...TAGS), fc.constantFrom(...ATTRIBUTES), fc.array(tie('node'), { maxLength: 5 }), fc.boolean())
      .map(([tag, attributes, children, closed]) => `<${tag}${attributes}>${children.join('')}${closed ? `</${tag}>` : ''}`),
  ),
})).node;

/**
 * Tokens a reader could see: those of each text node, and those of all text run together (inline markup
 * joins "<b>al</b>pha" into one word). Script and style text is not readable, so it is not a source.
 */
function sourceTokens(doc: Document): { tokens: Set<string>; pieces: string[] } {
  const found = new Set<string>();
  const pieces: string[] = [];
  const stack: Node[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeType === 1 && /^(script|style|template)$/i.test((node as Element).tagName)) continue;
    if (node.nodeType === 3) {
      pieces.push((node as Text).data);
      for (const token of tokens((node as Text).data)) found.add(token);
    }
    const children: Node[] = [];
    for (let child = node.firstChild; child; child = child.nextSibling) children.push(child);
    stack.push(...children.reverse());
  }
  for (const token of tokens(pieces.join(''))) found.add(token);
  return { tokens: found, pieces: pieces.map((piece) => piece.normalize('NFKC')) };
}

/**
 * A token is drawn from the page when it is one of the page's tokens or is made of runs of the page's text
 * nodes put together: dropping "<noscript>x</noscript>" from "a<noscript>x</noscript>b" joins a and b into
 * "ab", as a browser with scripts on shows it. What may never happen is a character the page does not have.
 */
function drawnFrom(token: string, source: { tokens: Set<string>; pieces: string[] }): boolean {
  if (source.tokens.has(token)) return true;
  const reachable = new Array<boolean>(token.length + 1).fill(false);
  reachable[0] = true;
  for (let start = 0; start < token.length; start++) {
    if (!reachable[start]) continue;
    for (let end = start + 1; end <= token.length; end++) {
      const run = token.slice(start, end);
      if (source.pieces.some((piece) => piece.includes(run))) reachable[end] = true;
    }
  }
  return reachable[token.length]!;
}

function tokens(text: string): string[] {
  return text.normalize('NFKC').match(/\p{Script=Han}|[\p{L}\p{N}_]+/gu) ?? [];
}

describe('extraction on random and malformed documents', () => {
  it('never throws and returns only text drawn from the input', () => {
    fc.assert(
      fc.property(fragment, fc.boolean(), (body, wrap) => {
        const html = wrap ? `<html><body>${body}</body></html>` : body;
        const doc = parseHTML(html).document as unknown as Document;
        const source = sourceTokens(doc);
        for (const result of [extract(doc), extractFullPage(doc)]) {
          expect(typeof result.text).toBe('string');
          for (const token of tokens(result.text)) expect(drawnFrom(token, source), token).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('accepts words that dropped markup joins and rejects characters the page does not have', () => {
    // fast-check's counterexample from a CI run: the noscript is dropped and "alpha" meets "delta".
    const doc = parseHTML('<ul>alpha<noscript>alpha</noscript>delta,').document as unknown as Document;
    const source = sourceTokens(doc);
    for (const token of tokens(extract(doc).text)) expect(drawnFrom(token, source), token).toBe(true);
    expect(drawnFrom('alphadelta', source)).toBe(true);
    expect(drawnFrom('zeta', source)).toBe(false);
    expect(drawnFrom('alphaz', source)).toBe(false);
  });
});
