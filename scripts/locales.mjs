// Merges every context's strings (src/<context>/_locales/<locale>.json) into Chrome's per-locale messages.json.
// Used by the build (vite.config.ts) and by the i18n test; a key defined twice is an error.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALES = ['en', 'zh_CN', 'zh_TW'];

/** @returns {Record<string, Record<string, {message: string, description?: string, placeholders?: object}>>} */
export function mergeLocales(srcDir) {
  const merged = Object.fromEntries(LOCALES.map((locale) => [locale, {}]));
  const owner = {};
  for (const context of readdirSync(srcDir)) {
    const dir = join(srcDir, context, '_locales');
    if (!existsSync(dir)) continue;
    for (const locale of LOCALES) {
      const path = join(dir, `${locale}.json`);
      if (!existsSync(path)) continue;
      const messages = JSON.parse(readFileSync(path, 'utf8'));
      for (const [key, entry] of Object.entries(messages)) {
        const seen = owner[`${locale}:${key}`];
        if (seen) throw new Error(`i18n key "${key}" (${locale}) is defined in both ${seen} and ${path}`);
        owner[`${locale}:${key}`] = path;
        merged[locale][key] = entry;
      }
    }
  }
  return merged;
}
