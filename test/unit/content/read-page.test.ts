// @vitest-environment jsdom
// The page reader on a jsdom copy of a real fixture page: it never changes the page, reads only the selection in
// Selection mode, keeps only metadata for a bookmark, and hands back sanitized HTML.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { scrollForLazyImages } from '../../../src/content/lazy-images';
import { pageExtras, type PageExtras } from '../../../src/content/extras';
import { wantsExtras, type PageReading, type ReadOptions } from '../../../src/content/protocol';
import { isHiddenByStyle, readPage, selectionRoot } from '../../../src/content/read-page';
import { extract } from '../../../src/core/extract';
import type { ClipMode } from '../../../src/core/types';
import { sanitizeHtml } from '../../../src/shared/sanitize';

const FIXTURE = readFileSync(join(import.meta.dirname, '../../fixtures/pages/article-en.html'), 'utf8');

function page(html = FIXTURE): Document {
  return new JSDOM(html, { url: 'https://slow.example/post.html' }).window.document;
}

/** A reading on a page that was sent the extras (DOMPurify, Readability), as for a save. */
async function read(mode: ClipMode, options: ReadOptions, doc: Document, extras: PageExtras = pageExtras): Promise<PageReading> {
  const answer = await readPage(mode, options, doc, extras);
  if (wantsExtras(answer)) throw new Error('the reader asked for its extras although it has them');
  return answer;
}

// A thin answer on a page with more words elsewhere (a footer the engine leaves out), where Readability might find more.
const THIN = `<html><head><title>Thin</title></head><body><div><p>Just one short line here.</p></div><footer><p>${'Words of the footer that the engine leaves out. '.repeat(4)}</p></footer></body></html>`;

describe('reading the page', () => {
  it('finds the article and leaves the document byte-identical', async () => {
    const doc = page();
    const before = doc.documentElement.outerHTML;
    for (const mode of ['article', 'fullpage', 'bookmark', 'selection'] as const) await read(mode, {}, doc);
    expect(doc.documentElement.outerHTML).toBe(before);
    const reading = await read('article', {}, doc);
    expect(reading.url).toBe('https://slow.example/post.html');
    expect(reading.result.metadata.title).toBe('Why Sourdough Needs Time');
    expect(reading.result.text).toContain('Long fermentation is what gives sourdough its flavour');
    expect(reading.hasSelection).toBe(false);
  });

  it('reads only the selection in Selection mode, without moving the selected nodes', async () => {
    const doc = page();
    const paragraph = [...doc.querySelectorAll('article p')].find((p) => p.textContent!.startsWith('During a cold overnight proof'))!;
    const range = doc.createRange();
    range.selectNodeContents(paragraph);
    doc.getSelection()!.addRange(range);
    const before = doc.documentElement.outerHTML;
    const reading = await read('selection', {}, doc);
    expect(reading.hasSelection).toBe(true);
    expect(reading.result.text).toContain('lactic and acetic acids');
    expect(reading.result.text).not.toContain('Long fermentation');
    expect(doc.documentElement.outerHTML).toBe(before);
    expect(selectionRoot(doc)?.isConnected).toBe(false);
  });

  it('keeps only metadata for a bookmark', async () => {
    const reading = await read('bookmark', {}, page());
    expect(reading.result).toMatchObject({ html: '', wordCount: 0, method: 'none' });
    expect(reading.result.metadata.excerpt).toContain('Long fermentation');
  });

  it('hands back HTML without scripts or handlers even when the page carries them in the article', async () => {
    const hostile = FIXTURE.replace('<h2>What the starter does</h2>', '<h2 onclick="steal()">What the starter does</h2><img src="x.png" onerror="steal()"><script>steal()</script>');
    const { result } = await read('article', {}, page(hostile));
    expect(result.html).not.toMatch(/onclick|onerror|<script|steal\(\)/);
    expect(result.html).toContain('What the starter does');
  });

  it('leaves the body unsanitized only when asked (a preview: the popup sanitizes it on arrival), and that gives the same clip', async () => {
    const hostile = FIXTURE.replace('<h2>What the starter does</h2>', '<h2>What the starter does</h2><p><a href="javascript:steal()">Read on</a> <a href="/next">next</a></p>');
    const saved = await read('article', {}, page(hostile));
    const doc = page(hostile);
    const preview = await read('article', { sanitize: false }, doc);
    expect(saved.result.html).not.toMatch(/javascript|steal\(\)/);
    expect(preview.result.html).not.toBe(saved.result.html);
    expect(sanitizeHtml(preview.result.html, doc.defaultView as Window & typeof globalThis)).toBe(saved.result.html);
    expect(preview.result.text).toBe(saved.result.text);
  });
});

describe('the extras (DOMPurify, Readability) are sent only to a reading that needs them', () => {
  it('a preview of an article needs none: the page is read without them', async () => {
    const answer = await readPage('article', { sanitize: false }, page(), undefined);
    expect(wantsExtras(answer)).toBe(false);
    expect((answer as PageReading).result.text).toContain('Long fermentation is what gives sourdough its flavour');
  });

  it('a reading that sanitizes asks for them before doing anything (no scroll, no engine run)', async () => {
    const doc = page();
    const scrolled = vi.spyOn(doc.defaultView!, 'scrollTo');
    expect(await readPage('article', { scrollForLazyImages: true }, doc, undefined)).toEqual({ wants: 'extras' });
    expect(await readPage('fullpage', {}, doc, undefined)).toEqual({ wants: 'extras' });
    expect(scrolled).not.toHaveBeenCalled();
    // A bookmark has no body to sanitize.
    expect(wantsExtras(await readPage('bookmark', {}, doc, undefined))).toBe(false);
  });

  it('a preview whose engine wants the Readability fallback asks for them, and with them reads as the full engine does', async () => {
    expect(await readPage('article', { sanitize: false }, page(THIN), undefined)).toEqual({ wants: 'extras' });
    const reading = await read('article', { sanitize: false }, page(THIN));
    const engine = extract(page(THIN), { url: 'https://slow.example/post.html' });
    expect(reading.result.text).toBe(engine.text);
    expect(reading.result.method).toBe(engine.method);
  });

  it('a preview of a page that draws its story in a shadow root asks for them, and with them reads the story and leaves the page as it was', async () => {
    const story = 'Long fermentation is what gives sourdough its flavour, and the crust its crackle and colour. ';
    const shadowPage = () => {
      const doc = page(`<html><head><title>Sourdough</title><style>story-view > p:last-child { display: none }</style></head><body><nav><a href="/">Home</a></nav><story-view id="s"><p>A hidden teaser the slot shows.</p></story-view></body></html>`);
      const root = doc.getElementById('s')!.attachShadow({ mode: 'open' });
      root.innerHTML = `<article><h1>Sourdough</h1><p>${story.repeat(3)}</p><p>${story.repeat(2)}</p><slot></slot></article>`;
      return doc;
    };
    expect(await readPage('article', { sanitize: false }, shadowPage(), undefined)).toEqual({ wants: 'extras' });
    const doc = shadowPage();
    const before = doc.documentElement.outerHTML + doc.getElementById('s')!.shadowRoot!.innerHTML;
    const { result } = await read('article', { sanitize: false }, doc);
    expect(result.text).toContain('Long fermentation is what gives sourdough its flavour');
    // The browser is asked about the page's own element behind the copy's (the copy, in a document of its own,
    // has no style): the page's style sheet hides the teaser the slot shows.
    expect(result.text).not.toContain('hidden teaser');
    expect(doc.documentElement.outerHTML + doc.getElementById('s')!.shadowRoot!.innerHTML).toBe(before);
    // A page whose shadow roots draw no text is read without them.
    expect(wantsExtras(await readPage('article', { sanitize: false }, page(), undefined))).toBe(false);
  });

  it('the fallback it is sent is the one the engine uses', async () => {
    const doc = page(THIN);
    const content = doc.createElement('div');
    content.innerHTML = `<p>${'Readability found this fuller article text. '.repeat(20)}</p>`;
    const readability = vi.fn(() => ({ content, words: 120 }));
    const reading = await read('article', { sanitize: false }, doc, { ...pageExtras, readability });
    expect(readability).toHaveBeenCalledTimes(1);
    expect(reading.result.method).toBe('readability');
    expect(reading.result.text).toContain('Readability found this fuller article text.');
  });
});

describe('scrolling for lazy images', () => {
  it('walks down the page and puts the scroll position back', async () => {
    const positions: number[] = [];
    let current = { x: 0, y: 250 };
    const fakeWindow = {
      get scrollX() {
        return current.x;
      },
      get scrollY() {
        return current.y;
      },
      innerHeight: 500,
      document: { scrollingElement: { scrollHeight: 1600 }, documentElement: { scrollHeight: 1600 } },
      scrollTo({ left, top }: { left: number; top: number }) {
        current = { x: left, y: top };
        positions.push(top);
      },
    } as unknown as Window;
    await scrollForLazyImages(fakeWindow);
    expect(positions.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...positions) + 500).toBeGreaterThanOrEqual(1600);
    expect(current).toEqual({ x: 0, y: 250 });
  });
});

describe('the hidden test on the live page', () => {
  const STYLED = `<style>.gone { display: none } .ghost { visibility: hidden } .folded { visibility: collapse } .flat { display: contents }</style>
    <p id="plain">Shown</p><div id="gone" class="gone">x</div><div id="ghost" class="ghost">x</div><div id="folded" class="folded">x</div>
    <div id="flat" class="flat"><p>Shown through display: contents</p></div>`;

  it('hides what the computed style hides and nothing else', () => {
    const doc = page(STYLED);
    const hidden = (id: string) => isHiddenByStyle(doc.getElementById(id)!);
    expect([hidden('plain'), hidden('gone'), hidden('ghost'), hidden('folded'), hidden('flat')]).toEqual([false, true, true, true, false]);
  });

  it('takes checkVisibility at its word only when it says visible, and checks its "not visible" against the style', () => {
    const doc = page(STYLED);
    const styleOf = vi.spyOn(doc.defaultView!, 'getComputedStyle');
    const plain = Object.assign(doc.getElementById('plain')!, { checkVisibility: () => true });
    expect(isHiddenByStyle(plain)).toBe(false);
    expect(styleOf).not.toHaveBeenCalled();
    // A browser says "not visible" for display: contents (no box of its own), yet its children show.
    const flat = Object.assign(doc.getElementById('flat')!, { checkVisibility: () => false });
    expect(isHiddenByStyle(flat)).toBe(false);
    const gone = Object.assign(doc.getElementById('gone')!, { checkVisibility: () => false });
    expect(isHiddenByStyle(gone)).toBe(true);
    expect(styleOf).toHaveBeenCalledTimes(2);
  });
});
