// Runs the page reader in a tab: inject the self-contained script, then call it and take its result.
import browser from 'webextension-polyfill';
import injectedScript from '../content/inject.iife.ts?script';
import type { PageReading, ReadOptions } from '../content/read-page';
import type { ClipMode } from '../core/types';
import { t } from '../shared/i18n';

/**
 * Tabs whose page was given the reader by this worker. It stays defined in the page's isolated world, so a
 * second read of the same page only calls it. The set is a guess, never trusted: a tab that navigated since
 * answers the call with null and is injected again, and a restarted worker (empty set) injects again, which
 * only redefines the reader. Guessing "not injected" for a page never read saves the probe call it would
 * otherwise need: one `executeScript` round trip on every popup opening.
 */
const injectedTabs = new Set<number>();

/** Calls the reader; null when this page does not have it (never injected, or navigated since) or gave no answer. */
async function callReader(tabId: number, mode: ClipMode, options: ReadOptions): Promise<PageReading | null> {
  const [reading] = await browser.scripting.executeScript({
    target: { tabId },
    func: (clipMode: ClipMode, readOptions: ReadOptions) => globalThis.__pithReadPage?.(clipMode, readOptions) ?? null,
    args: [mode, options],
  });
  // The reader returns a promise (it may scroll for lazy images first); executeScript waits for it.
  return (reading?.result ?? null) as PageReading | null;
}

async function injectReader(tabId: number): Promise<void> {
  await browser.scripting.executeScript({ target: { tabId }, files: [injectedScript] });
  injectedTabs.add(tabId);
}

export async function readTab(tabId: number, mode: ClipMode, options: ReadOptions = {}): Promise<PageReading> {
  if (!injectedTabs.has(tabId)) await injectReader(tabId);
  let reading = await callReader(tabId, mode, options);
  if (reading === null) {
    await injectReader(tabId);
    reading = await callReader(tabId, mode, options);
  }
  if (reading === null) throw new Error(t('background_error_no_answer'));
  return reading;
}
