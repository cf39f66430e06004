// Hostile and odd pages in the real extension: a 500,000-node page (the popup must answer, not hang), a page that
// keeps replacing its body while it is read, and pages in GBK, Big5, Shift_JIS and UTF-16 served with their
// Content-Type — each clipped through the toolbar button and the popup, and stored whole.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesOf, ENCODED_PAGES } from '../unit/faults/encoded-pages';
import { launch, openPopupFor, readClips, serve, type Launched, type Site, grantActiveTab } from './harness';

/** Blocks of 8 nodes each (4 elements, 4 text nodes): 62,500 of them make the 500,000-node page. */
const HUGE_BLOCKS = 62_500;
/**
 * The popup must answer the huge page, not hang: this bound is a hang guard, not a speed target (speed targets
 * live in benchmarks, never in timed tests). The time is printed: 3.6–9.9 s measured (4.3 s on a quiet machine;
 * 9.9 s in a CI run right after npm ci and the build), of which the engine's own time is held to its 2 s budget
 * and the rest is sanitizing, sending and rendering the 500,000-character beginning.
 */
const HUGE_ANSWER_MS = 30_000;

function hugePage(): string {
  const blocks: string[] = [];
  for (let i = 0; i < HUGE_BLOCKS; i++) blocks.push(`<div><p>Block ${i} of an enormous page <a href="/b${i}">link</a> <b>bold</b></p></div>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>An enormous page</title></head><body><main><article><h1>An enormous page</h1>${blocks.join('')}</article></main></body></html>`;
}

const VERSIONS = ['Alpha', 'Bravo', 'Charlie'];

/** A page whose script swaps the whole body every 2 ms (no MutationObserver involved), one whole version at a time. */
function rewritingPage(): string {
  const versions = VERSIONS.map((name) =>
    `<article><h1>Version ${name}</h1>${Array.from({ length: 12 }, (_, i) => `<p>${name} paragraph ${i + 1}: this version of the article has its own complete text, written so it reads as prose.</p>`).join('')}</article>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A restless page</title></head><body>${versions[0]}
<script>
const versions = ${JSON.stringify(versions)};
let n = 0;
setInterval(() => {
  n = (n + 1) % versions.length;
  const next = new DOMParser().parseFromString(versions[n], 'text/html').body;
  document.body.replaceChildren(...next.childNodes);
}, 2);
</script></body></html>`;
}

async function save(popup: Page, tabId: number): Promise<{ ok: boolean; message?: string }> {
  return popup.evaluate(
    (id) => chrome.runtime.sendMessage({ pith: 'save', payload: { tabId: id, mode: 'article', title: '', notebook: 'Faults', tags: [] } }),
    tabId,
  );
}

describe('hostile and odd pages in Chromium', () => {
  let launched: Launched;
  let site: Site;

  beforeAll(async () => {
    const pages: Parameters<typeof serve>[0] = { '/huge.html': hugePage(), '/restless.html': rewritingPage() };
    for (const page of ENCODED_PAGES) pages[`/${page.name}.html`] = { body: Buffer.from(bytesOf(page)), type: page.contentType };
    site = await serve(pages);
    launched = await launch();
  });
  afterAll(async () => {
    await launched?.close();
    await site?.close();
  });

  // Set up apart from the timed claim below, so that a slow or failed setup is reported as what it is.
  let hugeTab: { page: Page; tabId: number } | undefined;
  it('loads a 500,000-node page and grants the toolbar action on it', { timeout: 240_000 }, async () => {
    const url = site.url('/huge.html');
    const page = await launched.context.newPage();
    const loadStarted = Date.now();
    await page.goto(url, { timeout: 180_000 });
    console.log(`huge page: loaded in ${Date.now() - loadStarted} ms`);
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length + document.evaluate('count(//text())', document, null, XPathResult.NUMBER_TYPE, null).numberValue);
    expect(nodes).toBeGreaterThanOrEqual(500_000);
    hugeTab = { page, tabId: await grantActiveTab(launched, page, url, { waitForLoad: true }) };
  });

  // The engine checks its time budget inside the scoring walk and the copy-out and returns the beginning of the
  // article with a note; before that, at load average ~23, 100,000 nodes answered after 34 s and 500,000 nodes not
  // within 120 s (one stage alone ran for seconds: walk ~2-7 s, copy-out ~4-7 s, sanitizing ~4-5 s).
  it('the popup answers for it within a few seconds: a preview or a clear message, responsive meanwhile', { timeout: 60_000 }, async () => {
    if (!hugeTab) throw new Error('setup failed (see the test above)');
    const started = Date.now();
    const popup = await openPopupFor(launched, hugeTab.tabId);
    try {
      const answer = popup.waitForFunction(
        // The popup marks itself done (aria-busy="false") once it shows a preview or a message; reading innerText
        // of a 500,000-node preview on every poll would itself be the slow part.
        () => document.querySelector('main[aria-busy="false"]') !== null || (document.querySelector('[role="status"]')?.textContent ?? '').trim().length > 0,
        undefined,
        { timeout: HUGE_ANSWER_MS, polling: 500 },
      );
      // Responsive while the page is read: the popup's own timers keep firing.
      expect(await popup.evaluate(() => new Promise<boolean>((done) => setTimeout(() => done(true), 50)))).toBe(true);
      await answer;
      const answeredMs = Date.now() - started;
      const shown = await popup.evaluate(() => {
        const preview = document.querySelector('#preview')?.textContent ?? '';
        const received = performance.getEntriesByName('pith-preview-received')[0] as PerformanceMark | undefined;
        const requested = performance.getEntriesByName('pith-preview-requested')[0];
        return {
          preview: preview.includes('Block 0 of an enormous page'),
          // The reader is told the clip is only the beginning (src/content/_locales: content_cut_short_time says "only the
          // beginning", content_cut_short_size "only its beginning": which one depends on whether time or size ran out first).
          cutShortNote: /only (?:the|its) beginning/.test(preview),
          previewChars: preview.length,
          extractMs: (received?.detail as { extractMs?: number } | undefined)?.extractMs ?? null,
          // Where the wait went: popup start to its request, request to the reading's arrival (inject, read, send).
          requestedAtMs: requested ? Math.round(requested.startTime) : null,
          readMs: requested && received ? Math.round(received.startTime - requested.startTime) : null,
          notice: (document.querySelector('[role="status"]')?.textContent ?? '').trim(),
        };
      });
      console.log(`huge page: popup answered in ${answeredMs} ms`, JSON.stringify(shown).slice(0, 300));
      expect(shown.preview || shown.notice.length > 0).toBe(true);
      if (shown.preview) expect(shown.cutShortNote).toBe(true);
      expect(answeredMs).toBeLessThan(HUGE_ANSWER_MS);
      // Saved, the clip is the article's beginning and says so: never a silent truncation.
      expect(await save(popup, hugeTab.tabId)).toMatchObject({ ok: true });
      const clip = (await readClips(launched)).find((stored) => stored.url === hugeTab!.page.url());
      console.log(`huge page: saved ${clip?.text.length} chars of text`);
      expect(clip?.text).toMatch(/^Block 0 of an enormous page/);
      expect(clip?.text).toMatch(/only (?:the|its) beginning/);
    } finally {
      await popup.close();
      await hugeTab.page.close();
    }
  });

  it('a page that replaces its body every 2 ms is saved as one whole version, never a mix', async () => {
    const url = site.url('/restless.html');
    const page = await launched.context.newPage();
    await page.goto(url);
    const tabId = await grantActiveTab(launched, page, url, { waitForLoad: true });
    const popup = await openPopupFor(launched, tabId);
    for (let attempt = 0; attempt < 3; attempt++) expect(await save(popup, tabId)).toMatchObject({ ok: true });
    const clips = (await readClips(launched)).filter((clip) => clip.url === url);
    expect(clips).toHaveLength(3);
    for (const clip of clips) {
      const present = VERSIONS.filter((name) => clip.text.includes(`${name} paragraph`));
      expect(present, clip.text.slice(0, 200)).toHaveLength(1);
      const version = present[0]!;
      for (let i = 1; i <= 12; i++) expect(clip.text).toContain(`${version} paragraph ${i}:`);
    }
    await popup.close();
    await page.close();
  });

  it.each(ENCODED_PAGES.map((page) => [page.name, page] as const))('a %s page served with its Content-Type is clipped with the right characters', async (name, encoded) => {
    const url = site.url(`/${name}.html`);
    const page = await launched.context.newPage();
    await page.goto(url);
    const tabId = await grantActiveTab(launched, page, url, { waitForLoad: true });
    const popup = await openPopupFor(launched, tabId);
    expect(await save(popup, tabId)).toMatchObject({ ok: true });
    const clip = (await readClips(launched)).find((stored) => stored.url === url);
    expect(clip?.title).toBe(encoded.title);
    expect(clip?.text).toContain(encoded.paragraph);
    expect(clip?.text).not.toContain('\uFFFD');
    await popup.close();
    await page.close();
  });
});
