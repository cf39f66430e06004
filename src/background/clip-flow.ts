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

/**
 * What the popup is shown: the reading that began as it opened when it is for this tab and mode, else a new one.
 * No mode: the reader's default mode (whatever the early reading was read in).
 */
export async function previewTab(tabId: number, mode?: ClipMode): Promise<PreviewResponse> {
  // A failed early reading is read again, as if there had been none.
  const early = await takeEarlyRead(tabId, mode).catch(() => undefined);
  return early ?? readPreview(tabId, mode);
}

async function readPreview(tabId: number, asked: ClipMode | undefined, known?: ClipContext): Promise<PreviewResponse> {
  const { tab, blocked, settings } = known ?? (await clipContext(tabId));
  const mode = asked ?? settings.defaultMode;
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

// —— the reading that begins at the click ——
// The manifest names no popup, so a click on the toolbar button (or its shortcut) reaches the worker first. The
// worker starts reading the tab at once and then opens the popup: the browser takes ~250 ms to create a popup
// and the popup ~100 ms more to load and ask, so the reading is usually done before it is asked for.
// The reading only ever goes to a popup's validated, sender-checked `preview` request, and only once.

const POPUP_PAGE = 'src/popup/index.html';
/** A reading nobody asked for within this long is dropped: the popup asks within a second even on a slow machine. */
const EARLY_READ_TTL_MS = 5_000;
/** The window the popup page opens in where the browser cannot open the popup itself. */
const POPUP_WINDOW = { type: 'popup', width: 440, height: 640 } as const;

interface EarlyRead {
  tabId: number;
  mode: ClipMode;
  started: number;
  response: Promise<PreviewResponse>;
}

let earlyRead: Promise<EarlyRead | undefined> | undefined;

/**
 * The early reading's answer when it is for this tab and mode, still fresh, and a preview: a page that could not
 * be read at the click (still loading, say) is read again when the popup asks. Handed out at most once.
 */
async function takeEarlyRead(tabId: number, mode: ClipMode | undefined): Promise<PreviewResponse | undefined> {
  const pending = earlyRead;
  earlyRead = undefined;
  const early = await pending?.catch(() => undefined);
  if (!early || early.tabId !== tabId || (mode !== undefined && early.mode !== mode) || Date.now() - early.started > EARLY_READ_TTL_MS) return undefined;
  const response = await early.response;
  return response.ok ? response : undefined;
}

async function startEarlyRead(tab: browser.Tabs.Tab): Promise<EarlyRead | undefined> {
  // The tab as it is now (the click's snapshot may say "loading" for a page that has just finished), its
  // context and the settings in one round of questions.
  const { tabId, context } = await contextOfTab(browser.tabs.get(tab.id!).catch(() => tab));
  if (tabId === undefined) return undefined;
  const mode = context.settings.defaultMode;
  const response = readPreview(tabId, mode, context);
  response.catch(() => undefined); // a failed early reading is read again on request; never an unhandled rejection
  return { tabId, mode, started: Date.now(), response };
}

/**
 * The toolbar button or its shortcut: starts reading the tab, then opens the popup. The popup is set for this
 * one opening and cleared again, so the next click reaches the worker too. Where the browser cannot open the
 * popup (no focused window, say) the popup page opens in a small window of its own, for the same tab.
 */
export async function openPopupFor(tab: browser.Tabs.Tab): Promise<void> {
  if (tab.id === undefined) return;
  const started = startEarlyRead(tab);
  started.catch(() => undefined);
  earlyRead = started;
  // A popup closed before it asked leaves no copy of the page in memory.
  setTimeout(() => {
    if (earlyRead === started) earlyRead = undefined;
  }, EARLY_READ_TTL_MS);
  try {
    // The popup knows its tab from its address and asks for the reading while its HTML is still parsed (early.ts).
    await browser.action.setPopup({ tabId: tab.id, popup: `${POPUP_PAGE}?tab=${tab.id}` });
    await browser.action.openPopup({ windowId: tab.windowId });
  } catch {
    await browser.windows.create({ url: browser.runtime.getURL(`${POPUP_PAGE}?tab=${tab.id}`), ...POPUP_WINDOW }).catch(() => undefined);
  } finally {
    await browser.action.setPopup({ tabId: tab.id, popup: '' }).catch(() => undefined);
  }
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
