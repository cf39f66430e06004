// @vitest-environment jsdom
// The reading that begins at the click: the manifest names no popup, so the toolbar click reaches the worker,
// which reads the tab in the reader's default mode and then opens the popup; the popup's own request takes that
// reading instead of reading the page a second time. Anything else (another tab or mode, a stale or failed
// reading) reads anew.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const PAGE = 'https://slow.example/post.html';
/** Every call the worker makes that matters here, in order, and how the tab looks when asked. */
const world = { calls: [] as string[], status: 'complete', openFails: false };

const tabFacts = (id: number) => ({ id, windowId: 3, url: PAGE, title: 'Slow', status: world.status });

vi.mock('webextension-polyfill', () => ({
  default: {
    i18n: { getMessage: (key: string) => key },
    runtime: { getURL: (path: string) => `chrome-extension://pith/${path}` },
    storage: { local: { get: async () => ({}) } },
    extension: { isAllowedFileSchemeAccess: async () => false },
    tabs: {
      query: async () => [tabFacts(7)],
      get: async (id: number) => tabFacts(id),
    },
    action: {
      setPopup: async ({ tabId, popup }: { tabId: number; popup: string }) => void world.calls.push(`setPopup ${tabId} ${popup || '(none)'}`),
      openPopup: async ({ windowId }: { windowId: number }) => {
        if (world.openFails) throw new Error('Could not find an active browser window.');
        world.calls.push(`openPopup ${windowId}`);
      },
    },
    windows: { create: async ({ url, type }: { url: string; type: string }) => void world.calls.push(`window ${type} ${url}`) },
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

const { openPopupFor, previewTab } = await import('../../../src/background/clip-flow');

const clicked = (id = 7) => ({ id, windowId: 3, index: 0, highlighted: true, active: true, pinned: false, incognito: false, url: PAGE, title: 'Slow' });
const reads = () => world.calls.filter((call) => call.startsWith('read'));

describe('the reading that begins at the click', () => {
  beforeEach(async () => {
    // Whatever an earlier test left is taken by a preview of another tab, then the log starts empty.
    await previewTab(999, 'bookmark');
    Object.assign(world, { calls: [], status: 'complete', openFails: false });
  });

  it('reads the clicked tab in the default mode, opens the popup, and the popup request takes that reading', async () => {
    await openPopupFor(clicked());
    // The popup is set for this one opening, opened, and cleared; the reading goes on meanwhile (the call and the
    // injection leave together).
    expect(world.calls.filter((call) => !reads().includes(call) && !call.startsWith('inject'))).toEqual(['setPopup 7 src/popup/index.html?tab=7', 'openPopup 3', 'setPopup 7 (none)']);
    expect(world.calls.filter((call) => call.endsWith(' 7 article') || call === 'inject 7')).toEqual(['read 7 article', 'inject 7']);
    const response = await previewTab(7, 'article');
    expect(response).toMatchObject({ ok: true, preview: { tabId: 7, mode: 'article', url: PAGE } });
    expect(reads()).toEqual(['read 7 article']);
  });

  it('opens the popup page in a window of its own, for the same tab and reading, where the browser cannot open the popup', async () => {
    world.openFails = true;
    await openPopupFor(clicked(12));
    expect(world.calls).toContain('window popup chrome-extension://pith/src/popup/index.html?tab=12');
    // The reading runs alongside: only the popup calls are in order.
    expect(world.calls.filter((call) => !/^(?:read|inject) /.test(call)).at(-1)).toBe('setPopup 12 (none)');
    await previewTab(12, 'article');
    expect(reads()).toEqual(['read 12 article']);
  });

  it('hands the reading out once, and not for another tab or mode', async () => {
    await openPopupFor(clicked());
    await previewTab(7, 'fullpage');
    expect(reads()).toEqual(['read 7 article', 'read 7 fullpage']);
    world.calls = [];
    await previewTab(7, 'article');
    expect(reads()).toEqual(['read 7 article']);
  });

  it("takes the reading for the popup's first request, which names no mode (the reader's default)", async () => {
    await openPopupFor(clicked());
    const response = await previewTab(7);
    expect(response).toMatchObject({ ok: true, preview: { tabId: 7, mode: 'article' } });
    expect(reads()).toEqual(['read 7 article']);
    // With no reading waiting, a request without a mode reads in the default mode (stored settings: none here).
    world.calls = [];
    expect(await previewTab(7)).toMatchObject({ ok: true, preview: { mode: 'article' } });
    expect(reads()).toEqual(['read 7 article']);
  });

  it('reads again when the page could not be read at the click (it was still loading)', async () => {
    world.status = 'loading';
    await openPopupFor(clicked());
    expect(reads()).toEqual([]);
    world.status = 'complete';
    const response = await previewTab(7, 'article');
    expect(response).toMatchObject({ ok: true, preview: { tabId: 7 } });
    expect(reads()).toEqual(['read 7 article']);
  });

  it('drops a reading nobody asked for', async () => {
    vi.useFakeTimers();
    try {
      await openPopupFor(clicked());
      await vi.advanceTimersByTimeAsync(6_000);
      world.calls = [];
      await previewTab(7, 'article');
      expect(reads()).toEqual(['read 7 article']);
    } finally {
      vi.useRealTimers();
    }
  });
});
