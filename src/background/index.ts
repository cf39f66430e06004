// The service worker: answers the popup and library, saves from the shortcut and the context menu.
// It may be killed at any moment (MV3): nothing that matters lives only in memory.
import browser from 'webextension-polyfill';
import { handleMessages } from '../shared/messenger';
import type { PreviewResponse, SaveResponse } from '../shared/messages';
import type { ClipMode } from '../core/types';
import { readTab } from './inject';
import { restrictionMessage } from './page-access';
import { saveReading, store } from './clipper';
import { notifyFailure, showBadge } from './badge';
import { registerContextMenus } from './context-menus';

async function tabFacts(tabId: number): Promise<{ url: string; title: string; status?: string }> {
  const tab = await browser.tabs.get(tabId);
  return { url: tab.url ?? tab.pendingUrl ?? '', title: tab.title ?? '', status: tab.status };
}

async function preview(tabId: number, mode: ClipMode): Promise<PreviewResponse> {
  const tab = await tabFacts(tabId);
  const blocked = restrictionMessage(tab, await browser.extension.isAllowedFileSchemeAccess());
  if (blocked && mode !== 'bookmark') return { ok: false, ...blocked, url: tab.url, pageTitle: tab.title };
  if (blocked) {
    return { ok: true, preview: { tabId, url: tab.url, pageTitle: tab.title, mode, hasSelection: false, result: bookmarkOnly(tab) } };
  }
  try {
    const reading = await readTab(tabId, mode);
    return { ok: true, preview: { tabId, mode, ...reading } };
  } catch (error) {
    return { ok: false, reason: 'failed', message: `Pith could not read this page: ${errorText(error)}`, url: tab.url, pageTitle: tab.title };
  }
}

function bookmarkOnly(tab: { url: string; title: string }) {
  return {
    ok: true,
    html: '',
    text: '',
    metadata: { title: tab.title || tab.url, byline: null, published: null, modified: null, siteName: null, lang: null, canonicalUrl: null, leadImage: null, excerpt: null, keywords: [] },
    wordCount: 0,
    readingMinutes: 0,
    confidence: 1,
    method: 'none' as const,
    engineVersion: '',
    debug: [],
    ms: 0,
  };
}

async function save(tabId: number, choices: { mode: ClipMode; title?: string; notebook?: string; tags?: string[]; replaceId?: string }): Promise<SaveResponse> {
  try {
    const tab = await tabFacts(tabId);
    const blocked = restrictionMessage(tab, await browser.extension.isAllowedFileSchemeAccess());
    if (blocked && choices.mode !== 'bookmark') return { ok: false, message: blocked.message };
    const reading = blocked
      ? { url: tab.url, pageTitle: tab.title, hasSelection: false, result: bookmarkOnly(tab) }
      : await readTab(tabId, choices.mode);
    const { clip, duplicates } = await saveReading(reading, choices);
    return { ok: true, clip, duplicates };
  } catch (error) {
    return { ok: false, message: errorText(error) };
  }
}

/** Save without the popup; the badge says how it went, a notification only when it failed. */
export async function saveQuietly(tabId: number, mode: ClipMode): Promise<void> {
  const outcome = await save(tabId, { mode });
  if (outcome.ok) {
    const note = outcome.duplicates > 0 ? ` (this page was saved ${outcome.duplicates} time(s) before; kept both)` : '';
    await showBadge(tabId, true, `Saved to Pith: ${outcome.clip.title}${note}`);
  } else {
    await showBadge(tabId, false, `Pith: ${outcome.message}`);
    await notifyFailure(outcome.message);
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

handleMessages({
  ping: async () => ({ version: browser.runtime.getManifest().version }),
  preview: async ({ tabId, mode }) => preview(tabId, mode),
  save: async ({ tabId, ...choices }) => save(tabId, choices),
  findByUrl: async ({ url }) => {
    const clips = await (await store()).findByUrl(url);
    return { clips: clips.map(({ id, title, created, notebook }) => ({ id, title, created, notebook })) };
  },
  openLibrary: async ({ clipId }) => {
    const page = browser.runtime.getURL('src/library/index.html') + (clipId ? `#clip=${encodeURIComponent(clipId)}` : '');
    await browser.tabs.create({ url: page });
    return { ok: true };
  },
});

browser.commands.onCommand.addListener((command, tab) => {
  if (command !== 'save-article') return;
  void (async () => {
    const target = tab?.id ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
    if (target !== undefined) await saveQuietly(target, 'article');
  })();
});

registerContextMenus(saveQuietly);
