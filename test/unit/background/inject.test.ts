// Running the page reader in a tab: a page read for the first time is injected and called at once (no probe call
// first, no round trip between the two), a page read again is only called, and a page that navigated since is
// injected again. The reader's extras (DOMPurify, Readability) go only to readings that need them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageReading } from '../../../src/content/protocol';

/** A stand-in tab: whether its page has the reader, and every executeScript call made on it. */
const tab = {
  hasReader: false,
  hasExtras: false,
  /** The page is thin: its engine wants the Readability fallback, so a reading without the extras asks for them. */
  thin: false,
  answers: true,
  injects: true,
  calls: [] as string[],
  waiting: [] as Array<() => void>,
  options: [] as unknown[],
};

vi.mock('webextension-polyfill', () => ({
  default: {
    i18n: { getMessage: (key: string) => key },
    scripting: {
      executeScript: async (injection: { files?: string[]; args?: unknown[] }) => {
        if (injection.files) {
          const extras = injection.files[0] === 'src/content/extras.iife.js';
          tab.calls.push(extras ? 'inject extras' : 'inject');
          // The file arrives a moment later than a call sent with it (the browser reads it first).
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (!tab.injects) throw new Error('Cannot access contents of the page');
          if (extras) tab.hasExtras = true;
          else tab.hasReader = true;
          for (const ready of tab.waiting.splice(0)) ready();
          return [{ result: undefined }];
        }
        tab.calls.push('call');
        tab.options.push(injection.args?.[1]);
        if (!tab.answers) return [];
        const [mode, options] = injection.args as [string, { sanitize?: boolean }];
        const sanitizes = options.sanitize !== false && mode !== 'bookmark';
        const reading = (sanitizes || tab.thin) && !tab.hasExtras
          ? { wants: 'extras' }
          : { url: 'https://slow.example/', pageTitle: 'Slow', hasSelection: false, result: { mode } };
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
vi.mock('../../../src/content/extras.iife.ts?script', () => ({ default: 'src/content/extras.iife.js' }));

const { readTab } = await import('../../../src/background/inject');

const modeOf = (reading: PageReading) => (reading.result as unknown as { mode: string }).mode;

describe('reading a tab', () => {
  beforeEach(() => {
    Object.assign(tab, { hasReader: false, hasExtras: false, thin: false, answers: true, injects: true, calls: [], waiting: [], options: [] });
  });

  it('sends the call together with the injection to a page it has not read: the call waits there for the reader', async () => {
    const reading = await readTab(1, 'article', { sanitize: false });
    expect(modeOf(reading)).toBe('article');
    expect(tab.calls).toEqual(['call', 'inject']);
  });

  it('reports a failed injection as the error, without waiting for the call sent with it', async () => {
    tab.injects = false;
    await expect(readTab(5, 'article')).rejects.toThrow('Cannot access contents of the page');
  });

  it('only calls the reader on a page it has read before', async () => {
    await readTab(2, 'article', { sanitize: false });
    tab.calls = [];
    expect(modeOf(await readTab(2, 'fullpage', { sanitize: false }))).toBe('fullpage');
    expect(tab.calls).toEqual(['call']);
  });

  it('injects again when the page navigated since (the reader is gone)', async () => {
    await readTab(3, 'article', { sanitize: false });
    tab.hasReader = false;
    tab.calls = [];
    expect(modeOf(await readTab(3, 'article', { sanitize: false }))).toBe('article');
    expect(tab.calls).toEqual(['call', 'inject', 'call']);
  });

  it('sends the extras with the reader for a reading that sanitizes in the page (a save), then calls once', async () => {
    expect(modeOf(await readTab(6, 'article'))).toBe('article');
    expect(tab.calls.slice(0, 2).sort()).toEqual(['inject', 'inject extras']);
    expect(tab.calls.slice(2)).toEqual(['call']);
    // Sent once: the next save on the page only calls.
    tab.calls = [];
    await readTab(6, 'fullpage');
    expect(tab.calls).toEqual(['call']);
  });

  it('sends no extras for a preview or a bookmark of an ordinary page', async () => {
    await readTab(7, 'article', { sanitize: false });
    await readTab(7, 'bookmark');
    expect(tab.calls).not.toContain('inject extras');
  });

  it('sends the extras and reads again, without scrolling again, when the reader asks for them (a thin page)', async () => {
    tab.thin = true;
    expect(modeOf(await readTab(8, 'article', { sanitize: false, scrollForLazyImages: true }))).toBe('article');
    expect(tab.calls).toEqual(['call', 'inject', 'inject extras', 'call']);
    expect(tab.options).toEqual([{ sanitize: false, scrollForLazyImages: true }, { sanitize: false, scrollForLazyImages: false }]);
  });

  it('sends the extras again to a page that navigated since and lost them', async () => {
    await readTab(9, 'article');
    Object.assign(tab, { hasReader: false, hasExtras: false, calls: [] });
    expect(modeOf(await readTab(9, 'article'))).toBe('article');
    expect(tab.calls).toEqual(['call', 'inject', 'call', 'inject extras', 'call']);
  });

  it('fails with a message when the page gives no answer', async () => {
    tab.answers = false;
    await expect(readTab(4, 'article')).rejects.toThrow('background_error_no_answer');
  });
});
