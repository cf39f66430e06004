// @vitest-environment jsdom
// localizePage fills text and the attributes a reader hears or sees from the messages of the UI's language, and
// dates and numbers follow that language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { mergeLocales } from '../../../scripts/locales.mjs';

const zh = mergeLocales(join(import.meta.dirname, '../../../src')).zh_CN!;
vi.mock('webextension-polyfill', () => ({
  default: {
    i18n: {
      getMessage: (key: string, substitutions?: string | string[]) =>
        (zh[key]?.message ?? '').replace(/\$(\d)/g, (_, n: string) => [substitutions ?? []].flat()[Number(n) - 1] ?? ''),
      getUILanguage: () => 'zh-CN',
    },
  },
}));

const { formatDate, formatNumber, localizePage, t } = await import('../../../src/shared/i18n');

describe('localizePage', () => {
  it('fills data-i18n text, labels, placeholders and titles, and sets <html lang>', () => {
    document.documentElement.innerHTML = readFileSync(join(import.meta.dirname, '../../../src/settings/index.html'), 'utf8')
      .replace(/^[\s\S]*?<html[^>]*>/, '')
      .replace(/<\/html>\s*$/, '');
    localizePage(document);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.title).toBe('Pith 设置');
    expect(document.querySelector('h1')?.textContent).toBe('Pith 设置');
    expect(document.querySelector('label[for="defaultNotebook"]')?.textContent).toBe('默认笔记本');
    expect(document.getElementById('frontMatterTemplate')?.getAttribute('placeholder')).toBe(zh.settings_front_matter_placeholder!.message);
    const english = [...document.querySelectorAll<HTMLElement>('[data-i18n]')].filter((element) => element.closest('template') === null && !/\p{Script=Han}/u.test(element.textContent ?? ''));
    // Only strings that are the same in Chinese (the product name, code placeholders) may stay without Han characters.
    expect(english.map((element) => element.dataset.i18n)).toEqual([]);
  });

  it('substitutes $1 and falls back to the key for an unknown message', () => {
    expect(t('settings_topic_legend', '3')).toBe('话题 3');
    expect(t('no_such_message')).toBe('no_such_message');
  });
});

describe('Intl in the UI language', () => {
  it('formats dates and numbers the Chinese way', () => {
    expect(formatDate('2026-03-15T09:30:00Z')).toBe('2026年3月15日');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatDate('not a date')).toBe('');
  });
});
