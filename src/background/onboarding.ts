// First run: open the welcome page once, right after install. The flag in storage.local makes "once" hold even
// if onInstalled reports another install over the same profile data (e.g. a reload of an unpacked copy).
import browser from 'webextension-polyfill';

export const WELCOME_SHOWN_KEY = 'welcomeShown';
export const WELCOME_PAGE = 'src/welcome/index.html';

export async function showWelcomeOnce(): Promise<boolean> {
  const stored = await browser.storage.local.get(WELCOME_SHOWN_KEY);
  if (stored[WELCOME_SHOWN_KEY] === true) return false;
  // Flag first: if opening the tab fails, the reader is not shown a welcome page at some later, odd moment.
  await browser.storage.local.set({ [WELCOME_SHOWN_KEY]: true });
  await browser.tabs.create({ url: browser.runtime.getURL(WELCOME_PAGE) });
  return true;
}

browser.runtime.onInstalled.addListener(({ reason }) => {
  if (reason === 'install') void showWelcomeOnce();
});
