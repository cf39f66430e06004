// @vitest-environment jsdom
// The settings page's parts in a DOM: the topic editor reads back what the reader typed in the stored shape, the
// form fields convert values both ways, and the previews render the sample clip with the exporter's functions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const english = JSON.parse(readFileSync(join(import.meta.dirname, '../../../src/settings/_locales/en.json'), 'utf8')) as Record<string, { message: string }>;
vi.mock('webextension-polyfill', () => ({
  default: {
    i18n: {
      getMessage: (key: string, substitutions?: string | string[]) =>
        (english[key]?.message ?? '').replace(/\$(\d)/g, (_, n: string) => [substitutions ?? []].flat()[Number(n) - 1] ?? ''),
      getUILanguage: () => 'en',
    },
  },
}));

const { linesOf, topicEditor } = await import('../../../src/settings/topics');
const { readField, showFieldError, writeField } = await import('../../../src/settings/fields');
const { previewFileName, previewFrontMatter, sampleClip } = await import('../../../src/settings/preview');
const { DEFAULT_SETTINGS } = await import('../../../src/shared/settings');

const page = readFileSync(join(import.meta.dirname, '../../../src/settings/index.html'), 'utf8');

beforeEach(() => {
  document.documentElement.innerHTML = new DOMParser().parseFromString(page, 'text/html').documentElement.innerHTML;
});

describe('topic editor', () => {
  function editor(onEdit = () => undefined) {
    return topicEditor(document.getElementById('topics') as HTMLUListElement, document.getElementById('topic-template') as HTMLTemplateElement, onEdit);
  }

  it('splits examples into lines and drops blank ones', () => {
    expect(linesOf(' a \n\n b\r\n  \n')).toEqual(['a', 'b']);
  });

  it('shows stored topics with labelled, numbered controls and reads them back unchanged', () => {
    const topics = [
      { name: 'Gossip', examples: { positive: ['https://a.example/1', 'clip-2'], negative: ['https://a.example/review'] } },
      { name: '广告', examples: { positive: [], negative: [] } },
    ];
    const topicList = editor();
    topicList.show(topics);
    expect(topicList.read()).toEqual(topics);
    const second = document.querySelectorAll('#topics > li')[1]!;
    expect(second.querySelector('legend')?.textContent).toBe('Topic 2');
    const name = second.querySelector<HTMLInputElement>('.topic-name')!;
    expect(name.id).toBe('topic-1-name');
    expect(second.querySelector<HTMLLabelElement>(`label[for="${name.id}"]`)?.textContent).toBe('Topic name');
    expect(second.querySelector('.topic-remove')?.getAttribute('aria-label')).toBe('Remove topic 2');
  });

  it('adds an empty topic with focus on its name, and removing renumbers and reports the edit', () => {
    const edits = vi.fn();
    const topicList = editor(edits);
    topicList.show([{ name: 'First', examples: { positive: [], negative: [] } }]);
    topicList.add();
    expect(document.activeElement?.id).toBe('topic-1-name');
    expect(topicList.read()).toHaveLength(2);
    document.querySelector<HTMLButtonElement>('#topics > li .topic-remove')!.click();
    expect(edits).toHaveBeenCalledTimes(1);
    expect(topicList.read()).toEqual([{ name: '', examples: { positive: [], negative: [] } }]);
    expect(document.querySelector('#topics legend')?.textContent).toBe('Topic 1');
    expect(document.activeElement?.id).toBe('topic-0-name');
  });
});

describe('form fields', () => {
  it('writes settings into the controls and reads them back as typed values', () => {
    const form = document.getElementById('settings-form') as HTMLFormElement;
    const settings = { ...DEFAULT_SETTINGS, defaultMode: 'bookmark' as const, keepImages: false, imageCapMb: 64, theme: 'dark' as const };
    for (const field of ['defaultMode', 'keepImages', 'imageCapMb', 'theme', 'defaultNotebook'] as const) writeField(form, field, settings);
    expect(readField(form, 'defaultMode')).toBe('bookmark');
    expect(readField(form, 'keepImages')).toBe(false);
    expect(readField(form, 'imageCapMb')).toBe(64);
    expect(readField(form, 'theme')).toBe('dark');
    expect(readField(form, 'defaultNotebook')).toBe('Inbox');
  });

  it('shows an inline error and marks the control invalid, then clears both', () => {
    const form = document.getElementById('settings-form') as HTMLFormElement;
    showFieldError(form, 'imageCapMb', 'settings_error_image_cap');
    const message = document.getElementById('imageCapMb-error')!;
    expect(message.hidden).toBe(false);
    expect(message.textContent).toBe(english.settings_error_image_cap!.message);
    expect(document.getElementById('imageCapMb')?.getAttribute('aria-invalid')).toBe('true');
    showFieldError(form, 'imageCapMb', undefined);
    expect(message.hidden).toBe(true);
    expect(document.getElementById('imageCapMb')?.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('previews', () => {
  const sample = sampleClip('Reading list');

  it('uses the built-in front matter when the template is empty', () => {
    const preview = previewFrontMatter('  \n', sample);
    expect(preview.startsWith('---\ntitle: "Notes on reading slowly"\nurl: "https://example.com/2026/03/reading-notes"\n')).toBe(true);
    expect(preview).toContain('notebook: "Reading list"');
    expect(preview.endsWith('---\n')).toBe(true);
  });

  it('renders the reader’s template', () => {
    expect(previewFrontMatter('source: {{domain}}\nday: {{date}}', sample)).toBe('---\nsource: "example.com"\nday: "2026-03-15"\n---\n');
  });

  it('names the file as the download will', () => {
    expect(previewFileName('{{date}} {{title}}', sample)).toBe('2026-03-15 Notes on reading slowly.md');
    expect(previewFileName('{{notebook}} - {{domain}}', sample)).toBe('Reading list - example.com.md');
  });
});
