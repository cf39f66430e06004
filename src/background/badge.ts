// Confirms saves that happen without the popup (shortcut, context menu) on the toolbar button.
import browser from 'webextension-polyfill';

const BADGE_MS = 4_000;
const SUCCESS = { text: '✓', color: '#1a7f37' };
const FAILURE = { text: '!', color: '#c62828' };

export async function showBadge(tabId: number, ok: boolean, title: string): Promise<void> {
  const look = ok ? SUCCESS : FAILURE;
  await browser.action.setBadgeBackgroundColor({ tabId, color: look.color });
  await browser.action.setBadgeText({ tabId, text: look.text });
  await browser.action.setTitle({ tabId, title });
  // The worker stays alive well past this after the event that caused the save.
  setTimeout(() => {
    void browser.action.setBadgeText({ tabId, text: '' }).catch(() => undefined);
    void browser.action.setTitle({ tabId, title: '' }).catch(() => undefined);
  }, BADGE_MS);
}

export async function notifyFailure(message: string): Promise<void> {
  await browser.notifications.create({
    type: 'basic',
    iconUrl: browser.runtime.getURL('icons/icon-128.png'),
    title: 'Pith could not save this page',
    message,
  });
}
