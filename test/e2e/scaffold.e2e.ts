// The scaffold's promise: the built extension loads in Chromium, its worker answers, the toolbar action runs on
// a page served locally, and the extension reads the page back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickToolbarButton, currentWorker, DIST, launch, openPopupFor, ROOT, serve, tabIdOf, waitFor, type Launched, type Site } from './harness';

const article = readFileSync(join(ROOT, 'test/fixtures/pages/article-en.html'), 'utf8');

describe('built extension in Chromium', () => {
  let launched: Launched;
  let site: Site;

  beforeAll(async () => {
    site = await serve({ '/post.html': article });
    launched = await launch();
  });
  afterAll(async () => {
    await launched?.close();
    await site?.close();
  });

  it('is a Manifest V3 extension with the two commands and no blanket host access', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8'));
    expect(manifest.manifest_version).toBe(3);
    expect(Object.keys(manifest.commands).sort()).toEqual(['_execute_action', 'save-article']);
    expect(manifest.host_permissions ?? []).toEqual([]);
    expect(manifest.content_scripts ?? []).toEqual([]);
    expect(manifest.web_accessible_resources).toBeUndefined();
  });

  it('answers from its service worker', async () => {
    const worker = await currentWorker(launched);
    const version = await worker.evaluate(() => chrome.runtime.getManifest().version);
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('runs the toolbar action on a 127.0.0.1 page and reads the page back', async () => {
    const page = await launched.context.newPage();
    const url = site.url('/post.html');
    await page.goto(url);
    await clickToolbarButton(launched, url);
    const tabId = await tabIdOf(launched, url);
    const worker = await currentWorker(launched);
    // activeTab is granted by the click: the worker may now script the page.
    const heading = await worker.evaluate(async (id) => {
      const [result] = await chrome.scripting.executeScript({ target: { tabId: id }, func: () => document.querySelector('h1')?.textContent });
      return result?.result;
    }, tabId);
    expect(heading).toBe('Why Sourdough Needs Time');

    const popup = await openPopupFor(launched, tabId);
    const title = await waitFor(async () => (await popup.inputValue('#title')) || undefined, 'the popup title');
    expect(title).toBe('Why Sourdough Needs Time');
    await expect.poll(() => popup.locator('#preview').innerText()).toContain('Long fermentation is what gives sourdough its flavour');
  });
});
