// Settings: what is accepted, what is refused (and why), and how old or damaged records come back.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const storage = new Map<string, unknown>();
vi.mock('webextension-polyfill', () => ({
  default: {
    storage: {
      local: {
        get: async (key: string) => (storage.has(key) ? { [key]: structuredClone(storage.get(key)) } : {}),
        set: async (items: Record<string, unknown>) => {
          for (const [key, value] of Object.entries(items)) storage.set(key, structuredClone(value));
        },
      },
      onChanged: { addListener: () => undefined, removeListener: () => undefined },
    },
  },
}));

const { DEFAULT_SETTINGS, SETTINGS_KEY, SETTINGS_VERSION, loadSettings, saveSettings, settingErrors, trySaveSettings, validateSettings } = await import(
  '../../../src/shared/settings'
);

const topic = (name: string, positive: string[] = ['https://example.com/a'], negative: string[] = []) => ({ name, examples: { positive, negative } });

describe('validateSettings', () => {
  it('gives the defaults for nothing, garbage and arrays', () => {
    for (const stored of [undefined, null, 42, 'settings', [], {}]) expect(validateSettings(stored)).toEqual(DEFAULT_SETTINGS);
  });

  it('migrates a version 1 record: keeps its fields, adds no topics, stamps the current version', () => {
    const v1 = { version: 1, defaultMode: 'fullpage', defaultNotebook: 'Research', keepImages: false, imageCapMb: 50, scrollForLazyImages: true, frontMatterTemplate: 'title: {{title}}', fileNameTemplate: '{{date}} {{title}}', theme: 'dark' };
    expect(validateSettings(v1)).toEqual({ ...v1, version: SETTINGS_VERSION, filteredTopics: [] });
    expect(SETTINGS_VERSION).toBe(2);
  });

  it('replaces each invalid field by its default and keeps the valid ones', () => {
    const settings = validateSettings({ defaultMode: 'selection', defaultNotebook: '  Work  ', imageCapMb: 0, theme: 'sepia', keepImages: 'yes', fileNameTemplate: 'a/b' });
    expect(settings.defaultMode).toBe('article');
    expect(settings.defaultNotebook).toBe('Work');
    expect(settings.imageCapMb).toBe(DEFAULT_SETTINGS.imageCapMb);
    expect(settings.theme).toBe('system');
    expect(settings.keepImages).toBe(true);
    expect(settings.fileNameTemplate).toBe('{{title}}');
  });

  it('trims topic names and examples', () => {
    const settings = validateSettings({ filteredTopics: [topic('  Gossip ', [' https://example.com/x '], [' clip-1'])] });
    expect(settings.filteredTopics).toEqual([topic('Gossip', ['https://example.com/x'], ['clip-1'])]);
  });
});

describe('settingErrors', () => {
  it('accepts the defaults', () => {
    expect(settingErrors(DEFAULT_SETTINGS)).toEqual({});
  });

  it('checks only the fields it is given', () => {
    expect(settingErrors({ defaultNotebook: 'Work' })).toEqual({});
    expect(settingErrors({})).toEqual({});
  });

  it.each([
    [{ defaultNotebook: '   ' }, 'defaultNotebook', 'settings_error_notebook_empty'],
    [{ defaultNotebook: 'n'.repeat(201) }, 'defaultNotebook', 'settings_error_notebook_long'],
    [{ imageCapMb: 0 }, 'imageCapMb', 'settings_error_image_cap'],
    [{ imageCapMb: 501 }, 'imageCapMb', 'settings_error_image_cap'],
    [{ imageCapMb: 2.5 }, 'imageCapMb', 'settings_error_image_cap'],
    [{ imageCapMb: '' }, 'imageCapMb', 'settings_error_image_cap'],
    [{ frontMatterTemplate: 'title: {{title}' }, 'frontMatterTemplate', 'settings_error_template_braces'],
    [{ frontMatterTemplate: 'a }} b {{' }, 'frontMatterTemplate', 'settings_error_template_braces'],
    [{ frontMatterTemplate: 'x'.repeat(10_001) }, 'frontMatterTemplate', 'settings_error_template_long'],
    [{ fileNameTemplate: '' }, 'fileNameTemplate', 'settings_error_file_name_empty'],
    [{ fileNameTemplate: '{{site}}/{{title}}' }, 'fileNameTemplate', 'settings_error_file_name_chars'],
    [{ fileNameTemplate: 'what?' }, 'fileNameTemplate', 'settings_error_file_name_chars'],
    [{ fileNameTemplate: '{{title' }, 'fileNameTemplate', 'settings_error_template_braces'],
    [{ filteredTopics: [topic('')] }, 'filteredTopics', 'settings_error_topic_name'],
    [{ filteredTopics: [topic('Ads'), topic('ads')] }, 'filteredTopics', 'settings_error_topic_duplicate'],
    [{ filteredTopics: [topic('Ads', [''])] }, 'filteredTopics', 'settings_error_topic_examples'],
    [{ filteredTopics: [topic('Ads', ['some words here'])] }, 'filteredTopics', 'settings_error_topic_examples'],
    [{ filteredTopics: [topic('Ads', [], ['ftp://example.com/file'])] }, 'filteredTopics', 'settings_error_topic_examples'],
    [{ filteredTopics: [topic('Ads', ['https://'])] }, 'filteredTopics', 'settings_error_topic_examples'],
    [{ filteredTopics: [{ name: 'Ads' }] }, 'filteredTopics', 'settings_error_topic_examples'],
    [{ filteredTopics: 'Ads' }, 'filteredTopics', 'settings_error_topic_name'],
    [{ defaultMode: 'selection' }, 'defaultMode', 'settings_error_choice'],
    [{ theme: 'sepia' }, 'theme', 'settings_error_choice'],
    [{ keepImages: 1 }, 'keepImages', 'settings_error_choice'],
  ])('refuses %j', (patch, field, error) => {
    expect(settingErrors(patch)).toEqual({ [field]: error });
  });

  it('accepts placeholders with spaces, CJK names and an empty front matter', () => {
    expect(settingErrors({ fileNameTemplate: '{{ date }} {{title}} — 剪藏', frontMatterTemplate: '', defaultNotebook: '读书笔记' })).toEqual({});
  });

  it('accepts web addresses and clip ids as examples', () => {
    const examples = ['https://example.com/a?b=1#c', 'HTTP://例子.测试/路径', '3f1c2b9e-8d7a-4c3b-9e1f-2a6b7c8d9e0f', 'clip_42'];
    expect(settingErrors({ filteredTopics: [topic('Ads', examples, examples)] })).toEqual({});
  });

  it('accepts a topic with no examples yet, and the size limits exactly', () => {
    expect(settingErrors({ filteredTopics: [topic('Ads', [], [])] })).toEqual({});
    expect(settingErrors({ defaultNotebook: 'n'.repeat(200), imageCapMb: 500 })).toEqual({});
    expect(settingErrors({ filteredTopics: Array.from({ length: 51 }, (_, i) => topic(`t${i}`)) })).toEqual({ filteredTopics: 'settings_error_topic_name' });
  });
});

describe('saving', () => {
  beforeEach(() => storage.clear());

  it('stores the valid fields, refuses the invalid ones and reports why', async () => {
    const { settings, errors } = await trySaveSettings({ defaultNotebook: 'Reading list', imageCapMb: -3 });
    expect(errors).toEqual({ imageCapMb: 'settings_error_image_cap' });
    expect(settings.defaultNotebook).toBe('Reading list');
    expect(settings.imageCapMb).toBe(DEFAULT_SETTINGS.imageCapMb);
    expect(storage.get(SETTINGS_KEY)).toEqual(settings);
  });

  it('keeps a stored value when a later patch for it is invalid', async () => {
    await saveSettings({ imageCapMb: 64 });
    await saveSettings({ imageCapMb: 9999 });
    expect((await loadSettings()).imageCapMb).toBe(64);
  });

  it('upgrades a stored version 1 record on the next save', async () => {
    storage.set(SETTINGS_KEY, { version: 1, defaultNotebook: 'Old' });
    await saveSettings({ theme: 'light' });
    expect(storage.get(SETTINGS_KEY)).toMatchObject({ version: 2, defaultNotebook: 'Old', theme: 'light', filteredTopics: [] });
  });
});
