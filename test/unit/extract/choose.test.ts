import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';

const PROSE = 'Every morning I open the same apps and tabs, so I wrote a script that does it for me before coffee. ';
const CODE = Array.from({ length: 300 }, (_, i) => `    "service_${i}": run_command(["open", "-a", "App${i}"], shell=False),`).join('\n');

function doc(body: string): Document {
  return parseHTML(`<!doctype html><html><head><title>Automating my morning</title></head><body>${body}</body></html>`)
    .document as unknown as Document;
}

describe('choosing the article node', () => {
  it('takes the article around a long code block, not the code block alone', () => {
    // A <pre> has much text and almost no tags, so its density outscored the article holding it (WCXB dev-0382).
    // The article's own markup (paragraph wrappers, inline spans, empty ad slots) lowers its text density.
    const para = `<div class="block"><div class="inner"><p><span>${PROSE}</span><span>${PROSE}</span></p></div><div class="ad-slot"><div></div><div></div></div></div>`;
    const article = `<article>${para.repeat(6)}<pre>${CODE}</pre>${para}</article>`;
    const result = extract(doc(`<nav><a href="/">Home</a></nav>${article}<footer>Contact us</footer>`));
    expect(result.text).toContain('Every morning I open the same apps');
    expect(result.text).toContain('"service_299": run_command');
    expect(result.html).toContain('<pre>');
  });

  it('still takes a page that is one preformatted text', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Line ${i} of a plain text document, as a browser shows a .txt file.`).join('\n');
    const result = extract(doc(`<pre>${text}</pre>`));
    expect(result.text).toContain('Line 0 of a plain text document');
    expect(result.text).toContain('Line 39 of a plain text document');
  });
});
