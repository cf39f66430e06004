// The popup's first questions, asked while its HTML is still being parsed. This file is a classic script at the
// top of the popup's <head>, built on its own (vite.config.ts, `earlyScript`): it must import nothing at run time.
// The page's modules load and run only after the whole document is parsed and their files are read; asked from
// here, the answers travel meanwhile (popup-bench: the request leaves ~15 ms sooner, and the settings, which
// the popup needs before it can ask for anything, are there when its module starts instead of ~10 ms later).
//
// It asks for the reader's settings, and for the preview when the page names its tab (`?tab=<id>`: the worker
// sets the popup that way at each click, and the popup window and tests open it so), in the reader's default
// mode (the request names none). main.ts takes the pending answers; where this script did not run, or a
// question failed, the popup asks the usual way.
import type { Envelope, PreviewResponse } from '../shared/messages';
import type { SETTINGS_KEY } from '../shared/settings';

/** What this script leaves on the popup's window for main.ts. */
export interface EarlyAnswers {
  /** storage.local's entry for the settings, unvalidated. */
  settings?: Promise<Record<string, unknown>>;
  preview?: { tabId: number; response: Promise<PreviewResponse | undefined> };
}

/** The promise-returning extension API: `browser` in Firefox, `chrome` in Chromium. */
interface ExtensionApi {
  runtime?: { sendMessage?: (message: Envelope<'preview'>) => Promise<PreviewResponse | undefined> };
  storage?: { local?: { get?: (key: string) => Promise<Record<string, unknown>> } };
}

{
  const settingsKey: typeof SETTINGS_KEY = 'settings';
  const scope = globalThis as { browser?: ExtensionApi; chrome?: ExtensionApi };
  const api = scope.browser ?? scope.chrome;
  const early: EarlyAnswers = {};
  const never = () => undefined; // main.ts asks again on a failure; never an unhandled rejection
  if (typeof api?.storage?.local?.get === 'function') {
    early.settings = api.storage.local.get(settingsKey);
    early.settings.catch(never);
  }
  const tab = new URLSearchParams(location.search).get('tab');
  if (tab !== null && /^\d+$/.test(tab) && typeof api?.runtime?.sendMessage === 'function') {
    const tabId = Number(tab);
    performance.mark('pith-early-requested');
    early.preview = { tabId, response: api.runtime.sendMessage({ pith: 'preview', payload: { tabId } }) };
    early.preview.response.then(() => performance.mark('pith-early-answered'), never);
  }
  (window as { pithEarly?: EarlyAnswers }).pithEarly = early;
}
