// Confirms saves that happen without the popup (shortcut, context menu) on the toolbar button.
import browser from 'webextension-polyfill';
import { t } from '../shared/i18n';

/** Long enough to notice after pressing a shortcut, short enough not to look like a lasting state. */
const BADGE_MS = 4_000;
const SUCCESS = { text: '✓', color: '#1a7f37' };
const FAILURE = { text: '!', color: '#c62828' };

/** The pending clear of each tab's badge: a newer save replaces it, so an older timer never wipes a newer badge. */
const clearTimers = new Map<number, ReturnType<typeof setTimeout>>();

export async function showBadge(tabId: number, ok: boolean, title: string): Promise<void> {
  const look = ok ? SUCCESS : FAILURE;
  try {
    await browser.action.setBadgeBackgroundColor({ tabId, color: look.color });
    await browser.action.setBadgeText({ tabId, text: look.text });
    await browser.action.setTitle({ tabId, title });
  } catch {
    // The tab was closed meanwhile: nothing left to show the result on.
    return;
  }
  // The worker stays alive well past this after the event that caused the save. If it is stopped first, the
  // badge stays until the tab navigates — harmless, and the save itself is already on disk.
  clearTimeout(clearTimers.get(tabId));
  clearTimers.set(
    tabId,
    setTimeout(() => {
      clearTimers.delete(tabId);
      void browser.action.setBadgeText({ tabId, text: '' }).catch(() => undefined);
      void browser.action.setTitle({ tabId, title: t('ext_action_title') }).catch(() => undefined);
    }, BADGE_MS),
  );
}

export async function notifyFailure(message: string): Promise<void> {
  await browser.notifications
    .create({
      type: 'basic',
      iconUrl: browser.runtime.getURL('icons/icon-128.png'),
      title: t('background_notify_failed_title'),
      message,
    })
    .catch(() => undefined);
}
