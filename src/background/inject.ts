// Runs the page reader in a tab: inject the self-contained script, then call it and take its result. The
// reader's extras (DOMPurify, Readability, the shadow-tree composer: ../content/extras.ts) are a second script,
// sent with the reader for a reading that sanitizes in the page (a save) and otherwise only when a reading
// answers that it wants them.
import browser from 'webextension-polyfill';
import extrasScript from '../content/extras.iife.ts?script';
import injectedScript from '../content/inject.iife.ts?script';
import { sanitizesInPage, wantsExtras, type PageReading, type ReaderAnswer, type ReadOptions } from '../content/protocol';
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
/** Tabs whose page was sent the extras: the same kind of guess (a page without them says so and is sent them). */
const extrasTabs = new Set<number>();

/**
 * How long a call sent together with the injection waits in the page for the reader to be defined. The two are
 * sent at once (the call usually arrives first: the browser reads the script file before sending it), so the
 * wait is the injection itself; past this the call answers null and the reader is injected and called again.
 */
const READER_WAIT_MS = 5_000;

/**
 * Calls the reader; null when this page does not have it (never injected, or navigated since) or gave no answer.
 * With `waitMs`, a call that arrives before the reader waits up to that long for the injection to define it.
 */
async function callReader(tabId: number, mode: ClipMode, options: ReadOptions, waitMs = 0): Promise<ReaderAnswer | null> {
  const [reading] = await browser.scripting.executeScript({
    target: { tabId },
    func: (clipMode: ClipMode, readOptions: ReadOptions, wait: number) => {
      const read = () => globalThis.__pithReadPage?.(clipMode, readOptions) ?? null;
      if (globalThis.__pithReadPage || wait <= 0) return read();
      return new Promise((resolve) => {
        const waiting = (globalThis.__pithAwaitReader ??= []);
        const done = () => {
          clearTimeout(timer);
          const at = waiting.indexOf(done);
          if (at >= 0) waiting.splice(at, 1);
          resolve(read());
        };
        const timer = setTimeout(done, wait);
        waiting.push(done);
      });
    },
    args: [mode, options, waitMs],
  });
  // The reader returns a promise (it may scroll for lazy images first); executeScript waits for it.
  return (reading?.result ?? null) as ReaderAnswer | null;
}

async function injectReader(tabId: number): Promise<void> {
  await browser.scripting.executeScript({ target: { tabId }, files: [injectedScript] });
  injectedTabs.add(tabId);
}

async function injectExtras(tabId: number): Promise<void> {
  await browser.scripting.executeScript({ target: { tabId }, files: [extrasScript] });
  extrasTabs.add(tabId);
}

export async function readTab(tabId: number, mode: ClipMode, options: ReadOptions = {}): Promise<PageReading> {
  // A reading that sanitizes here needs DOMPurify: its extras go first, with the reader when that is missing too.
  if (sanitizesInPage(mode, options) && !extrasTabs.has(tabId)) {
    await Promise.all([injectExtras(tabId), injectedTabs.has(tabId) ? undefined : injectReader(tabId)]);
  }
  let answer: ReaderAnswer | null;
  if (injectedTabs.has(tabId)) answer = await callReader(tabId, mode, options);
  else {
    // Injection and call leave together: the call waits in the page for the reader instead of a round trip
    // through this worker between them.
    const call = callReader(tabId, mode, options, READER_WAIT_MS);
    call.catch(() => undefined); // an injection that fails is the error reported; the call then answers nothing
    [, answer] = await Promise.all([injectReader(tabId), call]);
  }
  if (answer === null) {
    await injectReader(tabId);
    answer = await callReader(tabId, mode, options);
  }
  if (wantsExtras(answer)) {
    // The engine wanted its fallback (or a navigated page lost the extras): send them and read again, without
    // scrolling the page a second time.
    await injectExtras(tabId);
    answer = await callReader(tabId, mode, { ...options, scrollForLazyImages: false });
  }
  if (answer === null || wantsExtras(answer)) throw new Error(t('background_error_no_answer'));
  return answer;
}
