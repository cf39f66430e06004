// Entry of the popup page: gather the real dependencies, then hand over to ClipPopup, which asks for the
// preview first thing. Localizing the page fills the wait for the settings and the tab.
import browser from 'webextension-polyfill';
import { requestImageAccess } from '../shared/assets/permission';
import { localizePage } from '../shared/i18n';
import { applyTheme, loadSettings } from '../shared/settings';
import { backgroundConnector } from './connector';
import type { EarlyAnswers } from './early';
import { ClipPopup } from './popup';

/**
 * The tab to clip: `?tab=<id>` (the worker sets Chrome's popup so at each click; the popup window and tests open
 * it so), else the active tab (Firefox's popup, named in its manifest).
 */
async function targetTabId(): Promise<number | undefined> {
  const param = new URLSearchParams(location.search).get('tab');
  if (param !== null && /^\d+$/.test(param)) return Number(param);
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

async function main(): Promise<void> {
  performance.mark('pith-popup-script');
  const early = (window as { pithEarly?: EarlyAnswers }).pithEarly ?? {};
  const facts = Promise.all([loadSettings(early.settings), targetTabId()]);
  localizePage(document);
  const [settings, tabId] = await facts;
  const popup = new ClipPopup({
    doc: document,
    connector: backgroundConnector(early.preview),
    settings,
    tabId,
    closeWindow: () => window.close(),
    writeClipboard: (text) => navigator.clipboard.writeText(text),
    askImageAccess: requestImageAccess,
  });
  const started = popup.start();
  applyTheme(settings.theme);
  await started;
}

void main();
