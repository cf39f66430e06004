// The extension's keyboard shortcuts as the browser has them now (the reader may have changed them), and how to
// change them: Chrome has a page for it, Firefox a menu in about:addons.
import browser from 'webextension-polyfill';
import { t } from '../shared/i18n';

/** The browser's own shortcuts page; only Chromium browsers have one an extension may open. */
export const CHROME_SHORTCUTS_PAGE = 'chrome://extensions/shortcuts';

export interface Shortcut {
  description: string;
  /** The key combination, or '' when the reader has none set. */
  keys: string;
}

/** Describes the command that opens the popup: the browser reports it with an empty description. */
function describeCommand(command: browser.Commands.Command): string {
  if (command.name === '_execute_action' || command.name === '_execute_browser_action') return t('ext_command_open');
  return command.description || command.name || '';
}

export async function currentShortcuts(): Promise<Shortcut[]> {
  const commands = await browser.commands.getAll();
  return commands.map((command) => ({ description: describeCommand(command), keys: command.shortcut ?? '' }));
}

/** Fills a <dl> with one term (what the shortcut does) and one definition (its keys) per command. */
export function renderShortcuts(list: HTMLElement, shortcuts: Shortcut[]): void {
  list.replaceChildren();
  for (const shortcut of shortcuts) {
    const term = document.createElement('dt');
    term.textContent = shortcut.description;
    const keys = document.createElement('dd');
    if (shortcut.keys) {
      const kbd = document.createElement('kbd');
      kbd.textContent = shortcut.keys;
      keys.append(kbd);
    } else {
      keys.textContent = t('settings_shortcut_none');
    }
    list.append(term, keys);
  }
}

/** Firefox exposes runtime.getBrowserInfo; Chromium browsers do not. */
export function isFirefox(): boolean {
  return typeof (browser.runtime as { getBrowserInfo?: unknown }).getBrowserInfo === 'function';
}

export async function openShortcutSettings(): Promise<void> {
  await browser.tabs.create({ url: CHROME_SHORTCUTS_PAGE });
}
