import { defineConfig, transformWithOxc } from 'vite';
import { crx, type ManifestV3Export } from '@crxjs/vite-plugin';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { mergeLocales } from './scripts/locales.mjs';

// One source manifest (manifest.json) for both browsers; Firefox gets its differences here so the two can't drift.
type Target = 'chrome' | 'firefox';
const target: Target = process.env.PITH_TARGET === 'firefox' ? 'firefox' : 'chrome';

function manifestFor(browser: Target): ManifestV3Export {
  const source = JSON.parse(readFileSync(resolve(import.meta.dirname, 'manifest.json'), 'utf8'));
  if (browser === 'chrome') return source;
  const { service_worker: worker, ...background } = source.background;
  const { minimum_chrome_version: _chromeOnly, ...rest } = source;
  return {
    ...rest,
    // Firefox opens an action's popup only from the click's own event handler, before any await: it keeps the
    // popup in its manifest (the popup reads on request) where Chrome's worker opens it after starting the read.
    action: { ...source.action, default_popup: 'src/popup/index.html' },
    background: { ...background, scripts: [worker] },
    browser_specific_settings: {
      gecko: {
        id: 'pith@pith.app',
        strict_min_version: '142.0',
        data_collection_permissions: { required: ['none'] },
      },
    },
  };
}

// Extension pages that the manifest does not name (opened with runtime.getURL) must be listed as inputs.
const extraPages = {
  // The toolbar popup is set by the worker at each click (see background/clip-flow.ts), not named in the manifest.
  popup: resolve(import.meta.dirname, 'src/popup/index.html'),
  library: resolve(import.meta.dirname, 'src/library/index.html'),
  welcome: resolve(import.meta.dirname, 'src/welcome/index.html'),
};

/** Emits `_locales/<locale>/messages.json` merged from each context's own string files. */
function locales(): Plugin {
  return {
    name: 'pith-locales',
    generateBundle() {
      for (const [locale, messages] of Object.entries(mergeLocales(resolve(import.meta.dirname, 'src')))) {
        this.emitFile({ type: 'asset', fileName: `_locales/${locale}/messages.json`, source: JSON.stringify(messages, null, 2) });
      }
    },
  };
}

/**
 * Emits `src/popup/early.js`, the classic script the popup's <head> runs while the page is still parsed (see
 * src/popup/early.ts). Module scripts wait for the whole document, so it is built here on its own: types
 * stripped, nothing imported at run time (checked).
 */
function earlyScript(): Plugin {
  const source = resolve(import.meta.dirname, 'src/popup/early.ts');
  return {
    name: 'pith-popup-early',
    async generateBundle() {
      const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
      const script = code.replace(/^export \{\};?\s*$/m, '');
      if (/^\s*(?:import|export)\b/m.test(script)) throw new Error('src/popup/early.ts must import and export nothing at run time: it is a classic script');
      this.emitFile({ type: 'asset', fileName: 'src/popup/early.js', source: script });
    },
  };
}

export default defineConfig({
  plugins: [locales(), earlyScript(), crx({ manifest: manifestFor(target), browser: target })],
  build: {
    outDir: target === 'firefox' ? 'dist-firefox' : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser we support (Chrome 120+, Firefox 142+) preloads modules itself; the polyfill was one more
    // module on each page's critical path.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: extraPages,
      output: {
        // The Markdown converter and its dependencies form one chunk that pages load on demand. Left to itself
        // the bundler put part of core/markdown in the settings page's entry chunk, so loading the converter
        // lazily from the popup also ran the settings page. Four small leaf modules get a chunk of their own,
        // captured first (higher priority): the worker's image fetching reads image sources with them, and inside
        // the converter's group they made the service worker load the whole 412 KB chunk (linkedom included)
        // each time it woke.
        codeSplitting: {
          // The popup's first paint waits for its module graph: left to itself the bundler split what the pages
          // share into eight small files (one chunk per set of importers). Two groups gather them: `extension`
          // (the polyfill, settings, strings, messages and the shared theme sheet, which every page and the worker
          // load) and `page` (DOMPurify, the file-name template, the dynamic-import helper: pages only, so the
          // worker never loads the sanitizer). The popup now loads four scripts instead of eight. The theme sheet
          // belongs to `extension` so that it stays linked before each page's own sheet (cascade order).
          groups: [
            {
              name: 'extension',
              priority: 4,
              test: /[\\/]node_modules[\\/]webextension-polyfill[\\/]|[\\/]src[\\/]shared[\\/](?:settings|i18n|messenger|messages|clip|assets[\\/]permission)\.ts$|[\\/]src[\\/]shared[\\/]theme\.css$|rolldown[\\/]runtime/,
            },
            {
              name: 'page',
              priority: 3,
              test: /[\\/]node_modules[\\/]dompurify[\\/]|[\\/]src[\\/]shared[\\/]sanitize\.ts$|[\\/]src[\\/]popup[\\/]file-name\.ts$|vite[\\/]preload-helper/,
            },
            {
              name: 'image-source',
              priority: 2,
              test: /[\\/]src[\\/]core[\\/]markdown[\\/](?:image-source|urls|dom|tunables)\.ts$/,
            },
            {
              name: 'markdown',
              priority: 1,
              test: /[\\/]src[\\/]core[\\/]markdown[\\/]|[\\/]node_modules[\\/](turndown|@joplin|linkedom|htmlparser2|css-select|css-what|cssom|domhandler|domutils|dom-serializer|entities|boolbase|nth-check|uhyphen|html-escaper)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
