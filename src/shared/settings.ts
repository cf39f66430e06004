// The reader's settings: validated, versioned, stored in storage.local, and observed so that a change takes effect
// in every open context without a reload.
import browser from 'webextension-polyfill';
import type { ClipMode } from '../core/types';
import { DEFAULT_NOTEBOOK } from './clip';

export const SETTINGS_KEY = 'settings';
export const SETTINGS_VERSION = 1;

export type Theme = 'system' | 'light' | 'dark';

export interface Settings {
  version: number;
  defaultMode: Exclude<ClipMode, 'selection'>;
  defaultNotebook: string;
  /** Fetch the clip's images and store them with it. */
  keepImages: boolean;
  /** Per-clip cap on stored image bytes, in megabytes. */
  imageCapMb: number;
  /** Scroll the page to make lazy images load before reading it (the scroll position is restored). */
  scrollForLazyImages: boolean;
  /** Front matter template; empty means the built-in one. */
  frontMatterTemplate: string;
  /** File name template for Markdown downloads and exports. */
  fileNameTemplate: string;
  theme: Theme;
}

export const DEFAULT_SETTINGS: Settings = {
  version: SETTINGS_VERSION,
  defaultMode: 'article',
  defaultNotebook: DEFAULT_NOTEBOOK,
  keepImages: true,
  imageCapMb: 20,
  scrollForLazyImages: false,
  frontMatterTemplate: '',
  fileNameTemplate: '{{title}}',
  theme: 'system',
};

const MODES = ['article', 'fullpage', 'bookmark'] as const;
const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/** Keeps what is valid in `stored` and falls back to defaults for the rest (old versions, hand edits, corruption). */
export function validateSettings(stored: unknown): Settings {
  const input = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const text = (value: unknown, fallback: string, max: number) => (typeof value === 'string' && value.length <= max ? value : fallback);
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const d = DEFAULT_SETTINGS;
  return {
    version: SETTINGS_VERSION,
    defaultMode: MODES.includes(input.defaultMode as never) ? (input.defaultMode as Settings['defaultMode']) : d.defaultMode,
    defaultNotebook: text(input.defaultNotebook, d.defaultNotebook, 200).trim() || d.defaultNotebook,
    keepImages: flag(input.keepImages, d.keepImages),
    imageCapMb:
      typeof input.imageCapMb === 'number' && Number.isFinite(input.imageCapMb) && input.imageCapMb >= 1 && input.imageCapMb <= 500
        ? Math.round(input.imageCapMb)
        : d.imageCapMb,
    scrollForLazyImages: flag(input.scrollForLazyImages, d.scrollForLazyImages),
    frontMatterTemplate: text(input.frontMatterTemplate, d.frontMatterTemplate, 10_000),
    fileNameTemplate: text(input.fileNameTemplate, d.fileNameTemplate, 500).trim() || d.fileNameTemplate,
    theme: THEMES.includes(input.theme as Theme) ? (input.theme as Theme) : d.theme,
  };
}

export async function loadSettings(): Promise<Settings> {
  const stored = await browser.storage.local.get(SETTINGS_KEY);
  return validateSettings(stored[SETTINGS_KEY]);
}

export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = validateSettings({ ...(await loadSettings()), ...patch });
  await browser.storage.local.set({ [SETTINGS_KEY]: next });
  return next;
}

/** Calls `listener` with the new settings whenever any context changes them. */
export function onSettingsChanged(listener: (settings: Settings) => void): void {
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && SETTINGS_KEY in changes) listener(validateSettings(changes[SETTINGS_KEY]?.newValue));
  });
}

/** Applies the theme choice to a page: `data-theme` on <html>, read by theme.css. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
}
