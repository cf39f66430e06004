// Filing in the built extension, in Chromium: clips saved through the popup into "Cooking" and "Databases" train
// the model, and the popup on a new recipe page picks "Cooking" for the reader and offers the "recipe" tag; a
// filtered topic configured in settings with example clips shows its notice on a matching page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, COOKING, DATABASES, FILM, GOSSIP, type Article } from '../unit/filing/articles';
import { currentWorker, launch, readClips, serve, type Launched, type Site, openRenderedPopup, fileInPopup } from './harness';

const SHELVES: Array<[string, string, Article[]]> = [
  ['/kitchen', 'The Slow Kitchen', COOKING],
  ['/db', 'Query Notes', DATABASES],
  ['/stars', 'Star Buzz', GOSSIP],
  ['/films', 'Screen Review', FILM],
];

describe('filing in Chromium', () => {
  let launched: Launched;
  let site: Site;
  const profile = mkdtempSync(join(tmpdir(), 'pith-filing-'));
  const pathOf = (shelf: string, article: Article) => `${shelf}/${article.slug}.html`;

  async function setSettings(settings: Record<string, unknown>): Promise<void> {
    const worker = await currentWorker(launched);
    await worker.evaluate(async (value) => chrome.storage.local.set({ settings: value }), { version: 2, ...settings });
  }

  beforeAll(async () => {
    const pages: Record<string, string> = {};
    for (const [shelf, name, articles] of SHELVES) for (const article of articles) pages[pathOf(shelf, article)] = articlePage(article, name);
    site = await serve(pages);
    launched = await launch({ userDataDir: profile });
    // These pages have no images; keeping images off keeps the image permission request out of the Save click.
    await setSettings({ keepImages: false });
  });
  afterAll(async () => {
    await launched?.close();
    await site?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  const popupOn = (path: string): Promise<Page> => openRenderedPopup(launched, site.url(path));

  /** Saves the page through the popup into `notebook` (created on first use) with `tags`. */
  async function saveThroughPopup(path: string, notebook: string, tags: string[]): Promise<void> {
    const popup = await popupOn(path);
    await fileInPopup(popup, notebook, tags);
    await popup.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => popup.locator('#notice').innerText(), { timeout: 20_000 }).toContain(`to ${notebook}`);
    await popup.close();
  }

  async function advisedPopup(path: string): Promise<Page> {
    const popup = await popupOn(path);
    await popup.waitForSelector('#suggested[data-advised]', { state: 'attached', timeout: 20_000 });
    const box = popup.locator('#suggested');
    const [suggestMs, syncMs, filterMs] = await Promise.all(['data-suggest-ms', 'data-sync-ms', 'data-filter-ms'].map((name) => box.getAttribute(name)));
    console.log(`filing e2e ${path}: suggest ${suggestMs} ms, sync ${syncMs} ms, filter models ${filterMs} ms (in the worker)`);
    return popup;
  }

  it('pre-selects "Cooking" for a new recipe once 3 recipes and 3 database articles are filed', async () => {
    for (const article of COOKING.slice(0, 3)) await saveThroughPopup(pathOf('/kitchen', article), 'Cooking', ['recipe']);
    for (const article of DATABASES.slice(0, 3)) await saveThroughPopup(pathOf('/db', article), 'Databases', ['sql']);
    expect((await readClips(launched)).map((clip) => clip.notebook).sort()).toEqual(['Cooking', 'Cooking', 'Cooking', 'Databases', 'Databases', 'Databases']);

    const popup = await advisedPopup(pathOf('/kitchen', COOKING[3]!));
    expect(await popup.locator('#notebook').inputValue()).toBe('Cooking');
    const tagChip = popup.getByRole('button', { name: 'Add the suggested tag recipe' });
    await tagChip.click();
    expect(await popup.locator('#tag-list li span').allInnerTexts()).toEqual(['recipe']);
    expect(await popup.getByRole('button', { name: 'Add the suggested tag sql' }).count()).toBe(0);

    const databases = await advisedPopup(pathOf('/db', DATABASES[3]!));
    expect(await databases.locator('#notebook').inputValue()).toBe('Databases');
  });

  it('warns on a page of a filtered topic trained from example clips', async () => {
    for (const article of [...GOSSIP.slice(0, 3), ...FILM]) {
      const popup = await popupOn(pathOf(article.slug.startsWith('film') ? '/films' : '/stars', article));
      await popup.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => popup.locator('#notice').innerText(), { timeout: 20_000 }).toContain('Saved');
      await popup.close();
    }
    const clips = await readClips(launched);
    const gossipIds = clips.filter((clip) => clip.url.includes('/stars/')).map((clip) => clip.id);
    const filmUrls = clips.filter((clip) => clip.url.includes('/films/')).map((clip) => clip.url);
    expect(gossipIds).toHaveLength(3);
    await setSettings({ keepImages: false, filteredTopics: [{ name: 'Celebrity gossip', examples: { positive: gossipIds, negative: filmUrls } }] });

    const flagged = await advisedPopup(pathOf('/stars', GOSSIP[3]!));
    const notice = flagged.getByRole('status').filter({ hasText: 'Celebrity gossip' });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.innerText()).toMatch(/words: .+/);

    const recipe = await advisedPopup(pathOf('/kitchen', COOKING[3]!));
    expect(await recipe.locator('#topic-warning').innerText()).toBe('');
  });

  it('follows a delete made in IndexedDB while the worker was stopped (the library writes directly)', async () => {
    const [doomed] = (await readClips(launched)).filter((clip) => clip.notebook === 'Cooking');
    const library = await launched.context.newPage();
    await library.goto(launched.extensionUrl('src/library/index.html'));
    const cdp = await launched.context.newCDPSession(library);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await library.evaluate(
      (id) =>
        new Promise<void>((done, fail) => {
          const request = indexedDB.open('pith');
          request.onerror = () => fail(request.error);
          request.onsuccess = () => {
            const tx = request.result.transaction('clips', 'readwrite');
            tx.objectStore('clips').delete(id);
            tx.oncomplete = () => done();
            tx.onerror = () => fail(tx.error);
          };
        }),
      doomed!.id,
    );
    await library.close();
    // Two Cooking clips are left: under the cold-start rule Cooking is neither picked nor offered.
    const popup = await advisedPopup(pathOf('/kitchen', COOKING[3]!));
    expect(await popup.locator('#notebook').inputValue()).not.toBe('Cooking');
    expect(await popup.getByRole('button', { name: 'File in the suggested notebook Cooking' }).count()).toBe(0);
  });
});
