// Runs the page reader in a tab: inject the self-contained script once, then call it and take its result.
import browser from 'webextension-polyfill';
import injectedScript from '../content/inject.iife.ts?script';
import type { PageReading } from '../content/read-page';
import type { ClipMode } from '../core/types';

export async function readTab(tabId: number, mode: ClipMode): Promise<PageReading> {
  const [probe] = await browser.scripting.executeScript({
    target: { tabId },
    func: () => typeof globalThis.__pithReadPage === 'function',
  });
  if (probe?.result !== true) {
    await browser.scripting.executeScript({ target: { tabId }, files: [injectedScript] });
  }
  const [reading] = await browser.scripting.executeScript({
    target: { tabId },
    func: (clipMode: ClipMode) => globalThis.__pithReadPage!(clipMode),
    args: [mode],
  });
  if (!reading || reading.result === undefined || reading.result === null) {
    throw new Error('The page did not answer (it may have navigated away).');
  }
  return reading.result as PageReading;
}
