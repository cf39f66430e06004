import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { furnitureNameRule } from '../../../src/core/extract/boilerplate';
import { nonTextRule } from '../../../src/core/extract/exclusions';
import { PD_READING } from '../../../src/core/extract/tunables';
import { paragraphDensity, scoreTree, textDensity, ttdScore, visibleLength } from '../../../src/core/extract/score';

function tree(html: string) {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const scored = scoreTree(document as unknown as Document, nonTextRule);
  const byId = (id: string) => scored.nodes.find((node) => node.element.getAttribute('id') === id)!;
  return { scored, byId };
}

describe('TTD counts (one pass, post-order sums)', () => {
  // t counts non-space characters; "Hello world." = 11, "Second para." = 11, "home" = 4.
  const { byId } = tree('<div id="a"><p>Hello world.</p><p>Second <a href="/">para.</a></p><a href="/">home</a><script>var x;</script></div>');

  it('counts text, link text, tags and link tags over the subtree', () => {
    const node = byId('a');
    expect(node.text).toBe(11 + 11 + 4);
    expect(node.linkText).toBe(5 + 4);
    expect(node.tags).toBe(1 + 2 + 2); // div, two p, two a (the script is excluded)
    expect(node.linkTags).toBe(2);
  });

  it('counts a link inside code as code, not as a link (a signature whose types link to their docs)', () => {
    const { byId } = tree('<pre id="c"><code>fn next(&amp;mut self) -&gt; <a href="/option">Option</a>&lt;<a href="/item">Item</a>&gt;</code></pre>');
    expect(byId('c').text).toBe(visibleLength('fn next(&mut self) -> Option<Item>'));
    expect(byId('c').linkText).toBe(0);
    expect(byId('c').linkTags).toBe(0);
  });

  it("counts a heading's link to itself as the heading's text (MDN's <h2 id=x><a href=#x>), and a heading's link away as a link", () => {
    const { byId } = tree('<section id="s"><h2 id="syntax"><a href="#syntax">Syntax</a></h2><h2 id="away"><a href="/other">Elsewhere</a></h2></section>');
    expect(byId('s').text).toBe(visibleLength('Syntax') + visibleLength('Elsewhere'));
    expect(byId('s').linkText).toBe(visibleLength('Elsewhere'));
  });

  it('counts lu as tags holding text outside links', () => {
    expect(byId('a').textTags).toBe(2); // the two <p>; both <a> hold link text only
  });

  it('counts paragraphs and the non-link text they hold', () => {
    expect(byId('a').paragraphs).toBe(2);
    expect(byId('a').paragraphText).toBe(11 + 6);
  });

  it('computes eq. 1 and eq. 4 (weighted by the non-link share of text) from the counts', () => {
    const node = byId('a');
    expect(textDensity(node)).toBeCloseTo((26 - 9) / (5 - 2));
    const pd = paragraphDensity(node, 'paragraphChars');
    expect(pd).toBeCloseTo(17 / 3);
    expect(ttdScore(node, 'paragraphChars')).toBeCloseTo(textDensity(node) * 2 * Math.log10(pd) * (1 - 9 / 26));
  });

  it('clamps pd to 1, so a node without paragraphs scores 0', () => {
    const { byId: find } = tree('<div id="n"><span>x</span></div>');
    expect(paragraphDensity(find('n'), 'paragraphChars')).toBe(1);
    expect(ttdScore(find('n'), 'paragraphChars')).toBe(0);
  });

  it('counts br-separated runs of text as paragraphs', () => {
    const run = 'This is a long enough run of text to count.';
    const { byId: find } = tree(`<div id="b">${run}<br>${run}<br><br>${run}</div>`);
    expect(find('b').paragraphs).toBe(3);
  });
});

describe('visibleLength', () => {
  it('ignores spaces, nbsp and ideographic spaces', () => {
    expect(visibleLength(' a\u00a0b\u3000c\n')).toBe(3);
  });
});

describe('comments named beside a content word', () => {
  const comment = (n: number) => `<div class="comments-body"><p>Comment number ${n} says the ribs were rich and yummy, and asks which charcoal kept them burning so long.</p></div>` +
    `<div class="comments-post">Posted by: Reader ${n} at October 27, 2003 8:53 PM</div>`;
  const story = '<p>We smoked ribs for six hours over hardwood charcoal, and the neighbours came over to see what smelled so good.</p>'.repeat(3);

  function flagged(html: string): string[] {
    const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
    const scored = scoreTree(document as unknown as Document, nonTextRule, PD_READING, furnitureNameRule);
    return scored.excluded.map((entry) => entry.element.getAttribute('class') ?? '');
  }

  it('cuts three or more siblings that share such a class, as a comment thread', () => {
    const cut = flagged(`<div class="blog"><div class="blogbody">${story}</div>${[1, 2, 3].map(comment).join('')}</div>`);
    expect(cut.filter((name) => name === 'comments-body')).toHaveLength(3);
  });

  it('keeps one or two such elements, and Word paragraphs styled "MsoCommentText"', () => {
    expect(flagged(`<div class="blog"><div class="blogbody">${story}</div>${[1, 2].map(comment).join('')}</div>`)).not.toContain('comments-body');
    const word = '<p class="MsoCommentText">Statements in this release that are not historical facts are forward-looking statements.</p>'.repeat(4);
    expect(flagged(`<div>${story}${word}</div>`)).not.toContain('MsoCommentText');
  });
});

describe('inline boxes named as furniture', () => {
  const tips = 'Spas, grocery stores and cosmetics counters offer great eye products at a variety of prices. Keep your eyes peeled for these gels and creams, which we tried for a week each.';
  function cut(html: string): string[] {
    const { document } = parseHTML(`<!doctype html><html><body><div id="story">${'<p>If eyes are the window to the soul, the skin around them is the true confession of age.</p>'.repeat(10)}${html}</div></body></html>`);
    const scored = scoreTree(document as unknown as Document, nonTextRule, PD_READING, furnitureNameRule);
    return scored.excluded.map((entry) => entry.element.getAttribute('class') ?? '');
  }

  it("keeps a <span> named as a sidebar that holds a long run of prose: a boxed passage of the story", () => {
    expect(cut(`<span class="sidebar"><b>Beauty counter scope-out</b><br>${tips}<br><br>${tips}</span>`)).not.toContain('sidebar');
  });

  it('cuts it when short, mostly links, a block box, or named as comments or closing words', () => {
    expect(cut('<span class="sidebar"><a href="/a">Most read</a> <a href="/b">Weather</a></span>')).toContain('sidebar');
    expect(cut(`<span class="sidebar">${`<a href="/x">${tips}</a>`}</span>`)).toContain('sidebar');
    expect(cut(`<div class="sidebar">${tips}<br>${tips}</div>`)).toContain('sidebar');
    expect(cut(`<span class="disclaimer">${tips} ${tips}</span>`)).toContain('disclaimer');
    expect(cut(`<span class="comments">${tips} ${tips}</span>`)).toContain('comments');
  });
});
