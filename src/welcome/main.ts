// The welcome page, opened once after install (background/onboarding.ts). "Got it" closes it; it is never
// opened by itself again.
import browser from 'webextension-polyfill';
import { localizePage } from '../shared/i18n';
import { followTheme } from '../shared/settings';
import { currentShortcuts, renderShortcuts } from '../settings/shortcuts';

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`welcome page has no #${id}`);
  return element as T;
}

/** Closes this tab; window.close() is refused for tabs the page did not open itself. */
async function closeWelcome(): Promise<void> {
  const tab = await browser.tabs.getCurrent();
  if (tab?.id !== undefined) await browser.tabs.remove(tab.id);
  else window.close();
}

async function start(): Promise<void> {
  localizePage();
  await followTheme();
  byId('got-it').addEventListener('click', () => void closeWelcome());
  byId('open-library').addEventListener('click', () => void browser.tabs.create({ url: browser.runtime.getURL('src/library/index.html') }));
  byId('open-settings').addEventListener('click', () => void browser.runtime.openOptionsPage());
  renderShortcuts(byId('shortcuts'), await currentShortcuts());
  document.body.dataset.ready = 'true';
}

void start();
