// @vitest-environment jsdom
// The popup asks for the image host permission inside the Save click (before anything is awaited, or the browser
// refuses the request) when the clip has images, saves without waiting for the answer, and says so when the
// images will not be kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtractResult } from '../../../src/core/types';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings';
import { PreviewingBackground, type PreviewedPage } from '../popup/stand-ins';

// The popup's strings come from the real English messages (stand-ins.ts).
vi.mock('webextension-polyfill', async () => (await import('../popup/stand-ins')).englishPolyfill());

const { ClipPopup } = await import('../../../src/popup/popup');
const MARKUP = readFileSync(join(import.meta.dirname, '../../../src/popup/index.html'), 'utf8');

/** A one-paragraph harbour article whose body is `html`. */
function harbourPage(html: string): PreviewedPage {
  const result: ExtractResult = {
    ok: true, html, text: 'Harbour walls last a century.',
    metadata: { title: 'Harbour', byline: null, published: null, modified: null, siteName: null, lang: 'en', canonicalUrl: null, leadImage: null, excerpt: null, keywords: [] },
    wordCount: 5, readingMinutes: 1, confidence: 0.9, method: 'ttd', engineVersion: 'test', debug: [], ms: 1,
  };
  return { url: 'https://harbour.example/', pageTitle: 'Harbour', result };
}

const settle = () => new Promise((done) => setTimeout(done, 0));
const saveButton = () => document.querySelector<HTMLButtonElement>('#save')!;

const WITH_IMAGE = '<p>Harbour walls last a century.</p><img src="https://img.example/a.png">';

async function startPopup(settings: Partial<Settings>, askImageAccess: () => Promise<boolean>, html = WITH_IMAGE): Promise<PreviewingBackground> {
  document.documentElement.innerHTML = new DOMParser().parseFromString(MARKUP, 'text/html').documentElement.innerHTML; // test setup only
  const background = new PreviewingBackground(harbourPage(html));
  const popup = new ClipPopup({
    doc: document, connector: background, settings: { ...DEFAULT_SETTINGS, ...settings }, tabId: 3, closeWindow: () => undefined,
    writeClipboard: async () => undefined, askImageAccess,
  });
  await popup.start();
  await settle();
  return background;
}

describe('asking for image access on Save', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('asks within the click, saves without waiting for the answer, and says images were not kept when refused', async () => {
    let answer: (granted: boolean) => void = () => undefined;
    const ask = vi.fn(() => new Promise<boolean>((done) => (answer = done)));
    const background = await startPopup({ keepImages: true }, ask);
    saveButton().click();
    expect(ask).toHaveBeenCalledTimes(1); // synchronously, inside the gesture
    await settle();
    await settle();
    expect(background.saves).toHaveLength(1);
    expect(document.querySelector('#notice')!.textContent).toContain('Saved');
    expect(document.querySelector('#notice')!.textContent).not.toContain('images were not kept');
    answer(false);
    await settle();
    expect(document.querySelector('#notice')!.textContent).toContain('Its images were not kept');
  });

  it('says nothing more when access is granted, and does not ask when images are off or the page has none', async () => {
    const granted = await startPopup({ keepImages: true }, async () => true);
    saveButton().click();
    await settle();
    await settle();
    expect(granted.saves).toHaveLength(1);
    expect(document.querySelector('#notice')!.textContent).not.toContain('images were not kept');

    for (const [settings, html] of [[{ keepImages: false }, WITH_IMAGE], [{ keepImages: true }, '<p>Only words here, no pictures.</p>']] as const) {
      const ask = vi.fn(async () => false);
      const background = await startPopup(settings, ask, html);
      saveButton().click();
      await settle();
      await settle();
      expect(ask).not.toHaveBeenCalled();
      expect(background.saves).toHaveLength(1);
      expect(document.querySelector('#notice')!.textContent).not.toContain('images were not kept');
    }
  });
});
