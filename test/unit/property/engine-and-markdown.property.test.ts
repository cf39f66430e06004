// Property tests: random and malformed DOMs never make the engine or the Markdown converter throw or hang, and
// neither invents words — every word in the output occurs in the input (its text or its attribute values).
import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract, extractFullPage } from '../../../src/core/extract';
import { toMarkdown } from '../../../src/core/markdown';
import { tagSoup, visibleSource, withoutTags, wordTokens } from './tag-soup';

/** A fixed seed keeps the suite hermetic; a failure prints its counterexample and path to replay. */
const SETTINGS = { seed: 20_261_201, numRuns: 300 } as const;
/** Per-case wall time: these inputs are under 5 kB, so anything near this is a hang, not slowness. */
const CASE_BUDGET_MS = 1_500;

const PAGE_URL = 'https://example.com/a/b.html';
/** Links and images are made absolute against the page URL, so its words may appear in the output. */
const URL_WORDS = ' https example com a b html ';

function parse(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

function invented(output: string, source: string): string[] {
  return wordTokens(output).filter((word) => !source.includes(word));
}

function timed<T>(work: () => T): T {
  const started = performance.now();
  const value = work();
  expect(performance.now() - started).toBeLessThan(CASE_BUDGET_MS);
  return value;
}

describe('engine on random tag soup', () => {
  it('extract never throws, stays in budget, and every output word occurs in the input', () => {
    fc.assert(
      fc.property(tagSoup(), (html) => {
        const doc = parse(html);
        const source = visibleSource(doc);
        const result = timed(() => extract(doc, { url: PAGE_URL }));
        expect(typeof result.ok).toBe('boolean');
        expect(invented(result.text, source)).toEqual([]);
        // The body's text, not its attributes: URLs there are rightly rewritten (made absolute, percent-encoded).
        expect(invented(parse(`<!doctype html><html><body>${result.html}</body></html>`).body.textContent ?? '', source)).toEqual([]);
      }),
      SETTINGS,
    );
  });

  it('extract never changes the document it reads', () => {
    const snapshot = (doc: Document) => [...doc.childNodes].map((node) => (node as Element).outerHTML ?? node.textContent).join('');
    fc.assert(
      fc.property(tagSoup(), (html) => {
        // Inside a full skeleton, as a browser's parser always builds one: linkedom itself adds <head>/<body> to a
        // skeleton-less document the first time `doc.head` is read, which is not the engine's doing.
        const doc = parse(`<!doctype html><html><head></head><body>${html}</body></html>`);
        const before = snapshot(doc);
        extract(doc, { url: PAGE_URL });
        expect(snapshot(doc)).toBe(before);
      }),
      { ...SETTINGS, numRuns: 150 },
    );
  });

  it('full-page mode never throws and invents nothing', () => {
    fc.assert(
      fc.property(tagSoup(), (html) => {
        const doc = parse(html);
        const result = timed(() => extractFullPage(doc, { url: PAGE_URL }));
        expect(invented(result.text, visibleSource(doc))).toEqual([]);
      }),
      SETTINGS,
    );
  });
});

describe('Markdown converter on random tag soup', () => {
  it('toMarkdown never throws, stays in budget, and every output word occurs in the input', () => {
    fc.assert(
      fc.property(tagSoup(), (html) => {
        const source = visibleSource(parse(`<!doctype html><html><body>${html}</body></html>`));
        const markdown = timed(() => toMarkdown(html, { baseUrl: PAGE_URL }));
        expect(typeof markdown).toBe('string');
        expect(invented(withoutTags(markdown), source + URL_WORDS)).toEqual([]);
      }),
      SETTINGS,
    );
  });

  it('the engine output, converted, still invents nothing (the clip → Markdown path)', () => {
    fc.assert(
      fc.property(tagSoup(), (html) => {
        const doc = parse(html);
        const result = extract(doc, { url: PAGE_URL });
        const markdown = timed(() => toMarkdown(result.html, { baseUrl: PAGE_URL, title: result.metadata.title }));
        expect(invented(withoutTags(markdown), visibleSource(doc) + URL_WORDS)).toEqual([]);
      }),
      { ...SETTINGS, numRuns: 150 },
    );
  });
});

describe('Markdown converter on deep nesting', () => {
  const WRAPPERS = ['div', 'section', 'article', 'span', 'strong', 'em', 'blockquote', 'font', 'center', 'u'] as const;
  /** Levels of random wrappers, each with a numbered word before and after its child; deep enough to need hoisting. */
  const deepNesting = fc.array(fc.tuple(fc.constantFrom(...WRAPPERS), fc.boolean(), fc.boolean()), { minLength: 250, maxLength: 3_000 });

  it('toMarkdown never throws on thousands of levels and keeps every word, in document order', () => {
    fc.assert(
      fc.property(deepNesting, (levels) => {
        let html = '<p>bottom</p>';
        const opening = levels.flatMap(([, before], i) => (before ? [`w${i}b`] : []));
        const closing = levels.flatMap(([, , behind], i) => (behind ? [`w${i}a`] : [])).reverse();
        for (let i = levels.length - 1; i >= 0; i--) {
          const [tag, before, behind] = levels[i]!;
          html = `<${tag}>${before ? `w${i}b ` : ''}${html}${behind ? ` w${i}a` : ''}</${tag}>`;
        }
        const markdown = toMarkdown(html);
        let at = -1;
        for (const word of [...opening, 'bottom', ...closing]) {
          const next = markdown.indexOf(word, at + 1);
          expect(next, word).toBeGreaterThan(at);
          at = next;
        }
      }),
      { seed: SETTINGS.seed, numRuns: 25 },
    );
  });
});
