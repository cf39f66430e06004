// Runs the page reader in a tab: inject the self-contained script once, then call it and take its result.
import browser from 'webextension-polyfill';
import injectedScript from '../content/inject.iife.ts?script';
import type { PageReading, ReadOptions } from '../content/read-page';
import type { ClipMode } from '../core/types';
import { t } from '../shared/i18n';

export async function readTab(tabId: number, mode: ClipMode, options: ReadOptions = {}): Promise<PageReading> {
  const [probe] = await browser.scripting.executeScript({
    target: { tabId },
    func: () => typeof globalThis.__pithReadPage === 'function',
  });
  if (probe?.result !== true) {
    await browser.scripting.executeScript({ target: { tabId }, files: [injectedScript] });
  }
  // The reader returns a promise (it may scroll for lazy images first); executeScript waits for it.
  const [reading] = await browser.scripting.executeScript({
    target: { tabId },
    func: (clipMode: ClipMode, readOptions: ReadOptions) => globalThis.__pithReadPage!(clipMode, readOptions),
    args: [mode, options],
  });
  if (!reading || reading.result === undefined || reading.result === null) {
    throw new Error(t('background_error_no_answer'));
  }
  return reading.result as PageReading;
}
