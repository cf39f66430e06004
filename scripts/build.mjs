// `npm run build`: the Chrome build (dist/), the Firefox build (dist-firefox/), a zip of each (packages/),
// and the CLI bundle (dist-cli/). Prints the injected scripts' sizes: the reader is loaded into every clipped page.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';

/**
 * A tripwire for what would slow every reading: a library bundled into the reader by mistake (Readability alone is
 * ~30 KB, DOMPurify ~20 KB). Set at 100 KB with the scaffold, before the engine; its rules grew the reader to
 * ~109 KB under a wire at 110 KB, and the test for text in shadow roots (which must run before the reader can ask
 * for the composer in its extras) took it past; the wire moved to 112 KB. Reading furniture words in Traditional
 * characters (1 KB of character pairs) and the rules the built pages of 2026-12-05 called for took it to 112.1 KB;
 * the wire moved to 114 KB. The ninth to eleventh batches' rules (a discussion's opening post in comment boxes,
 * recipe ingredient lists, update stamps, component deck names) took it to 113.8 KB; the wire moved to 118 KB. The
 * twelfth to fourteenth batches' rules (a paper's back matter, QR code boxes, library display:none classes, lead
 * galleries, boxes brought back into the copy, photo credits, sponsor sections) took it to 123.9 KB; the wire moved to
 * 128 KB. The fifteenth to nineteenth batches' rules (price buttons, galleries, credit lines, a live blog's entry
 * stamps, a product's tab panels and spec fields, reviews headings, Chinese bylines) took it to 131.1 KB; the wire
 * moved to 134 KB. The twentieth batch's rules (a label or a title run before a <br> at the top, icons named for
 * their controls, a row of controls between <br>s) took it to 134.0 KB; the wire moved to 138 KB. The twenty-first
 * to twenty-third batches' rules (author's notes and disclaimers at the end, the headline inside the <title>, log-in
 * prompts, XenForo's counters, a table of code lines copied as code, a gist's files, signed live-blog stamps) took it to
 * 139.9 KB; the wire sits at 142 KB, still far below the smallest library it guards against (DOMPurify, ~20 KB). The
 * twenty-fourth batch's rules (data-test component names, an author's heading among section labels, a quantity's
 * span read apart from its ingredient, an author box without a "By", the page's own landmark over Readability's)
 * took it to 141.3 KB. The twenty-fifth batch's (closing boxes and calls: comment rules, share calls, citation
 * requests, mailing lists, log-in prompts; a plain-type headline the story's opening retells, a headline's source in
 * parentheses, a story <h1> over a logo one) took it to 143.5 KB; the wire moved to 146 KB.
 */
const INJECTED_BUDGET = 146 * 1024;

function viteBuild(target) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, PITH_TARGET: target },
  });
}

/**
 * crxjs lists scripts imported with `?script` as web-accessible to every http(s) page. We inject with
 * scripting.executeScript({ files }), which needs no such entry, and an entry would let any site probe for Pith.
 */
function trimManifest(dir) {
  const path = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  delete manifest.web_accessible_resources;
  writeFileSync(path, JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile());
}

function zipDir(dir, out) {
  const entries = {};
  for (const path of filesUnder(dir)) entries[relative(dir, path).split('\\').join('/')] = readFileSync(path);
  writeFileSync(out, zipSync(entries, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }));
}

/**
 * The scripts injected into a clipped page: the reader, sent for every reading (what the popup's first paint
 * waits for), and its extras (DOMPurify, Readability), sent only to a reading that needs them (see
 * src/background/inject.ts). Each must stay under the budget; the reader is the one that matters for speed.
 */
const INJECTED = ['src/content/inject.iife.js', 'src/content/extras.iife.js'];

/**
 * Each injected script is the IIFE crxjs builds for `?script`; crxjs also leaves the intermediate ESM chunk of
 * it in assets/, which nothing references. Remove that (it would ship twice) and report the real size.
 */
function checkInjectedScripts(dir) {
  const referencing = filesUnder(join(dir, 'assets')).filter((file) => file.endsWith('.js'));
  for (const chunk of referencing.filter((file) => /(?:inject|extras)\.iife\.ts-[^/]*\.js$/.test(file))) {
    const name = chunk.split('/').pop();
    const used = [...referencing, join(dir, 'service-worker-loader.js')].some((file) => file !== chunk && existsSync(file) && readFileSync(file, 'utf8').includes(name));
    if (!used) rmSync(chunk);
  }
  for (const script of INJECTED) {
    const path = join(dir, script);
    if (!existsSync(path)) throw new Error(`${path} is missing: the injected script was not built`);
    const bytes = readFileSync(path);
    const line = `injected script ${script}: ${(bytes.length / 1024).toFixed(1)} KB minified, ${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip (budget ${INJECTED_BUDGET / 1024} KB)`;
    console.log(dir === 'dist' ? line : `${dir}: ${line}`);
    if (bytes.length > INJECTED_BUDGET) throw new Error(`the injected script is over budget: ${line}`);
  }
}

viteBuild('chrome');
const chrome = trimManifest('dist');
viteBuild('firefox');
trimManifest('dist-firefox');
checkInjectedScripts('dist');
checkInjectedScripts('dist-firefox');

mkdirSync('packages', { recursive: true });
zipDir('dist', `packages/pith-chrome-${chrome.version}.zip`);
zipDir('dist-firefox', `packages/pith-firefox-${chrome.version}.zip`);
console.log(`packages/pith-chrome-${chrome.version}.zip, packages/pith-firefox-${chrome.version}.zip`);

if (existsSync('scripts/build-cli.mjs')) execFileSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit' });
else throw new Error('scripts/build-cli.mjs is missing: the CLI cannot be built');
