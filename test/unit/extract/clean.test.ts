import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { copyClean } from '../../../src/core/extract/clean';
import { htmlToText } from '../../../src/core/text/index';

function copyOf(body: string): Element {
  const doc = parseHTML(`<!doctype html><html><body><div id="root">${body}</div></body></html>`).document as unknown as Document;
  return copyClean(doc, [doc.getElementById('root')!], { dropped: new Set(), baseUrl: null });
}

function blankTextNodes(root: Node): number {
  let count = 0;
  for (let node = root.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3 && !(node as Text).data.trim()) count++;
    else if (node.nodeType === 1) count += blankTextNodes(node);
  }
  return count;
}

describe('copyClean', () => {
  it('leaves out the indentation between blocks, and the text reads the same', () => {
    const body = `
      <h2>Steps</h2>
      <ul>
        <li>Open the <b>valve</b> <i>slowly</i>.</li>
        <li>Wait.</li>
      </ul>
      <p>Done.</p>`;
    const copy = copyOf(body);
    expect(blankTextNodes(copy)).toBe(1); // the space between <b> and <i>
    expect(htmlToText(copy)).toBe(htmlToText(parseHTML(`<div>${body}</div>`).document.querySelector('div') as unknown as Element));
    expect(copy.textContent).toContain('valve slowly');
  });

  it('keeps white space inside <pre>, between inline elements and around elements Markdown runs inline', () => {
    const copy = copyOf('<pre><div>line one</div>\n<div>line two</div></pre><p>one<span> </span>two</p>' +
      '<datalist><option>0</option> <option>2.4k</option></datalist>');
    expect(copy.querySelector('pre')!.textContent).toBe('line one\nline two');
    expect(copy.querySelector('p')!.textContent).toBe('one two');
    expect(copy.querySelector('datalist')!.textContent).toBe('0 2.4k');
  });
});
