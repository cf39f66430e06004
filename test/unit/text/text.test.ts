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
