// Running the page reader in a tab: a page read for the first time is injected and then called (no probe call
// first), a page read again is only called, and a page that navigated since is injected again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageReading } from '../../../src/content/read-page';

/** A stand-in tab: whether its page has the reader, and every executeScript call made on it. */
const tab = { hasReader: false, answers: true, calls: [] as string[] };

vi.mock('webextension-polyfill', () => ({
  default: {
    i18n: { getMessage: (key: string) => key },
    scripting: {
      executeScript: async (injection: { files?: string[]; args?: unknown[] }) => {
        if (injection.files) {
          tab.calls.push('inject');
          tab.hasReader = true;
          return [{ result: undefined }];
        }
        tab.calls.push('call');
        if (!tab.answers) return [];
        const reading = { url: 'https://slow.example/', pageTitle: 'Slow', hasSelection: false, result: { mode: injection.args?.[0] } };
        return [{ result: tab.hasReader ? reading : null }];
      },
    },
  },
}));
vi.mock('../../../src/content/inject.iife.ts?script', () => ({ default: 'src/content/inject.iife.js' }));

const { readTab } = await import('../../../src/background/inject');

const modeOf = (reading: PageReading) => (reading.result as unknown as { mode: string }).mode;

describe('reading a tab', () => {
  beforeEach(() => {
    Object.assign(tab, { hasReader: false, answers: true, calls: [] });
  });

  it('injects a page it has not read, then calls the reader: two round trips, not three', async () => {
    const reading = await readTab(1, 'article');
    expect(modeOf(reading)).toBe('article');
    expect(tab.calls).toEqual(['inject', 'call']);
  });

  it('only calls the reader on a page it has read before', async () => {
    await readTab(2, 'article');
    tab.calls = [];
    expect(modeOf(await readTab(2, 'fullpage'))).toBe('fullpage');
    expect(tab.calls).toEqual(['call']);
  });

  it('injects again when the page navigated since (the reader is gone)', async () => {
    await readTab(3, 'article');
    tab.hasReader = false;
    tab.calls = [];
    expect(modeOf(await readTab(3, 'article'))).toBe('article');
    expect(tab.calls).toEqual(['call', 'inject', 'call']);
  });

  it('fails with a message when the page gives no answer', async () => {
    tab.answers = false;
    await expect(readTab(4, 'article')).rejects.toThrow('background_error_no_answer');
  });
});
