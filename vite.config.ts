import { defineConfig, transformWithOxc } from 'vite';
import { crx, type ManifestV3Export } from '@crxjs/vite-plugin';
import { build as esbuild } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

/**
 * Folds the popup's module graph into its entry script, and its two stylesheets into one, once the build is
 * written. The popup's first paint waits for every file it loads: each is a request to the browser process
 * (~4 ms of the popup's main thread each in a trace, while its HTML is parsed), and the load event the browser
 * waits for before it shows the popup comes after the last. The shared chunks stay as they are for the other
 * pages; the popup gets its own copy of them (about 50 KB). Dynamic imports (the Markdown converter) stay
 * separate files loaded on demand; the shared helpers inside them are stateless, so a second copy is harmless.
 * Paired popup-bench A/B against the build with four scripts and two sheets, open → painted, median per page:
 * −19 ms (faster on 16 of 20 pages, 3 rounds), −12.5 ms (19 of 20) for a hand-folded build; one 2-round run
 * under heavier load, +8.5 ms (10 of 20).
 */
function singleFilePopup(): Plugin {
  const page = 'src/popup/index.html';
  return {
    name: 'pith-popup-single-file',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir!;
      let html = readFileSync(join(dir, page), 'utf8');
      // The popup's own chunk (named after its input, `popup`); Firefox's build lists its imports as scripts too.
      const entry = /<script type="module" crossorigin src="\/(assets\/popup-[^"]+\.js)"><\/script>/.exec(html)?.[1];
      const sheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">\n?\s*/g)];
      if (!entry || sheets.length === 0) throw new Error(`${page}: no module script or stylesheet to fold (the build's HTML changed?)`);
      const folded = await esbuild({
        entryPoints: [join(dir, entry)],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        minify: true,
        write: false,
        logLevel: 'silent',
        plugins: [
          {
            name: 'dynamic-imports-stay-apart',
            setup(builder) {
              builder.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
            },
          },
        ],
      });
      writeFileSync(join(dir, entry), folded.outputFiles[0]!.text);
      html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s*<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/g, (tag: string, src: string) => (src === entry ? tag : ''));
      // One sheet, in cascade order, under the last one's name.
      const last = sheets[sheets.length - 1]![1]!;
      writeFileSync(join(dir, last), sheets.map((sheet) => readFileSync(join(dir, sheet[1]!), 'utf8')).join('\n'));
      for (const sheet of sheets.slice(0, -1)) html = html.replace(sheet[0], '');
      writeFileSync(join(dir, page), html);
    },
  };
}

export default defineConfig({
  plugins: [locales(), earlyScript(), singleFilePopup(), crx({ manifest: manifestFor(target), browser: target })],
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
