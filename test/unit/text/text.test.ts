import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { countWords, htmlToText, readingMinutes } from '../../../src/core/text/index';

function body(html: string): Element {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return document.body as unknown as Element;
}

describe('htmlToText', () => {
  it('puts block elements on their own lines and keeps inline text together', () => {
    expect(htmlToText(body('<h1>Title</h1><p>One <b>bold</b> line.</p><div>Two</div>'))).toBe('Title\nOne bold line.\nTwo');
  });

  it('turns <br> into a newline and collapses whitespace', () => {
    expect(htmlToText(body('<p>first\n   line<br>second    line</p>'))).toBe('first line\nsecond line');
  });

  it('keeps the newlines and indentation of <pre>', () => {
    expect(htmlToText(body('<p>Code:</p><pre>if (x) {\n  y();\n}</pre>'))).toBe('Code:\nif (x) {\n  y();\n}');
    // The last line too, and each line of a code widget that sets its lines as boxes.
    expect(htmlToText(body('<pre>def f():\n    return 1</pre><p>Done.</p>'))).toBe('def f():\n    return 1\nDone.');
    expect(htmlToText(body('<pre><div>if x:</div><div>    y()</div></pre>'))).toBe('if x:\n    y()');
  });

  it('skips scripts, styles and templates', () => {
    expect(htmlToText(body('<p>Text</p><script>var a = 1;</script><style>p{}</style><template>t</template>'))).toBe('Text');
  });

  it('collapses whitespace across inline boxes as a browser lays it out', () => {
    expect(htmlToText(body('<p>semi-major axis <span> <b>a</b> </span> can be</p>'))).toBe('semi-major axis a can be');
  });

  it('reads a formula as its TeX, inline in its sentence, and a display formula as a line of its own', () => {
    // KaTeX: the MathML with its TeX annotation (the drawn copy beside it is the page's, dropped by the extractor).
    const katex = '<span class="katex"><span class="katex-mathml"><math><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">x^2</annotation></semantics></math></span></span>';
    expect(htmlToText(body(`<p>Then ${katex} grows.</p>`))).toBe('Then x^2 grows.');
    // Wikipedia: the TeX in alttext, wrapped in {\displaystyle …}.
    expect(htmlToText(body('<p>Kepler: <math display="block" alttext="{\\displaystyle P^{2}=a^{3}}"><mi>P</mi></math> holds.</p>'))).toBe('Kepler:\nP^{2}=a^{3}\nholds.');
    // MathML alone is read back into TeX rather than run together ("x2").
    expect(htmlToText(body('<p>Area <math><msup><mi>r</mi><mn>2</mn></msup></math> here.</p>'))).toBe('Area r^2 here.');
  });

  it('puts list items and table cells on separate lines', () => {
    expect(htmlToText(body('<ul><li>a</li><li>b</li></ul><table><tr><td>c</td><td>d</td></tr></table>'))).toBe('a\nb\nc\nd');
  });
});

describe('countWords', () => {
  it('counts each Han character as a word', () => {
    expect(countWords('中文测试')).toBe(4);
  });

  it('counts Latin words by runs and mixes both', () => {
    expect(countWords('Hello, world! 你好 iPhone手机')).toBe(2 + 2 + 1 + 2);
  });

  it('counts Kana characters one each and ignores punctuation', () => {
    expect(countWords('ひらがな — ... !!')).toBe(4);
  });
});

describe('readingMinutes', () => {
  it('is zero for no text and at least one minute otherwise', () => {
    expect(readingMinutes('')).toBe(0);
    expect(readingMinutes('short')).toBe(1);
  });

  it('reads 460 English words in about two minutes', () => {
    expect(readingMinutes(Array.from({ length: 460 }, () => 'word').join(' '))).toBe(2);
  });
});
