// Every fixture's Markdown, rendered back by markdown-it, says the same words as the source HTML and
// keeps the same number of code blocks, tables, images and formulas. The source side is read
// independently of the converter: its own selectors say what a reader does not see as text (gutters,
// copy buttons, permalinks) and what counts as a formula, a code block, a data table or a picture.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { countFormulas, missingTokens, renderedDocument } from '../../../bench/markdown/roundtrip';
import { tokenize } from '../../../bench/lib/metric';
import { htmlToText } from '../../../src/core/text/index';
import { toMarkdown } from '../../../src/core/markdown/index';
import { isCalloutTitle, namesAlertKind } from '../../../src/core/markdown/rules/callout';
import { fixtureCases } from './fixture-cases';

/** What readers do not see as text: line-number gutters, copy buttons and labels, heading permalinks. */
const NOT_TEXT = [
  '.line-numbers-rows', '.hljs-ln-numbers', 'td.gutter', '.pre-numbering', '.linenos', '.code-snippet__line-index',
  '.hljs-button', '.cnblogs_code_toolbar', '.copy_btn', '.toolbar', '.example-header', 'a.headerlink',
  'span[style*="#008080"]', '.MathJax_Preview', '.MathJax', '.MathJax_Display', '.katex-html', 'noscript',
  'a.reversefootnote', '.mw-cite-backlink', 'clipboard-copy', 'div.code-header',
].join(', ');

const FORMULA_IMAGE = 'img.ztext-math, img.latex, img[data-formula], img[data-tex], img[src*="codecogs"], .mwe-math-element img';
const FORMULA = `.katex, script[type^="math/tex"], mjx-container, .mwe-math-element, span.math.inline, span.math.display, span[data-formula], ${FORMULA_IMAGE}`;

function sourceDocument(html: string): Element {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return document.body as unknown as Element;
}

/** Formulas: outermost formula elements, plus bare MathML that is not inside one. */
function countSourceFormulas(body: Element): number {
  const roots = Array.from(body.querySelectorAll(FORMULA)).filter((el) => !el.parentElement?.closest(FORMULA));
  const bareMath = Array.from(body.querySelectorAll('math')).filter((math) => !math.closest(FORMULA));
  return roots.length + bareMath.length;
}

/** Code blocks: outermost <pre>s outside line-number gutters, rendered SyntaxHighlighter widgets, and <code> broken into lines by <br>. */
function countSourceCode(body: Element): number {
  const gutters = classlessChrome(body);
  const pres = Array.from(body.querySelectorAll('pre')).filter(
    (pre) => !pre.parentElement?.closest('pre') && !pre.closest('td.gutter, td.linenos') && !gutters.some((gutter) => gutter.contains(pre)),
  );
  const multiLineCode = Array.from(body.querySelectorAll('code')).filter((code) => !code.closest('pre, .syntaxhighlighter') && code.querySelector('br'));
  return pres.length + body.querySelectorAll('div.syntaxhighlighter').length + multiLineCode.length;
}

/** Data tables: at least two columns, and a header cell or a second row; not presentational, not code. */
function countSourceTables(body: Element): number {
  return Array.from(body.querySelectorAll('table')).filter((table) => {
    if (/presentation|none/.test(table.getAttribute('role') ?? '') || table.closest('.syntaxhighlighter, figure.highlight, .highlighttable')) return false;
    const rows = Array.from(table.querySelectorAll('tr')).filter((row) => row.closest('table') === table);
    const widest = Math.max(0, ...rows.map((row) => Array.from(row.children).filter((cell) => /^(TD|TH)$/i.test(cell.nodeName)).length));
    return widest >= 2 && (rows.length >= 2 || !!table.querySelector('th'));
  }).length;
}

function countSourceImages(body: Element): number {
  const images = Array.from(body.querySelectorAll('img')).filter((img) => !img.matches(FORMULA_IMAGE) && !img.closest('noscript, .cnblogs_code_toolbar'));
  const videos = Array.from(body.querySelectorAll('iframe')).filter((frame) => /youtube|vimeo|bilibili/.test(frame.getAttribute('src') ?? ''));
  return images.length + videos.length;
}

/** A note's link back to its reference; one in a heading is the heading's text (Sphinx links titles to the contents). */
function noteBacklinks(body: Element): Element[] {
  return Array.from(body.querySelectorAll('a[role="doc-backlink"]')).filter((link) => !link.closest('h1, h2, h3, h4, h5, h6'));
}

/** Gutters and permalinks whose classes cleaning removed: a "¶" link, a 1 2 3… column beside code. */
function classlessChrome(body: Element): Element[] {
  const pilcrows = Array.from(body.querySelectorAll('a')).filter((a) => (a.textContent ?? '').trim() === '¶');
  const columns = Array.from(body.querySelectorAll('figure td:first-child, pre > ul')).filter((el) =>
    Array.from(el.querySelectorAll('span, li'))
      .map((n) => (n.textContent ?? '').trim())
      .every((n, i) => n === String(i + 1)),
  );
  return [...pilcrows, ...columns];
}

/** A callout's title that only names its kind: the alert's `[!KIND]` marker says it (see rules/callout.ts). */
function kindTitles(body: Element): Element[] {
  return Array.from(body.querySelectorAll('*')).filter((el) => isCalloutTitle(el) && namesAlertKind(el.textContent ?? ''));
}

/** The text a reader sees, without formulas (counted apart) and without the heading the title replaces. */
function sourceText(body: Element, title: string | undefined): string {
  for (const el of [...Array.from(body.querySelectorAll(`${NOT_TEXT}, ${FORMULA}, math`)), ...noteBacklinks(body), ...classlessChrome(body), ...kindTitles(body)]) el.remove();
  const titleHeading = Array.from(body.querySelectorAll('h1, h2')).find((h) => (h.textContent ?? '').trim() === title);
  titleHeading?.remove();
  return htmlToText(body);
}

/** A GitHub alert's marker, which markdown-it renders as text. */
const ALERT_MARKER = /\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/g;

function renderedCount(rendered: Element, selector: string): number {
  return rendered.querySelectorAll(selector).length;
}

describe('markdown round trip', () => {
  for (const fixture of fixtureCases()) {
    it(fixture.name, () => {
      const markdown = toMarkdown(fixture.html, fixture.options);
      const source = sourceDocument(fixture.html);
      const counts = {
        code: countSourceCode(source),
        tables: countSourceTables(source),
        images: countSourceImages(source),
        formulas: countSourceFormulas(source),
      };
      const rendered = renderedDocument(markdown, { stripMath: true });
      expect({
        code: renderedCount(rendered, 'pre'),
        tables: renderedCount(rendered, 'table'),
        images: renderedCount(rendered, 'img'),
        formulas: countFormulas(markdown),
      }).toEqual(counts);

      const expected = tokenize(sourceText(source, fixture.options.title));
      const actual = tokenize(htmlToText(rendered).replace(ALERT_MARKER, ''));
      expect(missingTokens(expected, actual)).toEqual([]);
      // Footnote labels are the only words Markdown may add.
      expect(missingTokens(actual, expected).filter((token) => !/^\d+$/.test(token))).toEqual([]);
    });
  }
});
