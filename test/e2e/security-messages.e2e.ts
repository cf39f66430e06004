// A web page cannot make Pith save or hand over the library: it has no channel to the background (no
// externally_connectable, no web-accessible resources, the reader runs in an isolated world and never listens),
// and the background answers only the extension's own pages, with validated payloads. Proven in Chromium
// against the built extension, with a legitimate save at the end showing the path under test is live.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentWorker, launch, openPopupFor, readClips, serve, type Launched, type Site, grantActiveTab } from './harness';

const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A page that wants your library</title></head>
<body><main><article><h1>A page that wants your library</h1>
${Array.from({ length: 8 }, (_, i) => `<p>Paragraph ${i + 1}: an ordinary article paragraph with enough words in it to be read as the body of the page by any clipper.</p>`).join('\n')}
</article></main></body></html>`;

interface PageAttempts {
  chromeRuntime: string;
  externalSend: string;
  manifestFetch: string;
  libraryFetch: string;
  pageDatabaseStores: string[];
  readerVisible: boolean;
}

/** Everything a page's own script can try, run in the page's main world. */
async function attemptFromPage(extensionId: string): Promise<PageAttempts> {
  const save = { pith: 'save', payload: { tabId: 0, mode: 'article', title: 'forged', notebook: 'Forged', tags: [] } };
  window.postMessage(save, '*');
  window.postMessage(JSON.stringify(save), '*');
  window.dispatchEvent(new CustomEvent('pith', { detail: save }));
  document.dispatchEvent(new CustomEvent('pith:save', { detail: save }));
  document.body.setAttribute('data-pith', 'save');
  const node = document.createElement('div');
  node.id = 'pith-save';
  node.textContent = JSON.stringify(save);
  document.body.append(node);
  const settle = async (work: () => Promise<unknown>) => {
    try {
      return `resolved ${JSON.stringify(await work())}`;
    } catch (error) {
      return `rejected ${String(error)}`;
    }
  };
  const runtime = (globalThis as unknown as { chrome?: { runtime?: { sendMessage?: (...args: unknown[]) => Promise<unknown> } } }).chrome?.runtime;
  const externalSend = runtime?.sendMessage ? await settle(() => runtime.sendMessage!(extensionId, save)) : 'no sendMessage';
  const pageDatabaseStores = await new Promise<string[]>((done) => {
    const request = indexedDB.open('pith');
    request.onsuccess = () => {
      done([...request.result.objectStoreNames]);
      request.result.close();
    };
    request.onerror = () => done(['error']);
  });
  return {
    chromeRuntime: runtime === undefined ? 'undefined' : Object.keys(runtime).join(','),
    externalSend,
    manifestFetch: await settle(() => fetch(`chrome-extension://${extensionId}/manifest.json`).then((response) => response.status)),
    libraryFetch: await settle(() => fetch(`chrome-extension://${extensionId}/src/library/index.html`).then((response) => response.status)),
    pageDatabaseStores,
    readerVisible: typeof (globalThis as unknown as { __pithReadPage?: unknown }).__pithReadPage !== 'undefined',
  };
}

describe('web pages cannot reach the background or the library', () => {
  let launched: Launched;
  let site: Site;
  let url: string;

  beforeAll(async () => {
    site = await serve({ '/hostile.html': ARTICLE });
    url = site.url('/hostile.html');
    launched = await launch();
  });
  afterAll(async () => {
    await launched?.close();
    await site?.close();
  });

  it('a page has no chrome.runtime messaging, cannot fetch extension files, and its postMessage/events/DOM changes save nothing', async () => {
    const page = await launched.context.newPage();
    await page.goto(url);
    const before = await page.evaluate(attemptFromPage, launched.extensionId);
    expect(before.chromeRuntime === 'undefined' || !before.chromeRuntime.includes('sendMessage')).toBe(true);
    expect(before.externalSend).toBe('no sendMessage');
    expect(before.manifestFetch).toMatch(/^rejected/);
    expect(before.libraryFetch).toMatch(/^rejected/);
    // The page's own origin gets its own, empty database named "pith" — never the extension's.
    expect(before.pageDatabaseStores).toEqual([]);

    // Now the reader has been injected (toolbar click + preview): the page still sees nothing of it.
    const tabId = await grantActiveTab(launched, page, url, { waitForLoad: true });
    const popup = await openPopupFor(launched, tabId);
    await popup.waitForFunction(() => document.body.innerText.includes('Paragraph 1'), undefined, { timeout: 20_000 });
    const after = await page.evaluate(attemptFromPage, launched.extensionId);
    expect(after.readerVisible).toBe(false);
    expect(after.externalSend).toBe('no sendMessage');
    await page.waitForTimeout(1_000);
    expect(await readClips(launched)).toEqual([]);
    await popup.close();
    await page.close();
  });

  it('a message from the page’s isolated world (where the reader runs) is ignored: no save, no library', async () => {
    const page = await launched.context.newPage();
    await page.goto(url);
    const tabId = await grantActiveTab(launched, page, url, { waitForLoad: true });
    const worker = await currentWorker(launched);
    // Stand in for a compromised content script: run sendMessage in the same world the reader uses.
    const answers = await worker.evaluate(async (id) => {
      const [result] = await chrome.scripting.executeScript({
        target: { tabId: id },
        func: async (tab: number) => {
          const ask = async (message: unknown) => {
            try {
              return `resolved ${JSON.stringify((await chrome.runtime.sendMessage(message)) ?? null)}`;
            } catch (error) {
              return `rejected ${String(error)}`;
            }
          };
          return {
            save: await ask({ pith: 'save', payload: { tabId: tab, mode: 'article', title: 'forged', notebook: 'Forged', tags: [] } }),
            findByUrl: await ask({ pith: 'findByUrl', payload: { url: location.href } }),
            facets: await ask({ pith: 'libraryFacets', payload: {} }),
          };
        },
        args: [id],
      });
      return result?.result as { save: string; findByUrl: string; facets: string };
    }, tabId);
    for (const answer of Object.values(answers)) expect(answer).not.toMatch(/"ok":true|"clips"|"notebooks"/);
    await page.waitForTimeout(1_000);
    expect(await readClips(launched)).toEqual([]);
    await page.close();
  });

  it('an extension page gets malformed and oversized payloads refused; a proper save then works', async () => {
    const page = await launched.context.newPage();
    await page.goto(url);
    const tabId = await grantActiveTab(launched, page, url, { waitForLoad: true });
    const popup = await openPopupFor(launched, tabId);
    const send = (message: unknown) =>
      popup.evaluate(async (body) => {
        try {
          return (await chrome.runtime.sendMessage(body)) ?? null;
        } catch (error) {
          return { rejected: String(error) };
        }
      }, message);
    const good = { tabId, mode: 'article', title: 'Proper', notebook: 'Inbox', tags: ['a'] };
    expect(await send({ pith: 'save', payload: { ...good, tabId: 'x' } })).toMatchObject({ ok: false });
    expect(await send({ pith: 'save', payload: { ...good, title: 'x'.repeat(2_001) } })).toMatchObject({ ok: false });
    expect(await send({ pith: 'save', payload: { ...good, tags: Array.from({ length: 51 }, (_, i) => `t${i}`) } })).toMatchObject({ ok: false });
    expect(await send({ pith: 'save', payload: { ...good, mode: 'everything' } })).toMatchObject({ ok: false });
    expect(await send({ pith: 'findByUrl', payload: { url: 'x'.repeat(8_193) } })).toMatchObject({ ok: false });
    const unknown = await send({ pith: 'deleteEverything', payload: {} });
    expect(unknown === null || 'rejected' in (unknown as object)).toBe(true);
    expect(await readClips(launched)).toEqual([]);

    expect(await send({ pith: 'save', payload: good })).toMatchObject({ ok: true, clip: { title: 'Proper' } });
    const clips = await readClips(launched);
    expect(clips.map((clip) => clip.title)).toEqual(['Proper']);
    await popup.close();
    await page.close();
  });
});
