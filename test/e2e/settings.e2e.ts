// The settings page and onboarding in the built extension: first run opens the welcome page once; settings are
// validated inline, saved as typed, previewed live, and take effect in other pages and in the next clip without
// a reload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentWorker, launch, openPopupFor, readClips, ROOT, serve, waitFor, type Launched, type Site, grantActiveTab } from './harness';

const article = readFileSync(join(ROOT, 'test/fixtures/pages/article-en.html'), 'utf8');
const SETTINGS_PAGE = 'src/settings/index.html';
const WELCOME_PAGE = 'src/welcome/index.html';

async function openReady(launched: Launched, path: string): Promise<Page> {
  const page = await launched.context.newPage();
  await page.goto(launched.extensionUrl(path));
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

async function storedSettings(launched: Launched): Promise<Record<string, unknown> | undefined> {
  const worker = await currentWorker(launched);
  return worker.evaluate(async () => (await chrome.storage.local.get('settings')).settings as Record<string, unknown> | undefined);
}

describe('onboarding', () => {
  let launched: Launched;
  beforeAll(async () => {
    launched = await launch();
  });
  afterAll(async () => {
    await launched?.close();
  });

  it('opens the welcome page on install, lists the real shortcuts, and "Got it" closes it for good', async () => {
    const welcomeUrl = launched.extensionUrl(WELCOME_PAGE);
    const welcome = await waitFor(async () => launched.context.pages().find((page) => page.url() === welcomeUrl), 'the welcome tab');
    await welcome.waitForSelector('body[data-ready="true"]');
    expect(await welcome.locator('h1').textContent()).toBe('Welcome to Pith');
    const keys = await welcome.locator('#shortcuts kbd').allTextContents();
    expect(keys).toEqual(expect.arrayContaining(['Alt+Shift+K', 'Alt+Shift+S']));
    const worker = await currentWorker(launched);
    expect(await worker.evaluate(async () => (await chrome.storage.local.get('welcomeShown')).welcomeShown)).toBe(true);
    const settingsTab = launched.context.waitForEvent('page');
    await welcome.getByRole('button', { name: 'Settings' }).click();
    expect(new URL((await settingsTab).url()).pathname).toBe('/src/settings/index.html');
    const closed = welcome.waitForEvent('close');
    // The click closes the page it is on; Playwright may report that as an error of the click itself.
    await welcome.getByRole('button', { name: 'Got it' }).click().catch((error: unknown) => {
      if (!welcome.isClosed()) throw error;
    });
    await closed;
    expect(launched.context.pages().some((page) => page.url() === welcomeUrl)).toBe(false);
  });
});

describe('settings page', () => {
  let launched: Launched;
  let site: Site;
  let settings: Page;

  beforeAll(async () => {
    site = await serve({ '/post.html': article, '/second.html': article });
    launched = await launch();
    settings = await openReady(launched, SETTINGS_PAGE);
  });
  afterAll(async () => {
    await launched?.close();
    await site?.close();
  });

  it('is the manifest options page and shows the stored values', async () => {
    const worker = await currentWorker(launched);
    const options = await worker.evaluate(() => chrome.runtime.getManifest().options_ui);
    expect(options).toEqual({ page: SETTINGS_PAGE, open_in_tab: true });
    expect(await settings.locator('#defaultNotebook').inputValue()).toBe('Inbox');
    expect(await settings.locator('#defaultMode').inputValue()).toBe('article');
    expect(await settings.locator('#theme-system').isChecked()).toBe(true);
  });

  it('refuses invalid input with an inline error and keeps the stored value', async () => {
    await settings.locator('#defaultNotebook').fill('   ');
    await settings.locator('#defaultNotebook').blur();
    const error = settings.locator('#defaultNotebook-error');
    await error.waitFor({ state: 'visible' });
    expect(await error.textContent()).toBe('Give the notebook a name.');
    expect(await settings.locator('#defaultNotebook').getAttribute('aria-invalid')).toBe('true');
    await settings.locator('#imageCapMb').fill('0');
    await settings.locator('#imageCapMb').blur();
    await settings.locator('#imageCapMb-error').waitFor({ state: 'visible' });
    await settings.locator('#fileNameTemplate').fill('{{date}}/{{title}}');
    await settings.locator('#fileNameTemplate').blur();
    await settings.locator('#fileNameTemplate-error').waitFor({ state: 'visible' });
    // A valid change elsewhere does not wipe the reader's refused input: it stays there to be fixed.
    await settings.locator('#theme-light').check();
    await waitFor(async () => (await storedSettings(launched))?.theme === 'light', 'the theme to be saved');
    await settings.locator('#theme-system').check();
    await waitFor(async () => (await storedSettings(launched))?.theme === 'system', 'the theme to be saved again');
    expect(await settings.locator('#fileNameTemplate').inputValue()).toBe('{{date}}/{{title}}');
    expect(await settings.locator('#imageCapMb').inputValue()).toBe('0');
    const stored = await storedSettings(launched);
    expect(stored?.defaultNotebook ?? 'Inbox').toBe('Inbox');
    expect(stored?.imageCapMb ?? 20).toBe(20);
    expect(stored?.fileNameTemplate ?? '{{title}}').toBe('{{title}}');
    expect(await settings.locator('#save-status').textContent()).toContain('Not saved');
  });

  it('disables the image size limit while images are not stored', async () => {
    await settings.locator('#imageCapMb').fill('20');
    await settings.locator('#keepImages').uncheck();
    expect(await settings.locator('#imageCapMb').isDisabled()).toBe(true);
    await waitFor(async () => (await storedSettings(launched))?.keepImages === false, 'keepImages to be saved');
    await settings.locator('#keepImages').check();
    expect(await settings.locator('#imageCapMb').isDisabled()).toBe(false);
    await waitFor(async () => (await storedSettings(launched))?.keepImages === true, 'keepImages to be saved again');
  });

  it('previews the front matter and the file name live, with the exporter’s own renderer', async () => {
    await settings.locator('#frontMatterTemplate').fill('---\ntitle: {{title}}\nsource: {{domain}}\ntags: {{tags}}\n---');
    await waitFor(async () => (await settings.locator('#front-matter-preview').textContent())?.includes('source: "example.com"'), 'front matter preview');
    expect(await settings.locator('#front-matter-preview').textContent()).toBe(
      '---\ntitle: "Notes on reading slowly"\nsource: "example.com"\ntags: ["reading", "notes"]\n---\n',
    );
    await settings.locator('#fileNameTemplate').fill('{{date}} {{title}}');
    await waitFor(async () => (await settings.locator('#file-name-preview').textContent()) === '2026-03-15 Notes on reading slowly.md', 'file name example');
    await waitFor(async () => (await storedSettings(launched))?.fileNameTemplate === '{{date}} {{title}}', 'the file name template to be saved');
    expect(await settings.locator('#fileNameTemplate-error').isHidden()).toBe(true);
  });

  it('stores filtered topics in the documented shape', async () => {
    await settings.getByRole('button', { name: 'Add a topic' }).click();
    // The new, still empty (so not yet savable) topic survives a change saved elsewhere on the page.
    await settings.locator('#scrollForLazyImages').check();
    await waitFor(async () => (await storedSettings(launched))?.scrollForLazyImages === true, 'the lazy-image setting to be saved');
    expect(await settings.locator('#topics > li').count()).toBe(1);
    await settings.locator('#topic-0-name').fill('Celebrity gossip');
    await settings.locator('#topic-0-positive').fill('https://example.com/gossip/1\n\nhttps://example.com/gossip/2\n');
    await settings.locator('#topic-0-negative').fill('https://example.com/film-review');
    await waitFor(async () => ((await storedSettings(launched))?.filteredTopics as unknown[] | undefined)?.length === 1, 'the topic to be saved');
    await waitFor(
      async () => JSON.stringify((await storedSettings(launched))?.filteredTopics).includes('film-review'),
      'the negative example to be saved',
    );
    expect((await storedSettings(launched))?.filteredTopics).toEqual([
      { name: 'Celebrity gossip', examples: { positive: ['https://example.com/gossip/1', 'https://example.com/gossip/2'], negative: ['https://example.com/film-review'] } },
    ]);
  });

  it('lists the shortcuts and opens the browser’s shortcut page', async () => {
    expect(await settings.locator('#shortcuts dt').allTextContents()).toEqual(
      expect.arrayContaining(['Open the Pith clipper', "Save this page's article to Pith without opening the popup"]),
    );
    expect(await settings.locator('#shortcuts-firefox').isHidden()).toBe(true);
    const opened = launched.context.waitForEvent('page');
    await settings.getByRole('button', { name: 'Change shortcuts' }).click();
    const shortcuts = await opened;
    await waitFor(async () => shortcuts.url() === 'chrome://extensions/shortcuts', 'the shortcuts page');
    await shortcuts.close();
  });

  it('applies the theme to other open pages without a reload', async () => {
    const welcome = await openReady(launched, WELCOME_PAGE);
    expect(await welcome.evaluate(() => document.documentElement.dataset.theme ?? null)).toBe(null);
    await settings.locator('#theme-dark').check();
    await waitFor(async () => (await welcome.evaluate(() => document.documentElement.dataset.theme)) === 'dark', 'the welcome page to turn dark');
    const background = await welcome.evaluate(() => getComputedStyle(document.body).backgroundColor || getComputedStyle(document.documentElement).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await settings.locator('#theme-system').check();
    await waitFor(async () => (await welcome.evaluate(() => document.documentElement.dataset.theme ?? null)) === null, 'the welcome page to follow the system again');
    await welcome.close();
  });

  it('files the next clip into the new default notebook, without reloading the extension', async () => {
    await settings.locator('#defaultNotebook').fill('Reading list');
    await settings.locator('#defaultNotebook').blur();
    await waitFor(async () => (await storedSettings(launched))?.defaultNotebook === 'Reading list', 'the notebook to be saved');

    const page = await launched.context.newPage();
    const url = site.url('/post.html');
    await page.goto(url);
    // The clip flow refuses a tab the browser still calls loading (as it should): wait for it, as a reader would.
    const tabId = await grantActiveTab(launched, page, url, { waitForLoad: true });
    // The save the shortcut and the context menu make: no notebook chosen.
    const outcome = await settings.evaluate(
      (tab) => chrome.runtime.sendMessage({ pith: 'save', payload: { tabId: tab, mode: 'article', title: '', notebook: '', tags: [] } }),
      tabId,
    );
    expect(outcome).toMatchObject({ ok: true });
    expect((await readClips(launched)).map((clip) => clip.notebook)).toEqual(['Reading list']);

    // The popup opened after the change offers the new default notebook, and saving from it files the clip there
    // (another page, so the popup does not stop to ask about a duplicate).
    const second = await launched.context.newPage();
    const secondUrl = site.url('/second.html');
    await second.goto(secondUrl);
    const popup = await openPopupFor(launched, await grantActiveTab(launched, second, secondUrl, { waitForLoad: true }));
    await popup.waitForSelector('#popup[data-rendered-ms]');
    expect(await popup.locator('#notebook').inputValue()).toBe('Reading list');
    await popup.getByRole('button', { name: 'Save', exact: true }).click();
    await waitFor(async () => (await readClips(launched)).length === 2, 'the popup’s clip');
    expect((await readClips(launched)).map((clip) => clip.notebook)).toEqual(['Reading list', 'Reading list']);
    await popup.close();
    await second.close();
    // The settings page suggests the library's notebooks for the default.
    const fresh = await openReady(launched, SETTINGS_PAGE);
    expect(await fresh.locator('#notebook-names option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['Reading list']);
    await fresh.close();
    await page.close();
  });
});
