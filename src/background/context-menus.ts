// The right-click entries. Each saves without opening the popup and answers on the badge.
import browser, { type Menus, type Tabs } from 'webextension-polyfill';
import type { ClipMode } from '../core/types';
import { DEFAULT_NOTEBOOK, type ClipDraft } from '../shared/clip';
import { store } from './clipper';
import { notifyFailure, showBadge } from './badge';

const MENU = {
  article: 'pith-save-article',
  selection: 'pith-save-selection',
  link: 'pith-save-link',
  image: 'pith-save-image',
  library: 'pith-open-library',
} as const;

export function registerContextMenus(saveTab: (tabId: number, mode: ClipMode) => Promise<void>): void {
  browser.runtime.onInstalled.addListener(() => {
    void (async () => {
      await browser.contextMenus.removeAll();
      browser.contextMenus.create({ id: MENU.article, title: 'Save article to Pith', contexts: ['page'] });
      browser.contextMenus.create({ id: MENU.selection, title: 'Save selection to Pith', contexts: ['selection'] });
      browser.contextMenus.create({ id: MENU.link, title: 'Save link to Pith', contexts: ['link'] });
      browser.contextMenus.create({ id: MENU.image, title: 'Save image to Pith', contexts: ['image'] });
      browser.contextMenus.create({ id: MENU.library, title: 'Open Pith library', contexts: ['action'] });
    })();
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void onMenuClick(info, tab, saveTab);
  });
}

export async function onMenuClick(
  info: Menus.OnClickData,
  tab: Tabs.Tab | undefined,
  saveTab: (tabId: number, mode: ClipMode) => Promise<void>,
): Promise<void> {
  switch (info.menuItemId) {
    case MENU.library:
      await browser.tabs.create({ url: browser.runtime.getURL('src/library/index.html') });
      return;
    case MENU.article:
      if (tab?.id !== undefined) await saveTab(tab.id, 'article');
      return;
    case MENU.selection:
      if (tab?.id !== undefined) await saveTab(tab.id, 'selection');
      return;
    case MENU.link:
      if (info.linkUrl) await saveDirect(tab, linkDraft(info.linkUrl, info.linkText ?? info.selectionText, tab));
      return;
    case MENU.image:
      if (info.srcUrl) await saveDirect(tab, imageDraft(info.srcUrl, tab));
      return;
  }
}

async function saveDirect(tab: Tabs.Tab | undefined, draft: ClipDraft): Promise<void> {
  try {
    const clip = await (await store()).add(draft);
    if (tab?.id !== undefined) await showBadge(tab.id, true, `Saved to Pith: ${clip.title}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (tab?.id !== undefined) await showBadge(tab.id, false, `Pith: ${message}`);
    await notifyFailure(message);
  }
}

function baseDraft(url: string, title: string): ClipDraft {
  return {
    url,
    canonicalUrl: null,
    title,
    byline: null,
    site: hostname(url),
    published: null,
    lang: null,
    excerpt: null,
    leadImage: null,
    html: '',
    text: '',
    mode: 'bookmark',
    notebook: DEFAULT_NOTEBOOK,
    tags: [],
    engineVersion: '',
    confidence: 1,
    wordCount: 0,
  };
}

/** A bookmark of the link's target: we do not fetch it (no host permission needed), we keep what the page says of it. */
export function linkDraft(linkUrl: string, linkText: string | undefined, tab: Tabs.Tab | undefined): ClipDraft {
  const title = linkText?.trim() || linkUrl;
  const from = tab?.url ? `Linked from ${tab.title || tab.url} (${tab.url})` : null;
  return { ...baseDraft(linkUrl, title), excerpt: from, text: from ?? '' };
}

export function imageDraft(srcUrl: string, tab: Tabs.Tab | undefined): ClipDraft {
  const name = decodeURIComponent(srcUrl.split(/[?#]/)[0]!.split('/').pop() || 'image');
  const page = tab?.url ?? srcUrl;
  const html = `<figure><img src="${escapeAttribute(srcUrl)}" alt=""><figcaption>From <a href="${escapeAttribute(page)}">${escapeText(tab?.title || page)}</a></figcaption></figure>`;
  return { ...baseDraft(page, `Image: ${name}`), html, leadImage: srcUrl, mode: 'selection', text: `From ${tab?.title || page}` };
}

function hostname(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
