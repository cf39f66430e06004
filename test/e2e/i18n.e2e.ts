// The UI in Chinese: Chromium started with --lang=zh-CN shows the popup, the library, the settings and the
// welcome page in Simplified Chinese (every data-i18n element carries the zh_CN message), screenshots each into
// test-results/, and the popup follows the dark scheme.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeLocales } from '../../scripts/locales.mjs';
import { launch, ROOT, serve, type Launched, type Site, grantActiveTab } from './harness';

const SHOTS = join(ROOT, 'test-results');
const chineseArticle = readFileSync(join(ROOT, 'test/fixtures/pages/article-zh.html'), 'utf8');
const messages = mergeLocales(join(ROOT, 'src'));
const zh = messages.zh_CN!;
const en = messages.en!;
const HAN = /\p{Script=Han}/u;

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && document.readyState === 'complete', undefined, { timeout: 20_000 });
  await page.waitForTimeout(300);
}

interface Rendered {
  lang: string;
  title: string;
  titleKey: string | null;
  /** [key, text shown] for every data-i18n element; [key, aria-label] for every data-i18n-label element. */
  texts: Array<[string, string]>;
  labels: Array<[string, string]>;
}

function rendered(page: Page): Promise<Rendered> {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    titleKey: document.querySelector('title')?.dataset.i18n ?? null,
    texts: [...document.querySelectorAll<HTMLElement>('[data-i18n]')].filter((element) => element.tagName !== 'TITLE').map((element) => [element.dataset.i18n!, element.textContent ?? ''] as [string, string]),
    labels: [...document.querySelectorAll<HTMLElement>('[data-i18n-label]')].map((element) => [element.dataset.i18nLabel!, element.getAttribute('aria-label') ?? ''] as [string, string]),
  }));
}

/** The page is in Simplified Chinese: its language, its title, and every localized element show the zh_CN message. */
function expectChinese(page: string, shown: Rendered): void {
  expect(shown.lang, `${page}: <html lang>`).toMatch(/^zh/);
  expect(shown.titleKey, `${page}: <title> has data-i18n`).not.toBeNull();
  expect(shown.title, `${page}: document title`).toBe(zh[shown.titleKey!]!.message);
  expect(shown.texts.length, `${page}: localized elements`).toBeGreaterThan(0);
  for (const [key, text] of shown.texts) expect(text, `${page}: [data-i18n=${key}]`).toBe(zh[key]?.message);
  for (const [key, label] of shown.labels) expect(label, `${page}: [data-i18n-label=${key}]`).toBe(zh[key]?.message);
  // Not merely copied from English: most of what is shown is Chinese.
  const chinese = shown.texts.filter(([, text]) => HAN.test(text)).length;
  expect(chinese / shown.texts.length, `${page}: share of Chinese strings`).toBeGreaterThan(0.8);
}

/** Relative luminance (WCAG) of the page's visible background. */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const colour = [document.body, document.documentElement]
      .map((element) => getComputedStyle(element).backgroundColor)
      .find((value) => value && value !== 'rgba(0, 0, 0, 0)' && value !== 'transparent');
    const [r, g, b] = (colour ?? 'rgb(255, 255, 255)').match(/[\d.]+/g)!.slice(0, 3).map(Number).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

describe('the UI in Chinese (--lang=zh-CN)', () => {
  let launched: Launched;
  let site: Site;
  let tabId: number;

  beforeAll(async () => {
    if (!existsSync(SHOTS)) mkdirSync(SHOTS, { recursive: true });
    site = await serve({ '/zh.html': chineseArticle });
    launched = await launch({ lang: 'zh-CN' });
    const reader = await launched.context.newPage();
    const url = site.url('/zh.html');
    await reader.goto(url);
    tabId = await grantActiveTab(launched, reader, url);
  });
  afterAll(async () => {
    await launched?.close();
    await site?.close();
  });

  async function open(path: string, scheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const page = await launched.context.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(launched.extensionUrl(path));
    await settled(page);
    return page;
  }

  it('the browser reports Chinese to the extension', async () => {
    const page = await open('src/welcome/index.html');
    expect(await page.evaluate(() => chrome.i18n.getUILanguage())).toMatch(/^zh/);
    expect(await page.evaluate(() => chrome.i18n.getMessage('ext_action_title'))).toBe(zh.ext_action_title!.message);
    await page.close();
  });

  it('renders the popup in Chinese', async () => {
    const page = await open(`src/popup/index.html?tab=${tabId}`);
    await page.screenshot({ path: join(SHOTS, 'i18n-zh-CN-popup.png') });
    expectChinese('popup', await rendered(page));
    // The popup's own title: what a screen reader announces for it.
    expect(await page.locator('#popup').getAttribute('aria-label')).toBe(zh.popup_main_label?.message);
    expect(zh.popup_main_label?.message).not.toBe(en.popup_main_label?.message);
    await page.close();
  });

  it('renders the library in Chinese', async () => {
    const page = await open('src/library/index.html');
    await page.screenshot({ path: join(SHOTS, 'i18n-zh-CN-library.png') });
    const shown = await rendered(page);
    expectChinese('library', shown);
    expect(shown.title).toMatch(HAN);
    await page.close();
  });

  it('renders the settings and the welcome page in Chinese', async () => {
    for (const [name, path] of [['settings', 'src/settings/index.html'], ['welcome', 'src/welcome/index.html']] as const) {
      const page = await open(path);
      await page.screenshot({ path: join(SHOTS, `i18n-zh-CN-${name}.png`), fullPage: true });
      const shown = await rendered(page);
      expectChinese(name, shown);
      expect(await page.locator('h1').textContent()).toBe(zh[`${name}_heading`]!.message);
      await page.close();
    }
  });

  it('follows the dark scheme: the popup background is dark, and light in the light scheme', async () => {
    const dark = await open(`src/popup/index.html?tab=${tabId}`, 'dark');
    await dark.screenshot({ path: join(SHOTS, 'i18n-zh-CN-popup-dark.png') });
    expect(await backgroundLuminance(dark)).toBeLessThan(0.2);
    await dark.close();
    const light = await open(`src/popup/index.html?tab=${tabId}`, 'light');
    expect(await backgroundLuminance(light)).toBeGreaterThan(0.8);
    await light.close();
  });
});

describe('the UI in Traditional Chinese (--lang=zh-TW)', () => {
  it('shows the settings in zh_TW, not zh_CN', async () => {
    const tw = messages.zh_TW!;
    const launched = await launch({ lang: 'zh-TW' });
    try {
      const page = await launched.context.newPage();
      await page.goto(launched.extensionUrl('src/settings/index.html'));
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^zh-TW/i);
      expect(await page.title()).toBe(tw.settings_page_title!.message);
      expect(await page.locator('label[for="defaultNotebook"]').textContent()).toBe(tw.settings_default_notebook!.message);
      expect(tw.settings_default_notebook!.message).not.toBe(zh.settings_default_notebook!.message);
    } finally {
      await launched.close();
    }
  });
});
