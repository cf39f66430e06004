import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isFurnitureLine, lineFeatures, trimTrailingLines } from '../../../src/core/extract/lines';

function container(html: string): Element {
  const { document } = parseHTML(`<html><body><div id="c">${html}</div></body></html>`);
  return document.getElementById('c') as unknown as Element;
}

const BODY = 'The minister said on Monday that the plan, first proposed in 2019, would go ahead as scheduled.';

describe('line features', () => {
  it('measures length, sentence punctuation (Chinese and Western) and link text', () => {
    const line = lineFeatures(container(`<p>你好，世界。 Hi, <a href="/">there</a>!</p>`).firstElementChild!);
    expect(line.punctuation).toBe(4);
    expect(line.linkLength).toBe(5);
    expect(line.length).toBe('你好，世界。Hi,there!'.length);
  });

  it('calls short unpunctuated lines and link lists furniture, sentences not', () => {
    expect(isFurnitureLine({ length: 12, punctuation: 0, linkLength: 0 })).toBe(true);
    expect(isFurnitureLine({ length: 90, punctuation: 0, linkLength: 80 })).toBe(true);
    expect(isFurnitureLine({ length: 90, punctuation: 4, linkLength: 0 })).toBe(false);
  });
});

describe('trimTrailingLines', () => {
  it('removes trailing labels and link lists up to the last body line', () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><div><p>Share this</p><ul><li><a href="/a">Other story one about things</a></li><li><a href="/b">Another story about more things</a></li></ul></div><p>Tags</p>`);
    const removed = trimTrailingLines(root);
    expect(removed.length).toBeGreaterThanOrEqual(3);
    expect(root.textContent).toContain(BODY);
    expect(root.textContent).not.toContain('Share this');
    expect(root.textContent).not.toContain('Other story');
  });

  it('keeps a final figure or code block and never trims body text', () => {
    const root = container(`<p>${BODY}</p><figure><img src="/a.jpg"><figcaption>Map</figcaption></figure>`);
    expect(trimTrailingLines(root)).toEqual([]);
    const prose = container(`<p>${BODY}</p><p>${BODY}</p>`);
    expect(trimTrailingLines(prose)).toEqual([]);
  });
});
