// @vitest-environment jsdom
// A formula and a code language must survive the whole path a clip takes: extract → sanitize (as stored) →
// Markdown. Each stage alone passing its own tests is not enough: the sanitizer once dropped what the
// engine kept.
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract';
import { toMarkdown } from '../../../src/core/markdown';
import { sanitizeHtml } from '../../../src/shared/sanitize';

const PROSE = 'The committee reviewed the proposal in detail and published its findings for every member to read. ';

function clipMarkdown(body: string): string {
  const doc = new DOMParser().parseFromString(`<html><body><article><p>${PROSE.repeat(4)}</p>${body}<p>${PROSE.repeat(3)}</p></article></body></html>`, 'text/html');
  const { html } = extract(doc, { url: 'https://example.org/post' });
  return toMarkdown(sanitizeHtml(html));
}

describe('a clip keeps its formulas and code languages through sanitizing', () => {
  it('MathJax 2 inline and display TeX', () => {
    const markdown = clipMarkdown('<p>Pythagoras: <script type="math/tex">a^2+b^2=c^2</script> holds.</p><script type="math/tex; mode=display">\\int_0^1 x\\,dx</script>');
    expect(markdown).toContain('$a^2+b^2=c^2$');
    expect(markdown).toContain('$$\n\\int_0^1 x\\,dx\n$$');
  });

  it('formula images carrying their TeX (Zhihu data-formula)', () => {
    const markdown = clipMarkdown('<p>Area <img class="ztext-math" data-formula="\\pi r^2" src="https://www.zhihu.com/equation?tex=%5Cpi+r%5E2" alt="\\pi r^2"> of a disc.</p>');
    expect(markdown).toContain('$\\pi r^2$');
  });

  it('Hexo and SyntaxHighlighter code languages', () => {
    const markdown = clipMarkdown('<figure class="highlight python"><pre><code>print("hi")</code></pre></figure><pre class="brush: js;">let x = 1;</pre>');
    expect(markdown).toContain('```python\nprint("hi")\n```');
    expect(markdown).toContain('```js\nlet x = 1;\n```');
  });
});
