// The right-click entries. Each saves without opening the popup and answers on the badge.
import browser, { type Menus, type Tabs } from 'webextension-polyfill';
import type { ClipMode } from '../core/types';
import { DEFAULT_NOTEBOOK, type ClipDraft } from '../shared/clip';
import { t } from '../shared/i18n';
import { hostOf, store } from './clipper';
import { notifyFailure, showBadge } from './badge';
import { errorText, failedTitle, savedTitle } from './words';

export const MENU = {
  article: 'pith-save-article',
  selection: 'pith-save-selection',
  link: 'pith-save-link',
  image: 'pith-save-image',
  library: 'pith-open-library',
} as const;

type SaveTab = (tabId: number, mode: ClipMode) => Promise<void>;

/** Menus persist in the browser profile, but are rebuilt on install/update and on startup so a new locale or a
 *  lost registration (Firefox event pages) never leaves the reader without them. */
async function createMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  const items: Array<[string, string, Menus.ContextType]> = [
    [MENU.article, t('background_menu_save_article'), 'page'],
    [MENU.selection, t('background_menu_save_selection'), 'selection'],
    [MENU.link, t('background_menu_save_link'), 'link'],
    [MENU.image, t('background_menu_save_image'), 'image'],
    [MENU.library, t('background_menu_open_library'), 'action'],
  ];
  for (const [id, title, context] of items) browser.contextMenus.create({ id, title, contexts: [context] });
}

export function registerContextMenus(saveTab: SaveTab): void {
  browser.runtime.onInstalled.addListener(() => void createMenus().catch(() => undefined));
  browser.runtime.onStartup.addListener(() => void createMenus().catch(() => undefined));
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void onMenuClick(info, tab, saveTab);
  });
}

export async function onMenuClick(info: Menus.OnClickData, tab: Tabs.Tab | undefined, saveTab: SaveTab): Promise<void> {
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
    const clips = await store();
    const earlier = await clips.findByUrl(draft.url);
    const clip = await clips.add(draft);
    if (tab?.id !== undefined) await showBadge(tab.id, true, savedTitle(clip.title, earlier.length));
  } catch (error) {
    const message = errorText(error);
    if (tab?.id !== undefined) await showBadge(tab.id, false, failedTitle(message));
    await notifyFailure(message);
  }
}

function baseDraft(url: string, title: string): ClipDraft {
  return {
    url,
    canonicalUrl: null,
    title,
    byline: null,
    site: hostOf(url),
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
  const from = tab?.url ? t('background_link_from', [tab.title || tab.url, tab.url]) : null;
  return { ...baseDraft(linkUrl, title), excerpt: from, text: from ?? '' };
}

export function imageDraft(srcUrl: string, tab: Tabs.Tab | undefined): ClipDraft {
  const name = safeDecode(srcUrl.split(/[?#]/)[0]!.split('/').pop() || 'image');
  const page = tab?.url ?? srcUrl;
  const pageTitle = tab?.title || page;
  const caption = t('background_image_from', pageTitle);
  const html = `<figure><img src="${escapeAttribute(srcUrl)}" alt=""><figcaption><a href="${escapeAttribute(page)}">${escapeText(caption)}</a></figcaption></figure>`;
  return { ...baseDraft(page, t('background_image_title', name)), html, leadImage: srcUrl, mode: 'selection', text: caption };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
