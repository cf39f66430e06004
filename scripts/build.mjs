// `npm run build`: the Chrome build (dist/), the Firefox build (dist-firefox/), a zip of each (packages/),
// and the CLI bundle (dist-cli/). Prints the injected script's size: it is loaded into every clipped page.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';

const INJECTED_BUDGET = 100 * 1024;

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

function reportInjectedSize(dir) {
  const injected = filesUnder(join(dir, 'assets')).filter((path) => /inject\.iife.*\.js$/.test(path));
  if (injected.length !== 1) throw new Error(`expected one injected script in ${dir}/assets, found ${injected.length}`);
  const bytes = readFileSync(injected[0]);
  const line = `injected script ${relative(dir, injected[0])}: ${(bytes.length / 1024).toFixed(1)} KB minified, ${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip (budget ${INJECTED_BUDGET / 1024} KB)`;
  console.log(line);
  if (bytes.length > INJECTED_BUDGET) throw new Error(`the injected script is over budget: ${line}`);
}

viteBuild('chrome');
const chrome = trimManifest('dist');
viteBuild('firefox');
trimManifest('dist-firefox');
reportInjectedSize('dist');

mkdirSync('packages', { recursive: true });
zipDir('dist', `packages/pith-chrome-${chrome.version}.zip`);
zipDir('dist-firefox', `packages/pith-firefox-${chrome.version}.zip`);
console.log(`packages/pith-chrome-${chrome.version}.zip, packages/pith-firefox-${chrome.version}.zip`);

if (existsSync('scripts/build-cli.mjs')) execFileSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit' });
else throw new Error('scripts/build-cli.mjs is missing: the CLI cannot be built');
