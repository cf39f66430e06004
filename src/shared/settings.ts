// The reader's settings: validated, versioned, stored in storage.local, and observed so that a change takes effect
// in every open context without a reload.
import browser from 'webextension-polyfill';
import type { ClipMode } from '../core/types';
import { DEFAULT_NOTEBOOK } from './clip';

export const SETTINGS_KEY = 'settings';
/** 2 added `filteredTopics`; version 1 records are migrated by `validateSettings` (the new field starts empty). */
export const SETTINGS_VERSION = 2;

export type Theme = 'system' | 'light' | 'dark';
export type DefaultMode = Exclude<ClipMode, 'selection'>;

/**
 * A topic the reader wants to be warned about before clipping (e.g. "celebrity gossip").
 * `examples.positive` are pages that ARE this topic, `examples.negative` pages that look close but are NOT; each
 * entry is a clip id from the library or a page URL. The classifier's filter reads this shape as it is.
 */
export interface FilteredTopic {
  name: string;
  examples: { positive: string[]; negative: string[] };
}

export interface Settings {
  version: number;
  defaultMode: DefaultMode;
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
  /** Topics the reader asked to be warned about. */
  filteredTopics: FilteredTopic[];
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
  filteredTopics: [],
  theme: 'system',
};

export const MODES: readonly DefaultMode[] = ['article', 'fullpage', 'bookmark'];
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/** Limits on what the reader can enter: each keeps storage.local small and the settings page usable. */
export const LIMITS = {
  /** Same bound as the `save` message's notebook (MAX_NOTEBOOK_LENGTH in messages.ts), so a default always saves. */
  notebookLength: 200,
  /** 1 MB keeps one photo; 500 MB is past any article we measured and still far from storage quotas. */
  imageCapMb: { min: 1, max: 500 },
  /** A front matter of 10,000 characters is ~200 lines: more is a mistake (a pasted document), not a template. */
  frontMatterLength: 10_000,
  /** Names are cut to 120 characters after filling anyway; 500 leaves room for placeholders. */
  fileNameLength: 500,
  /** A warning list, not a classifier training set: 50 topics fit on one settings screen. */
  topics: 50,
  /** A topic is a short name shown in a warning. */
  topicNameLength: 100,
  /** Examples per side of a topic; the filter learns from a few dozen, 200 bounds storage. */
  examplesPerSide: 200,
  /** Longest URL browsers reliably handle in practice (2,048), also for ids. */
  exampleLength: 2_048,
} as const;

/** Characters no file system accepts in a name (Windows is the strictest); `/` would create folders. */
const FILE_NAME_FORBIDDEN = /[\\/:*?"<>|\u0000-\u001f]/;

/** Why a field's value was refused: the i18n key of the message shown next to it. */
export type SettingError =
  | 'settings_error_notebook_empty'
  | 'settings_error_notebook_long'
  | 'settings_error_image_cap'
  | 'settings_error_template_long'
  | 'settings_error_template_braces'
  | 'settings_error_file_name_empty'
  | 'settings_error_file_name_chars'
  | 'settings_error_topic_name'
  | 'settings_error_topic_duplicate'
  | 'settings_error_topic_examples'
  | 'settings_error_choice';

export type SettingErrors = Partial<Record<keyof Settings, SettingError>>;

/** `{{` and `}}` must pair up, or the template would print half a placeholder. */
function bracesBalanced(template: string): boolean {
  let open = false;
  for (const match of template.matchAll(/\{\{|\}\}/g)) {
    if ((match[0] === '{{') === open) return false;
    open = !open;
  }
  return !open;
}

/** A clip id as the store makes them (a UUID), or any id-like token a later format might use. */
const CLIP_ID = /^[\w-]{1,100}$/;

/** An example page: a web address (http or https) or the id of a clip in the library. */
function isExample(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > LIMITS.exampleLength) return false;
  const entry = value.trim();
  if (CLIP_ID.test(entry)) return true;
  return /^https?:\/\//i.test(entry) && URL.canParse(entry) && !/\s/.test(entry);
}

function topicError(topics: unknown): SettingError | undefined {
  if (!Array.isArray(topics) || topics.length > LIMITS.topics) return 'settings_error_topic_name';
  const names = new Set<string>();
  for (const topic of topics as unknown[]) {
    const record = typeof topic === 'object' && topic !== null ? (topic as Record<string, unknown>) : {};
    const name = typeof record.name === 'string' ? record.name.trim() : '';
    if (!name || name.length > LIMITS.topicNameLength) return 'settings_error_topic_name';
    if (names.has(name.toLowerCase())) return 'settings_error_topic_duplicate';
    names.add(name.toLowerCase());
    const examples = (record.examples ?? {}) as Record<string, unknown>;
    for (const side of [examples.positive, examples.negative]) {
      if (!Array.isArray(side) || side.length > LIMITS.examplesPerSide || !side.every(isExample)) return 'settings_error_topic_examples';
    }
  }
  return undefined;
}

/**
 * What is wrong with the fields present in `patch` (the reader's input, before it is saved). Fields that are
 * absent are not checked. An empty result means the patch may be saved.
 */
export function settingErrors(patch: Partial<Record<keyof Settings, unknown>>): SettingErrors {
  const errors: SettingErrors = {};
  const has = (field: keyof Settings) => Object.hasOwn(patch, field);
  if (has('defaultNotebook')) {
    const notebook = typeof patch.defaultNotebook === 'string' ? patch.defaultNotebook.trim() : '';
    if (!notebook) errors.defaultNotebook = 'settings_error_notebook_empty';
    else if (notebook.length > LIMITS.notebookLength) errors.defaultNotebook = 'settings_error_notebook_long';
  }
  if (has('imageCapMb')) {
    const cap = patch.imageCapMb;
    const ok = typeof cap === 'number' && Number.isInteger(cap) && cap >= LIMITS.imageCapMb.min && cap <= LIMITS.imageCapMb.max;
    if (!ok) errors.imageCapMb = 'settings_error_image_cap';
  }
  if (has('frontMatterTemplate')) {
    const template = patch.frontMatterTemplate;
    if (typeof template !== 'string' || template.length > LIMITS.frontMatterLength) errors.frontMatterTemplate = 'settings_error_template_long';
    else if (!bracesBalanced(template)) errors.frontMatterTemplate = 'settings_error_template_braces';
  }
  if (has('fileNameTemplate')) {
    const name = typeof patch.fileNameTemplate === 'string' ? patch.fileNameTemplate.trim() : '';
    if (!name) errors.fileNameTemplate = 'settings_error_file_name_empty';
    else if (name.length > LIMITS.fileNameLength) errors.fileNameTemplate = 'settings_error_template_long';
    else if (!bracesBalanced(name)) errors.fileNameTemplate = 'settings_error_template_braces';
    else if (FILE_NAME_FORBIDDEN.test(name.replace(/\{\{[^}]*\}\}/g, ''))) errors.fileNameTemplate = 'settings_error_file_name_chars';
  }
  if (has('filteredTopics')) {
    const error = topicError(patch.filteredTopics);
    if (error) errors.filteredTopics = error;
  }
  for (const [field, choices] of [['defaultMode', MODES], ['theme', THEMES]] as const) {
    if (has(field) && !(choices as readonly unknown[]).includes(patch[field])) errors[field] = 'settings_error_choice';
  }
  for (const field of ['keepImages', 'scrollForLazyImages'] as const) {
    if (has(field) && typeof patch[field] !== 'boolean') errors[field] = 'settings_error_choice';
  }
  return errors;
}

function cleanTopics(value: unknown): FilteredTopic[] {
  if (topicError(value)) return [];
  return (value as FilteredTopic[]).map((topic) => ({
    name: topic.name.trim(),
    examples: { positive: topic.examples.positive.map((entry) => entry.trim()), negative: topic.examples.negative.map((entry) => entry.trim()) },
  }));
}

/**
 * Keeps what is valid in `stored` and falls back to defaults for the rest (old versions, hand edits, corruption).
 * Version 1 records have no `filteredTopics`; they come out as version 2 with none.
 */
export function validateSettings(stored: unknown): Settings {
  const input = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const errors = settingErrors(input);
  const field = <K extends keyof Settings>(key: K, clean: (value: unknown) => Settings[K] = (value) => value as Settings[K]): Settings[K] =>
    Object.hasOwn(input, key) && !errors[key] ? clean(input[key]) : DEFAULT_SETTINGS[key];
  const trimmed = (value: unknown) => (value as string).trim();
  return {
    version: SETTINGS_VERSION,
    defaultMode: field('defaultMode'),
    defaultNotebook: field('defaultNotebook', trimmed),
    keepImages: field('keepImages'),
    imageCapMb: field('imageCapMb'),
    scrollForLazyImages: field('scrollForLazyImages'),
    frontMatterTemplate: field('frontMatterTemplate'),
    fileNameTemplate: field('fileNameTemplate', trimmed),
    filteredTopics: field('filteredTopics', cleanTopics),
    theme: field('theme'),
  };
}

/** The stored settings, validated. `asked`: storage's answer when it was asked already (the popup's early.ts). */
export async function loadSettings(asked?: Promise<Record<string, unknown>>): Promise<Settings> {
  const stored = (await asked?.catch(() => undefined)) ?? (await browser.storage.local.get(SETTINGS_KEY));
  return validateSettings(stored[SETTINGS_KEY]);
}

/** Saves `patch` over the stored settings; invalid fields keep their stored value. */
export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  return (await trySaveSettings(patch)).settings;
}

/**
 * Saves the fields of `patch` that are valid and returns the errors of those that are not (those keep their
 * stored value). The settings page shows the errors inline.
 */
export async function trySaveSettings(patch: Partial<Settings>): Promise<{ settings: Settings; errors: SettingErrors }> {
  const errors = settingErrors(patch);
  const accepted = Object.fromEntries(Object.entries(patch).filter(([key]) => !(key in errors)));
  const stored = await loadSettings();
  // Nothing valid to store: leave storage alone, so other pages are not told of a change that did not happen.
  if (Object.keys(accepted).length === 0) return { settings: stored, errors };
  const settings = validateSettings({ ...stored, ...accepted });
  await browser.storage.local.set({ [SETTINGS_KEY]: settings });
  return { settings, errors };
}

/** Calls `listener` with the new settings whenever any context changes them. Returns a function that stops it. */
export function onSettingsChanged(listener: (settings: Settings) => void): () => void {
  const onChanged = (changes: Record<string, browser.Storage.StorageChange>, area: string) => {
    if (area === 'local' && SETTINGS_KEY in changes) listener(validateSettings(changes[SETTINGS_KEY]?.newValue));
  };
  browser.storage.onChanged.addListener(onChanged);
  return () => browser.storage.onChanged.removeListener(onChanged);
}

/** Applies the theme choice to a page: `data-theme` on <html>, read by theme.css. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
}

/** Loads the theme now and follows later changes: one call for every extension page. */
export async function followTheme(root: HTMLElement = document.documentElement): Promise<void> {
  applyTheme((await loadSettings()).theme, root);
  onSettingsChanged((settings) => applyTheme(settings.theme, root));
}
