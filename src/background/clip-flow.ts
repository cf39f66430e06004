// The two things the clip flow asks of the background: read a tab for the popup's preview, and save a tab.
// Saves from the popup, the shortcut and the context menu all go through `saveTab`.
import browser from 'webextension-polyfill';
import type { PageReading } from '../content/read-page';
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

async function tabFacts(tabId: number): Promise<TabSnapshot> {
  const tab = await browser.tabs.get(tabId);
  return { url: tab.url ?? tab.pendingUrl ?? '', title: tab.title ?? '', status: tab.status };
}

interface ClipContext {
  tab: TabSnapshot;
  blocked: ReturnType<typeof restrictionOf>;
  settings: Settings;
}

/** What every preview and save needs first, asked of the browser at once (the popup is waiting). */
async function clipContext(tabId: number): Promise<ClipContext> {
  const [tab, fileAccess, settings] = await Promise.all([tabFacts(tabId), browser.extension.isAllowedFileSchemeAccess(), loadSettings()]);
  return { tab, blocked: restrictionOf(tab, fileAccess), settings };
}

/** A bookmark of a page the extension may not read: only what the tab itself tells us. */
export function bookmarkOnly(tab: { url: string; title: string }): ExtractResult {
  return bookmarkResult(titleOnlyMetadata(tab.title || tab.url));
}

function readForClip(tabId: number, mode: ClipMode, settings: Settings): Promise<PageReading> {
  return readTab(tabId, mode, { scrollForLazyImages: settings.scrollForLazyImages });
}

export async function previewTab(tabId: number, mode: ClipMode): Promise<PreviewResponse> {
  const { tab, blocked, settings } = await clipContext(tabId);
  if (blocked && mode !== 'bookmark') return { ok: false, reason: blocked.reason, message: restrictionText(blocked.kind), url: tab.url, pageTitle: tab.title };
  if (blocked) {
    return { ok: true, preview: { tabId, url: tab.url, pageTitle: tab.title, mode, hasSelection: false, result: bookmarkOnly(tab) } };
  }
  try {
    const reading = await readForClip(tabId, mode, settings);
    return { ok: true, preview: { tabId, mode, ...reading } };
  } catch (error) {
    return { ok: false, reason: 'failed', message: readFailedText(errorText(error)), url: tab.url, pageTitle: tab.title };
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
