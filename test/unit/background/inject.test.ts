// Running the page reader in a tab: a page read for the first time is injected and called at once (no probe call
// first, no round trip between the two), a page read again is only called, and a page that navigated since is
// injected again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageReading } from '../../../src/content/read-page';

/** A stand-in tab: whether its page has the reader, and every executeScript call made on it. */
const tab = { hasReader: false, answers: true, injects: true, calls: [] as string[], waiting: [] as Array<() => void> };

vi.mock('webextension-polyfill', () => ({
  default: {
    i18n: { getMessage: (key: string) => key },
    scripting: {
      executeScript: async (injection: { files?: string[]; args?: unknown[] }) => {
        if (injection.files) {
          tab.calls.push('inject');
          // The file arrives a moment later than a call sent with it (the browser reads it first).
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (!tab.injects) throw new Error('Cannot access contents of the page');
          tab.hasReader = true;
          for (const ready of tab.waiting.splice(0)) ready();
          return [{ result: undefined }];
        }
        tab.calls.push('call');
        if (!tab.answers) return [];
        const reading = { url: 'https://slow.example/', pageTitle: 'Slow', hasSelection: false, result: { mode: injection.args?.[0] } };
        // As the real call does: without the reader, wait for it up to the given time (args[2]), else answer null.
        const wait = Number(injection.args?.[2] ?? 0);
        if (!tab.hasReader && wait > 0) {
          await new Promise<void>((resolve) => {
            tab.waiting.push(resolve);
            setTimeout(resolve, Math.min(wait, 50));
          });
        }
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
    Object.assign(tab, { hasReader: false, answers: true, injects: true, calls: [], waiting: [] });
  });

  it('sends the call together with the injection to a page it has not read: the call waits there for the reader', async () => {
    const reading = await readTab(1, 'article');
    expect(modeOf(reading)).toBe('article');
    expect(tab.calls).toEqual(['call', 'inject']);
  });

  it('reports a failed injection as the error, without waiting for the call sent with it', async () => {
    tab.injects = false;
    await expect(readTab(5, 'article')).rejects.toThrow('Cannot access contents of the page');
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
