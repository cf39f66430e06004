// Runs the page reader in a tab: inject the self-contained script once, then call it and take its result.
import browser from 'webextension-polyfill';
import injectedScript from '../content/inject.iife.ts?script';
import type { PageReading, ReadOptions } from '../content/read-page';
import type { ClipMode } from '../core/types';
import { t } from '../shared/i18n';

export async function readTab(tabId: number, mode: ClipMode, options: ReadOptions = {}): Promise<PageReading> {
  // The reader stays defined in the page's isolated world after its first injection: call it straight away,
  // and inject only when it is not there yet (first read of this page, or the page navigated since).
  const read = () =>
    browser.scripting.executeScript({
      target: { tabId },
      func: (clipMode: ClipMode, readOptions: ReadOptions) => globalThis.__pithReadPage?.(clipMode, readOptions) ?? null,
      args: [mode, options],
    });
  let [reading] = await read();
  if (reading?.result === null || reading?.result === undefined) {
    await browser.scripting.executeScript({ target: { tabId }, files: [injectedScript] });
    [reading] = await read();
  }
  // The reader returns a promise (it may scroll for lazy images first); executeScript waits for it.
  if (!reading || reading.result === undefined || reading.result === null) {
    throw new Error(t('background_error_no_answer'));
  }
  return reading.result as PageReading;
}
