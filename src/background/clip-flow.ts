// The two things the clip flow asks of the background: read a tab for the popup's preview, and save a tab.
// Saves from the popup, the shortcut and the context menu all go through `saveTab`.
import browser from 'webextension-polyfill';
import type { PageReading } from '../content/protocol';
import { bookmarkResult, titleOnlyMetadata } from '../core/bookmark';
import type { ClipMode, ExtractResult } from '../core/types';
import type { PreviewResponse, SaveRequest, SaveResponse } from '../shared/messages';
import { loadSettings, type Settings } from '../shared/settings';
import { readTab } from './inject';
import { restrictionOf } from './page-access';
import { saveReading } from './clipper';
import { keepClipImages } from './images';
import { notifyFailure, showBadge } from './badge';
import { errorText, failedTitle, readFailedText, restrictionText, savedTitle } from './words';

interface TabSnapshot {
  url: string;
  title: string;
  status?: string;
}

function snapshotOf(tab: Pick<browser.Tabs.Tab, 'url' | 'pendingUrl' | 'title' | 'status'>): TabSnapshot {
  return { url: tab.url ?? tab.pendingUrl ?? '', title: tab.title ?? '', status: tab.status };
}

interface ClipContext {
  tab: TabSnapshot;
  blocked: ReturnType<typeof restrictionOf>;
  settings: Settings;
}

/** What every preview and save needs first, asked of the browser at once (the popup is waiting). */
async function clipContext(tabId: number): Promise<ClipContext> {
  return (await contextOfTab(browser.tabs.get(tabId))).context;
}

/** The clip context of a tab still being looked up (by id, or as the active tab), with its id. */
async function contextOfTab(lookup: Promise<browser.Tabs.Tab | undefined>): Promise<{ tabId: number | undefined; context: ClipContext }> {
  const [found, fileAccess, settings] = await Promise.all([lookup, browser.extension.isAllowedFileSchemeAccess(), loadSettings()]);
  const tab = snapshotOf(found ?? {});
  return { tabId: found?.id, context: { tab, blocked: restrictionOf(tab, fileAccess), settings } };
}

/** A bookmark of a page the extension may not read: only what the tab itself tells us. */
export function bookmarkOnly(tab: { url: string; title: string }): ExtractResult {
  return bookmarkResult(titleOnlyMetadata(tab.title || tab.url));
}

/**
 * A reading to save is sanitized in the page, before it is stored. A preview's body is not: the popup sanitizes
 * it on arrival, before any use, so the page skips loading and running DOMPurify while the popup waits.
 */
function readForClip(tabId: number, mode: ClipMode, settings: Settings, purpose: 'save' | 'preview' = 'save'): Promise<PageReading> {
  return readTab(tabId, mode, { scrollForLazyImages: settings.scrollForLazyImages, sanitize: purpose === 'save' });
}

/** What the popup is shown: the reading that began as it opened when it is for this tab and mode, else a new one. */
export async function previewTab(tabId: number, mode: ClipMode): Promise<PreviewResponse> {
  // A failed early reading is read again, as if there had been none.
  const early = await takeEarlyRead(tabId, mode).catch(() => undefined);
  return early ?? readPreview(tabId, mode);
}

async function readPreview(tabId: number, mode: ClipMode, known?: ClipContext): Promise<PreviewResponse> {
  const { tab, blocked, settings } = known ?? (await clipContext(tabId));
  if (blocked && mode !== 'bookmark') return { ok: false, reason: blocked.reason, message: restrictionText(blocked.kind), url: tab.url, pageTitle: tab.title };
  if (blocked) {
    return { ok: true, preview: { tabId, url: tab.url, pageTitle: tab.title, mode, hasSelection: false, result: bookmarkOnly(tab) } };
  }
  try {
    const reading = await readForClip(tabId, mode, settings, 'preview');
    return { ok: true, preview: { tabId, mode, ...reading } };
  } catch (error) {
    return { ok: false, reason: 'failed', message: readFailedText(errorText(error)), url: tab.url, pageTitle: tab.title };
  }
}

// —— the reading that begins as the popup opens ——
// The browser starts loading the popup page ~100 ms before the popup's own script can run and ask for the
// preview (HTML, styles, modules). The worker sees that navigation as a fetch event for the popup page, knows
// which tab the popup is about (the active one, or `?tab=` when the page is opened in a tab) and the mode
// (the reader's default), and starts reading at once; the popup's request then takes that reading.
// The reading only ever goes to a popup's validated, sender-checked `preview` request, and only once.

const POPUP_PATH = '/src/popup/index.html';
/** A reading nobody asked for within this long is dropped: the popup asks within a second even on a slow machine. */
const EARLY_READ_TTL_MS = 5_000;

interface EarlyRead {
  tabId: number;
  mode: ClipMode;
  started: number;
  response: Promise<PreviewResponse>;
}

let earlyRead: Promise<EarlyRead | undefined> | undefined;

/** The early reading's answer when it is for this tab and mode and still fresh; it is handed out at most once. */
async function takeEarlyRead(tabId: number, mode: ClipMode): Promise<PreviewResponse | undefined> {
  const pending = earlyRead;
  earlyRead = undefined;
  const early = await pending?.catch(() => undefined);
  if (!early || early.tabId !== tabId || early.mode !== mode || Date.now() - early.started > EARLY_READ_TTL_MS) return undefined;
  return early.response;
}

/** The tab the popup is about: `?tab=<id>` when its page is opened in a tab, else the active tab. */
async function popupTab(popupUrl: URL): Promise<browser.Tabs.Tab | undefined> {
  const param = popupUrl.searchParams.get('tab');
  if (param !== null) return /^\d+$/.test(param) ? browser.tabs.get(Number(param)) : undefined;
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  return tab;
}

async function startEarlyRead(popupUrl: URL): Promise<EarlyRead | undefined> {
  // The tab, its context and the settings in one round of questions: the popup is loading meanwhile.
  const { tabId, context } = await contextOfTab(popupTab(popupUrl));
  if (tabId === undefined) return undefined;
  const mode = context.settings.defaultMode;
  const response = readPreview(tabId, mode, context);
  response.catch(() => undefined); // a failed early reading is read again on request; never an unhandled rejection
  return { tabId, mode, started: Date.now(), response };
}

/** The part of a service worker's FetchEvent we read (the DOM typings this project builds with lack it). */
interface NavigationFetch {
  request: { url: string; mode: string };
}

/** The part of a service worker's InstallEvent we use: static routes (Chrome 123+; absent elsewhere). */
interface RoutingInstall {
  addRoutes?: (rules: ReadonlyArray<{ condition: Record<string, unknown>; source: 'fetch-event' | 'network' }>) => Promise<void>;
}

/**
 * Only page loads need the fetch listener. Without these routes every script and style sheet of every
 * extension page would also be handed to the worker first (waking it if asleep) before the browser loads it.
 */
function routeOnlyPageLoadsToWorker(event: RoutingInstall): void {
  const routed = event.addRoutes?.([
    { condition: { requestMode: 'navigate' }, source: 'fetch-event' },
    { condition: { urlPattern: { pathname: '/*' } }, source: 'network' },
  ]);
  routed?.catch(() => undefined); // without routes, the listener still sees everything and ignores it
}

function onExtensionFetch(event: NavigationFetch): void {
  if (event.request.mode !== 'navigate') return;
  const url = new URL(event.request.url);
  if (url.pathname !== POPUP_PATH) return;
  const started = startEarlyRead(url);
  started.catch(() => undefined);
  earlyRead = started;
  // A popup closed before it asked leaves no copy of the page in memory.
  setTimeout(() => {
    if (earlyRead === started) earlyRead = undefined;
  }, EARLY_READ_TTL_MS);
  // No respondWith: the browser loads the page itself, as it would without this listener.
}

// Registered at the top level: a worker only gets fetch events for listeners added in its first evaluation.
// Firefox runs the background as an event page, which sees no fetch events; the popup then reads as it asks.
const workerScope = (globalThis as { ServiceWorkerGlobalScope?: abstract new () => unknown }).ServiceWorkerGlobalScope;
if (workerScope && globalThis instanceof workerScope) {
  globalThis.addEventListener('install', (event) => routeOnlyPageLoadsToWorker(event as unknown as RoutingInstall));
  globalThis.addEventListener('fetch', (event) => onExtensionFetch(event as unknown as NavigationFetch));
}

export async function saveTab(tabId: number, choices: Omit<SaveRequest, 'tabId'> | { mode: ClipMode }): Promise<SaveResponse> {
  try {
    const { tab, blocked, settings } = await clipContext(tabId);
    if (blocked && choices.mode !== 'bookmark') return { ok: false, message: restrictionText(blocked.kind) };
    const reading = blocked
      ? { url: tab.url, pageTitle: tab.title, hasSelection: false, result: bookmarkOnly(tab) }
      : await readForClip(tabId, choices.mode, settings);
    // Saves without the popup (no notebook chosen) file into the reader's default notebook.
    const notebook = ('notebook' in choices && choices.notebook.trim()) || settings.defaultNotebook;
    const { clip, duplicates } = await saveReading(reading, { ...choices, notebook });
    // The clip is committed: answer now, and fetch its images as a second step (see images.ts).
    void keepClipImages(clip.id, settings);
    return { ok: true, clip, duplicates };
  } catch (error) {
    return { ok: false, message: errorText(error) };
  }
}

/** Save without the popup; the badge says how it went (and that an earlier copy was kept), a notification only on failure. */
export async function saveQuietly(tabId: number, mode: ClipMode): Promise<void> {
  const outcome = await saveTab(tabId, { mode });
  if (outcome.ok) {
    await showBadge(tabId, true, savedTitle(outcome.clip.title, outcome.duplicates));
  } else {
    await showBadge(tabId, false, failedTitle(outcome.message));
    await notifyFailure(outcome.message);
  }
}
