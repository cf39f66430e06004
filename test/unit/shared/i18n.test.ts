// Every key exists in every locale, and every key the UI uses (t('…'), data-i18n*, __MSG_…__) is defined.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, mergeLocales } from '../../../scripts/locales.mjs';

const SRC = join(import.meta.dirname, '../../../src');
const merged = mergeLocales(SRC);

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true })
    .map((name) => join(SRC, String(name)))
    .filter((path) => /\.(ts|html)$/.test(path) && !path.includes('/core/'));
}

function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  const patterns = [/\bt\(\s*'([a-zA-Z0-9_]+)'/g, /data-i18n(?:-label|-placeholder|-title)?="([a-zA-Z0-9_]+)"/g, /__MSG_([a-zA-Z0-9_]+)__/g];
  const files = [...sourceFiles(), join(SRC, '../manifest.json')];
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) used.set(match[1]!, path);
  }
  return used;
}

describe('i18n', () => {
  it('has the same keys in every locale, each with a non-empty message', () => {
    const english = Object.keys(merged.en!).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      expect(Object.keys(merged[locale]!).sort(), `keys of ${locale}`).toEqual(english);
      for (const [key, entry] of Object.entries(merged[locale]!)) expect(entry.message.trim(), `${locale}:${key}`).not.toBe('');
    }
  });

  it('defines every key the UI and the manifest use', () => {
    const missing = [...usedKeys()].filter(([key]) => !(key in merged.en!)).map(([key, path]) => `${key} (${path})`);
    expect(missing).toEqual([]);
  });
});
