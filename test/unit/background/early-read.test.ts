// @vitest-environment jsdom
// The reading that begins as the popup opens: the worker sees the popup page's navigation, reads the tab the
// popup is about in the reader's default mode, and the popup's own request takes that reading instead of
// reading the page a second time. Anything else (other pages, subresources, another tab or mode) reads anew.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const PAGE = 'https://slow.example/post.html';
/** Every executeScript call, by kind, and the tab the popup opens over. */
const world = { calls: [] as string[], activeTab: 7 };

const tabFacts = (id: number) => ({ id, url: PAGE, title: 'Slow', status: 'complete' });

vi.mock('webextension-polyfill', () => ({
  default: {
    i18n: { getMessage: (key: string) => key },
    runtime: { getURL: (path: string) => `chrome-extension://pith/${path}` },
    storage: { local: { get: async () => ({}) } },
    extension: { isAllowedFileSchemeAccess: async () => false },
    tabs: {
      query: async () => [tabFacts(world.activeTab)],
      get: async (id: number) => tabFacts(id),
    },
    scripting: {
      executeScript: async (injection: { target: { tabId: number }; files?: string[]; args?: unknown[] }) => {
        if (injection.files) {
          world.calls.push(`inject ${injection.target.tabId}`);
          return [{ result: undefined }];
        }
        world.calls.push(`read ${injection.target.tabId} ${String(injection.args?.[0])}`);
        return [{ result: { url: PAGE, pageTitle: 'Slow', hasSelection: false, result: { ok: true, html: '<p>Body</p>' } } }];
      },
    },
  },
}));
vi.mock('../../../src/content/inject.iife.ts?script', () => ({ default: 'src/content/inject.iife.js' }));

// This test's window stands in for the service worker global: the module registers its fetch listener on it.
class FakeWorkerScope {
  static [Symbol.hasInstance](value: unknown): boolean {
    return value === globalThis;
  }
}
Object.assign(globalThis, { ServiceWorkerGlobalScope: FakeWorkerScope });
const { previewTab } = await import('../../../src/background/clip-flow');

/** What the browser does as it loads an extension page (or one of its files): a fetch event in the worker. */
function fetchEvent(url: string, mode = 'navigate'): void {
  globalThis.dispatchEvent(Object.assign(new Event('fetch'), { request: { url, mode } }));
}

const POPUP = 'chrome-extension://pith/src/popup/index.html';
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('the reading that begins as the popup opens', () => {
  beforeEach(async () => {
    // Whatever an earlier test left is taken by a preview of another tab, then the log starts empty.
    await previewTab(999, 'bookmark');
    world.calls = [];
    world.activeTab = 7;
  });

  it('reads the active tab in the default mode as the popup page loads, and the popup request takes it', async () => {
    fetchEvent(POPUP);
    await settle();
    // The call and the injection leave together (the call waits in the page for the reader): one round trip.
    expect(world.calls).toEqual(['read 7 article', 'inject 7']);
    const response = await previewTab(7, 'article');
    expect(response).toMatchObject({ ok: true, preview: { tabId: 7, mode: 'article', url: PAGE } });
    expect(world.calls).toEqual(['read 7 article', 'inject 7']);
  });

  it('reads the tab named by ?tab= when the popup page is opened in a tab', async () => {
    fetchEvent(`${POPUP}?tab=12`);
    await previewTab(12, 'article');
    expect(world.calls).toEqual(['read 12 article', 'inject 12']);
  });

  it('hands the reading out once, and not for another tab or mode', async () => {
    fetchEvent(POPUP);
    await previewTab(7, 'fullpage');
    expect(world.calls.filter((call) => call.startsWith('read'))).toEqual(['read 7 article', 'read 7 fullpage']);
    world.calls = [];
    await previewTab(7, 'article');
    expect(world.calls).toEqual(['read 7 article']);
  });

  it('drops a reading nobody asked for', async () => {
    vi.useFakeTimers();
    try {
      fetchEvent(POPUP);
      await vi.advanceTimersByTimeAsync(6_000);
      world.calls = [];
      await previewTab(7, 'article');
      expect(world.calls).toEqual(['read 7 article']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks, as the worker installs, that only page loads come to it (scripts and styles go straight to the network)', () => {
    const addRoutes = vi.fn(async () => undefined);
    globalThis.dispatchEvent(Object.assign(new Event('install'), { addRoutes }));
    expect(addRoutes).toHaveBeenCalledWith([
      { condition: { requestMode: 'navigate' }, source: 'fetch-event' },
      { condition: { urlPattern: { pathname: '/*' } }, source: 'network' },
    ]);
  });

  it('starts nothing for other extension pages or for the popup page’s own files', async () => {
    fetchEvent('chrome-extension://pith/src/library/index.html');
    fetchEvent('chrome-extension://pith/assets/popup.js', 'same-origin');
    fetchEvent(`${POPUP}`, 'no-cors');
    await settle();
    expect(world.calls).toEqual([]);
  });
});
