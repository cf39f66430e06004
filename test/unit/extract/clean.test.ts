import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { copyClean, copyCleanWithin } from '../../../src/core/extract/clean';

function page(body: string): Document {
  return parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;
}

function copyOf(document: Document, dropped: Element[] = []): Element {
  return copyClean(document, [document.getElementById('a')!], { dropped: new Set(dropped), baseUrl: 'https://example.com/x' });
}

function textNodes(root: Node): string[] {
  const out: string[] = [];
  for (let node = root.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3) out.push((node as Text).data);
    else out.push(...textNodes(node));
  }
  return out;
}

describe('copyClean', () => {
  it('leaves out the whitespace between blocks, not the word spaces between inline elements', () => {
    const document = page('<div id="a">\n  <p>One <b>two</b> <i>three</i></p>\n  <!-- note -->\n  <p>Four</p>\n</div>');
    const copy = copyOf(document);
    expect(copy.innerHTML).toBe('<div id="a"><p>One <b>two</b> <i>three</i></p><p>Four</p></div>');
  });

  it('keeps every newline and space inside <pre> and <code>, block children included', () => {
    const document = page('<div id="a"><pre><div>a = 1</div>\n<div>  b = 2</div>\n</pre><p>x <code><span>f</span>\n <span>g</span></code></p></div>');
    const copy = copyOf(document);
    expect(copy.querySelector('pre')!.textContent).toBe('a = 1\n  b = 2\n');
    expect(copy.querySelector('code')!.textContent).toBe('f\n g');
  });

  it('keeps words apart across a dropped element, in one text node', () => {
    const document = page('<div id="a"><p>alpha<span id="ad">buy</span>beta</p></div>');
    const copy = copyOf(document, [document.getElementById('ad')!]);
    expect(copy.textContent).toBe('alpha beta');
    expect(textNodes(copy)).toEqual(['alpha beta']);
  });

  it('keeps a <video> with its sources but not the text shown where it cannot play', () => {
    const document = page('<div id="a"><p>Before</p><video poster="/p.jpg" controls><source src="/clip.mp4" type="video/mp4"><track kind="captions" src="/c.vtt">' +
      'Your browser does not support the video tag. <a href="/clip.mp4">Download</a></video><audio src="/a.mp3">Update your browser to listen.</audio><p>After</p></div>');
    const copy = copyOf(document);
    expect(copy.textContent).toBe('BeforeAfter');
    expect(copy.querySelector('video source')!.getAttribute('src')).toBe('https://example.com/clip.mp4');
    expect(copy.querySelector('video track')).not.toBeNull();
    expect(copy.querySelector('audio')).not.toBeNull();
  });

  it("sets a space between a quantity's span and the ingredient's words, and not before a unit alone", () => {
    const document = page('<div id="a"><ul><li><span class="quantity">1</span><span>medium kabocha squash, seeded</span></li><li><span>½</span><span>cup neutral oil</span></li></ul>' +
      '<p>Calories: <span class="value">412</span><span class="unit">kcal</span></p><p><span>3</span><span>月</span></p></div>');
    const copy = copyOf(document);
    expect(copy.querySelectorAll('li')[0]!.textContent).toBe('1 medium kabocha squash, seeded');
    expect(copy.querySelectorAll('li')[1]!.textContent).toBe('½ cup neutral oil');
    expect(copy.querySelectorAll('p')[0]!.textContent).toBe('Calories: 412kcal');
    expect(copy.querySelectorAll('p')[1]!.textContent).toBe('3月');
  });
});

describe('a listing set as a table of code lines', () => {
  const row = (n: number, code: string) => `<tr><td id="L${n}" class="blob-num js-line-number" data-line-number="${n}"></td><td class="blob-code blob-code-inner js-file-line">${code}</td></tr>`;

  it("is copied as the code block it is, its lines in order, blank ones kept, in the language the table names (GitHub's gist embed)", () => {
    const doc = page(`<div id="a"><p>Intro.</p><div class="blob-wrapper data type-lua"><table class="highlight tab-size js-file-line-container" data-tagsearch-lang="Lua" data-tagsearch-path="bucket.lua">` +
      `${row(1, '<span class="pl-c">-- bucket.lua</span>')}${row(2, '\n')}${row(3, 'local key = KEYS[1]')}${row(4, '  return <span class="pl-k">nil</span>')}</table></div></div>`);
    const copy = copyOf(doc);
    expect(copy.querySelector('table')).toBeNull();
    const code = copy.querySelector('pre > code')!;
    expect(code.getAttribute('class')).toBe('language-lua');
    expect(code.textContent).toBe('-- bucket.lua\n\nlocal key = KEYS[1]\n  return nil');
    // Without the table's own language, its file name's extension, then its wrapper's "type-" class names it.
    const named = page(`<div id="a"><div class="blob-wrapper type-python"><table class="highlight">${row(1, 'print(1)')}</table></div></div>`);
    expect(copyOf(named).querySelector('code')!.getAttribute('class')).toBe('language-python');
  });

  it('leaves a data table alone, whatever its class', () => {
    const doc = page(`<div id="a"><table class="highlight"><tr><td>Revenue</td><td>4.2</td></tr><tr><td>Margin</td><td>12%</td></tr></table></div>`);
    const copy = copyOf(doc);
    expect(copy.querySelector('table')).not.toBeNull();
    expect(copy.querySelector('pre')).toBeNull();
  });
});

describe('the size cap and listings copied as code', () => {
  it('counts a table of code lines, and a code text area, toward maxTextChars: the copy stops after them', () => {
    const line = 'local value = tonumber(ARGV[1]) or default_value_for_this_line';
    const table = `<table class="highlight">${Array.from({ length: 100 }, (_, i) => `<tr><td class="blob-num" data-line-number="${i + 1}"></td><td class="blob-code">${line}</td></tr>`).join('')}</table>`;
    const area = `<textarea class="code">${`${line}\n`.repeat(100)}</textarea>`;
    for (const listing of [table, area]) {
      const doc = page(`<div id="a">${listing}<p id="after">After the listing.</p></div>`);
      const { container, cutShort } = copyCleanWithin(doc, [doc.getElementById('a')!], { dropped: new Set(), baseUrl: null }, { maxTextChars: 3000 });
      expect(container.querySelector('pre')).not.toBeNull();
      expect(cutShort).toBe('size');
      expect(container.textContent).not.toContain('After the listing.');
    }
  });
});
