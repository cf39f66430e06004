import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { copyClean } from '../../../src/core/extract/clean';

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
});
