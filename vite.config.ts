import { defineConfig } from 'vite';
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

export default defineConfig({
  plugins: [locales(), crx({ manifest: manifestFor(target), browser: target })],
  build: {
    outDir: target === 'firefox' ? 'dist-firefox' : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
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
          groups: [
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
