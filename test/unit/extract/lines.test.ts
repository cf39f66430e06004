import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { cutAtFurnitureHeading, isFurnitureLine, lineFeatures, trimTrailingLines } from '../../../src/core/extract/lines';

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

describe('cutAtFurnitureHeading', () => {
  it('cuts at a comments heading in the later part of the article, with everything after it', () => {
    const root = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h3>Comments (2)</h3><p>${BODY.replace('minister', 'reader')}</p><form><p>Your name</p></form>`);
    expect(cutAtFurnitureHeading(root)).toBe('Comments (2)');
    expect(root.textContent).toContain('The minister said');
    expect(root.textContent).not.toContain('The reader said');
    expect(root.textContent).not.toContain('Your name');
  });

  it('cuts at a Chinese related-news heading', () => {
    const zh = '国务院总理在周一表示，这项计划将按期推进，各地要做好准备工作。';
    const root = container(`<div><p>${zh}</p><p>${zh}</p></div><h4>相关新闻</h4><ul><li><a href="/n">另一条新闻的标题在这里，内容很长也不算正文。</a></li></ul>`);
    expect(cutAtFurnitureHeading(root)).toBe('相关新闻');
    expect(root.textContent).toContain('国务院总理');
    expect(root.textContent).not.toContain('另一条新闻');
  });

  it('cuts at an author bio or share heading after the article', () => {
    const bio = container(`<p>${BODY}</p><p>${BODY}</p><p>${BODY}</p><h2>About the Author</h2><p>Jane Doe is the executive editor of a health letter.</p>`);
    expect(cutAtFurnitureHeading(bio)).toBe('About the Author');
    expect(bio.textContent).not.toContain('Jane Doe is the executive editor');
    const share = container(`<p>${BODY}</p><p>${BODY}</p><div><span>Share this article</span></div><p>Disclaimer: nothing here is advice.</p>`);
    expect(cutAtFurnitureHeading(share)).toBe('Share this article');
    const zh = '国务院总理在周一表示，这项计划将按期推进，各地要做好准备工作。';
    const author = container(`<p>${zh}</p><p>${zh}</p><h3>作者简介</h3><p>张三，资深记者，长期关注经济政策。</p>`);
    expect(cutAtFurnitureHeading(author)).toBe('作者简介');
    expect(author.textContent).not.toContain('张三');
  });

  it('keeps the text when the heading comes early or is part of a sentence', () => {
    const early = container(`<h2>Comments</h2><p>${BODY}</p><p>${BODY}</p>`);
    expect(cutAtFurnitureHeading(early)).toBeNull();
    const inline = container(`<p>${BODY}</p><p>${BODY}</p><p>Comments on the plan were mixed.</p><p>${BODY}</p>`);
    expect(cutAtFurnitureHeading(inline)).toBeNull();
    expect(inline.textContent).toContain('Comments on the plan were mixed.');
  });
});
