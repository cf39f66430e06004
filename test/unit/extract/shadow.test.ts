// @vitest-environment jsdom
// Shadow trees (src/core/extract/shadow.ts): a live page's shadow roots on jsdom, a saved page's declarative
// ones on linkedom. The composed copy holds what the reader sees; the page is never touched.
import { JSDOM } from 'jsdom';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../src/cli/page';
import { extract } from '../../../src/core/extract';
import { composedPage, declarativeShadows, holdsShadowText, liveShadows } from '../../../src/core/extract/shadow';

const STORY = 'The council voted on Tuesday to rebuild the old bridge, a decision that ends years of debate in the town. ';

function livePage(body: string): Document {
  return new JSDOM(`<!doctype html><html><head><title>Bridge to be rebuilt</title></head><body>${body}</body></html>`, { url: 'https://town.example/bridge' }).window.document;
}

const open = liveShadows((host) => host.shadowRoot);
const blankOf = (doc: Document) => () => doc.implementation.createHTMLDocument('');

describe('shadow trees on a live page', () => {
  it('draws each shadow root into its host, slots filled with what they show, and maps the copy back to the page', () => {
    const doc = livePage('<story-card id="card"><h2 slot="title">Bridge to be rebuilt</h2><span>By Ann Lee</span><em slot="nowhere">never shown</em></story-card>');
    const host = doc.getElementById('card')!;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>p { margin: 0 }</style><header><slot name="title"></slot><slot></slot></header><article><p>${STORY}</p><p>${STORY}</p></article><aside><slot name="empty">No related stories</slot></aside>`;
    const before = doc.documentElement.outerHTML;

    expect(holdsShadowText(doc, open)).toBe(true);
    const composed = composedPage(doc, open, blankOf(doc));
    const card = composed.doc.getElementById('card')!;
    expect(card.querySelector('header h2')?.textContent).toBe('Bridge to be rebuilt');
    expect(card.querySelector('header span')?.textContent).toBe('By Ann Lee');
    expect(card.querySelectorAll('article p')).toHaveLength(2);
    expect(card.querySelector('aside')?.textContent).toBe('No related stories');
    // A light child no slot shows is not on the screen, and a slot draws no box of its own.
    expect(card.textContent).not.toContain('never shown');
    expect(card.querySelector('slot')).toBeNull();
    expect(composed.originalOf(card)).toBe(host);
    expect(composed.originalOf(card.querySelector('article p')!)).toBe(root.querySelector('article p'));
    expect(composed.doc.title).toBe('Bridge to be rebuilt');
    expect(doc.documentElement.outerHTML).toBe(before);
    expect(card.isConnected && composed.doc !== doc).toBe(true);
  });

  it('follows shadow roots nested in shadow roots, and a slot passed on through an inner host', () => {
    const doc = livePage('<outer-frame id="outer"><p>Light paragraph. ' + STORY + '</p></outer-frame>');
    const outer = doc.getElementById('outer')!.attachShadow({ mode: 'open' });
    outer.innerHTML = '<inner-body id="inner"><slot></slot></inner-body>';
    const inner = outer.getElementById('inner')!.attachShadow({ mode: 'open' });
    inner.innerHTML = `<section><p>${STORY}</p><slot></slot></section>`;
    const copy = composedPage(doc, open, blankOf(doc)).doc;
    const section = copy.querySelector('#outer #inner section')!;
    expect([...section.querySelectorAll('p')].map((p) => p.textContent!.slice(0, 16))).toEqual([STORY.slice(0, 16), 'Light paragraph.']);
  });

  it('finds no shadow text where shadow roots draw only styles, icons and slots', () => {
    const doc = livePage('<icon-button id="b"><span>Share</span></icon-button>');
    doc.getElementById('b')!.attachShadow({ mode: 'open' }).innerHTML = '<style>.x { color: red }</style><svg><path d="M0 0"></path></svg><slot></slot>';
    expect(holdsShadowText(doc, open)).toBe(false);
    expect(holdsShadowText(livePage(`<p>${STORY}</p>`), open)).toBe(false);
  });

  it('lets the engine find a story drawn in a shadow root that a walk over the page alone misses', () => {
    const doc = livePage('<nav><a href="/">Home</a> <a href="/news">News</a></nav><news-story id="s"></news-story><footer>Copyright Daily Town</footer>');
    doc.getElementById('s')!.attachShadow({ mode: 'open' }).innerHTML = `<h1>Bridge to be rebuilt</h1><p>${STORY.repeat(3)}</p><p>${STORY.repeat(2)}</p>`;
    expect(extract(doc, { url: 'https://town.example/bridge' }).text).not.toContain('The council voted');
    const composed = composedPage(doc, open, blankOf(doc));
    const result = extract(composed.doc, { url: 'https://town.example/bridge' });
    expect(result.text).toContain('The council voted on Tuesday');
    expect(result.text).not.toContain('Copyright');
  });
});

describe('declarative shadow roots in a saved page', () => {
  const saved = `<!doctype html><html><head><title>Bridge to be rebuilt</title></head><body><main><story-body>
    <template shadowrootmode="open"><article><slot name="headline"></slot><p>${STORY.repeat(3)}</p><p>${STORY.repeat(2)}</p><slot></slot></article></template>
    <h1 slot="headline">Bridge to be rebuilt</h1><p>Work starts in May, the council said.</p></story-body></main></body></html>`;

  it('draws the template into its host as a browser would, with the slotted children in place', () => {
    const doc = parseHTML(saved).document as unknown as Document;
    expect(holdsShadowText(doc, declarativeShadows)).toBe(true);
    const copy = composedPage(doc, declarativeShadows, () => parseHTML('<!DOCTYPE html><html></html>').document as unknown as Document).doc;
    const article = copy.querySelector('story-body > article')!;
    expect(article.firstElementChild?.tagName.toLowerCase()).toBe('h1');
    expect(article.lastElementChild?.textContent).toBe('Work starts in May, the council said.');
    expect(copy.querySelector('template')).toBeNull();
  });

  it('is read by the CLI: the story in the template is extracted, in the order the page shows it', () => {
    const result = extract(parsePage(saved), { url: 'https://town.example/bridge' });
    expect(result.text).toContain('The council voted on Tuesday');
    expect(result.text.indexOf('The council voted')).toBeLessThan(result.text.indexOf('Work starts in May'));
    // A page without declarative roots is parsed as before.
    expect(parsePage(`<html><body><p>${STORY}</p></body></html>`).body.textContent).toContain('The council voted');
  });
});
