// A clip cut short by the time budget or the size cap says so in its own body (src/content/read-page.ts), so the
// preview, the library and every export show that the rest of the page is missing.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { withCutShortNote } from '../../../src/content/read-page';
import { extract } from '../../../src/core/extract';

const doc = () => parseHTML('<!doctype html><html><body></body></html>').document as unknown as Document;
const page = (blocks: number) =>
  parseHTML(`<!doctype html><html><head><title>Long</title></head><body><article>${Array.from({ length: blocks }, (_, i) => `<p>Paragraph ${i} of a long article, written out at length so that it reads as prose.</p>`).join('')}</article></body></html>`).document as unknown as Document;

describe('a body cut short carries a visible note', () => {
  it('the size cap: the note closes the HTML and the text (outside the extension, in the engine\'s words)', () => {
    const result = extract(page(400), { url: 'https://example.com/', maxTextChars: 5_000, timeBudgetMs: Number.POSITIVE_INFINITY });
    expect(result.cutShort).toBe('size');
    const noted = withCutShortNote(result, doc());
    expect(noted.html.startsWith(result.html)).toBe(true);
    expect(noted.html.slice(result.html.length)).toBe(`<hr><p><em>Pith: ${result.note}.</em></p>`);
    expect(noted.text).toBe(`${result.text}\n\nPith: ${result.note}.`);
  });

  it('the note is text, never markup, whatever the note says', () => {
    const result = { ...extract(page(3), { url: 'https://example.com/' }), cutShort: 'time' as const, note: '<img src=x onerror=alert(1)>' };
    expect(withCutShortNote(result, doc()).html).toContain('<em>Pith: &lt;img src=x onerror=alert(1)&gt;.</em>');
  });
});
