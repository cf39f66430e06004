// First run: the welcome page opens on install only, and only once per profile.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const storage = new Map<string, unknown>();
const opened: string[] = [];
const installedListeners: Array<(details: { reason: string }) => void> = [];

vi.mock('webextension-polyfill', () => ({
  default: {
    storage: {
      local: {
        get: async (key: string) => (storage.has(key) ? { [key]: storage.get(key) } : {}),
        set: async (items: Record<string, unknown>) => {
          for (const [key, value] of Object.entries(items)) storage.set(key, value);
        },
      },
    },
    tabs: { create: async ({ url }: { url: string }) => void opened.push(url) },
    runtime: {
      getURL: (path: string) => `chrome-extension://pith/${path}`,
      onInstalled: { addListener: (listener: (details: { reason: string }) => void) => installedListeners.push(listener) },
    },
  },
}));

const { WELCOME_SHOWN_KEY, showWelcomeOnce } = await import('../../../src/background/onboarding');

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('onboarding', () => {
  beforeEach(() => {
    storage.clear();
    opened.length = 0;
  });

  it('registers an onInstalled listener when the worker loads', () => {
    expect(installedListeners).toHaveLength(1);
  });

  it('opens the welcome page on install and sets the flag', async () => {
    installedListeners[0]!({ reason: 'install' });
    await settle();
    expect(opened).toEqual(['chrome-extension://pith/src/welcome/index.html']);
    expect(storage.get(WELCOME_SHOWN_KEY)).toBe(true);
  });

  it('does not open it on update or browser update', async () => {
    installedListeners[0]!({ reason: 'update' });
    installedListeners[0]!({ reason: 'chrome_update' });
    await settle();
    expect(opened).toEqual([]);
  });

  it('never opens it a second time', async () => {
    expect(await showWelcomeOnce()).toBe(true);
    expect(await showWelcomeOnce()).toBe(false);
    installedListeners[0]!({ reason: 'install' });
    await settle();
    expect(opened).toHaveLength(1);
  });
});
