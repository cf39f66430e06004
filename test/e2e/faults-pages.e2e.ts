// Hostile and odd pages in the real extension: a 500,000-node page (the popup must answer, not hang), a page that
// keeps replacing its body while it is read, and pages in GBK, Big5, Shift_JIS and UTF-16 served with their
// Content-Type — each clipped through the toolbar button and the popup, and stored whole.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesOf, ENCODED_PAGES } from '../unit/faults/encoded-pages';
import { clickToolbarButton, currentWorker, launch, openPopupFor, readClips, serve, tabIdOf, waitFor, type Launched, type Site } from './harness';

/** Blocks of 8 nodes each (4 elements, 4 text nodes): 62,500 of them make the 500,000-node page. */
const HUGE_BLOCKS = 62_500;
/**
 * The popup must answer (preview or message) rather than hang. The goal is a few seconds, which needs the engine's
 * time budget (not implemented yet: see the `.fails` test in test/unit/faults/hostile-pages.test.ts); until then
 * this bounds a hang only. Measured: 60–80 s with the machine's load average at 25 (docs/security.md).
 */
const HUGE_ANSWER_MS = 120_000;

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

/**
 * Toolbar click on the tab showing `page`, as the active tab (the welcome page opens in front of it on a fresh
 * profile, at a moment of its own choosing); retried until the extension sees the tab's URL (activeTab granted)
 * and the tab has loaded.
 */
async function clickAction(launched: Launched, page: Page, url: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    await page.bringToFront();
    await clickToolbarButton(launched, url);
    try {
      const tabId = await tabIdOf(launched, url);
      await waitFor(async () => (await currentWorker(launched)).evaluate(async (id) => (await chrome.tabs.get(id)).status === 'complete', tabId), 'the tab to finish loading');
      return tabId;
    } catch (error) {
      if (attempt >= 5) throw error;
      await page.waitForTimeout(300);
    }
  }
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

  it('the popup answers for a 500,000-node page (no hang): a preview or a clear message, and stays responsive meanwhile', { timeout: 240_000 }, async () => {
    const url = site.url('/huge.html');
    const page = await launched.context.newPage();
    await page.goto(url, { timeout: 60_000 });
    expect(await page.evaluate(() => document.getElementsByTagName('*').length + document.evaluate('count(//text())', document, null, XPathResult.NUMBER_TYPE, null).numberValue)).toBeGreaterThanOrEqual(500_000);
    const tabId = await clickAction(launched, page, url);
    const started = Date.now();
    const popup = await openPopupFor(launched, tabId);
    const answer = popup.waitForFunction(
      () => document.body.innerText.includes('Block 0 of an enormous page') || (document.getElementById('status')?.textContent ?? '').trim().length > 0,
      undefined,
      { timeout: HUGE_ANSWER_MS, polling: 500 },
    );
    // Responsive while the page is read: the popup's own timers keep firing.
    expect(await popup.evaluate(() => new Promise<boolean>((done) => setTimeout(() => done(true), 50)))).toBe(true);
    await answer;
    const answeredMs = Date.now() - started;
    console.log(`huge page: popup answered in ${answeredMs} ms`);
    expect(answeredMs).toBeLessThan(HUGE_ANSWER_MS);
    await popup.close();
    await page.close();
  });

  it('a page that replaces its body every 2 ms is saved as one whole version, never a mix', async () => {
    const url = site.url('/restless.html');
    const page = await launched.context.newPage();
    await page.goto(url);
    const tabId = await clickAction(launched, page, url);
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
    const tabId = await clickAction(launched, page, url);
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
