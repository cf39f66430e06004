// Checks on the built packages themselves: the Firefox build passes Mozilla's linter with no errors, both builds
// declare the same pinned permissions, and neither ships web-accessible resources.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './harness';

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(ROOT, dir, 'manifest.json'), 'utf8'));

describe('build output', () => {
  it('dist-firefox passes web-ext lint with 0 errors', () => {
    expect(existsSync(join(ROOT, 'dist-firefox/manifest.json')), 'run npm run build first').toBe(true);
    let output: string;
    try {
      output = execFileSync(process.execPath, [join(ROOT, 'node_modules/web-ext/bin/web-ext.js'), 'lint', '-s', join(ROOT, 'dist-firefox'), '-o', 'json', '--no-config-discovery'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      // web-ext exits non-zero when there are errors; the JSON report is still on stdout.
      output = String((error as { stdout?: string }).stdout ?? '');
    }
    const report = JSON.parse(output) as { summary: { errors: number; warnings: number }; errors: Array<{ code: string; message: string }> };
    console.log(`web-ext lint dist-firefox: ${report.summary.errors} errors, ${report.summary.warnings} warnings`);
    expect(report.errors.map((error) => `${error.code}: ${error.message}`)).toEqual([]);
  }, 120_000);

  it('Firefox build has a gecko id, data collection permissions and background scripts', () => {
    const firefox = manifestOf('dist-firefox');
    expect(firefox.browser_specific_settings.gecko.id).toMatch(/@/);
    expect(firefox.browser_specific_settings.gecko.data_collection_permissions).toEqual({ required: ['none'] });
    expect(firefox.background.scripts).toHaveLength(1);
    expect(firefox.background.service_worker).toBeUndefined();
  });

  it('Chrome\'s manifest names no popup (the worker reads at the click, then opens it); Firefox\'s names it; both builds hold it', () => {
    expect(manifestOf('dist').action.default_popup).toBeUndefined();
    expect(manifestOf('dist-firefox').action.default_popup).toBe('src/popup/index.html');
    for (const dir of ['dist', 'dist-firefox']) expect(existsSync(join(ROOT, dir, 'src/popup/index.html')), dir).toBe(true);
  });

  it('both builds ask for the same pinned permissions and no web-accessible resources', () => {
    for (const dir of ['dist', 'dist-firefox']) {
      const manifest = manifestOf(dir);
      expect(manifest.web_accessible_resources, dir).toBeUndefined();
      expect(manifest.permissions, dir).toEqual(manifestOf('dist').permissions);
      expect(manifest.optional_host_permissions, dir).toEqual(['http://*/*', 'https://*/*']);
    }
  });

  it('the service worker and the popup load no Markdown converter until asked (their static imports stay small)', () => {
    const dist = join(ROOT, 'dist');
    const worker = `assets/${/import '\.\/assets\/([^']+)'/.exec(readFileSync(join(dist, 'service-worker-loader.js'), 'utf8'))![1]}`;
    const popupHtml = readFileSync(join(dist, 'src/popup/index.html'), 'utf8');
    const popup = `assets/${/<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(popupHtml)![1]}`;
    for (const entry of [worker, popup]) {
      const loaded = staticImports(dist, entry);
      const bytes = [...loaded].reduce((sum, file) => sum + statSync(join(dist, file)).size, 0);
      console.log(`${entry}: ${loaded.size} files, ${(bytes / 1024).toFixed(1)} KB loaded at start`);
      expect([...loaded].filter((file) => /markdown|linkedom|turndown/.test(file)), entry).toEqual([]);
      expect(bytes, entry).toBeLessThan(200 * 1024);
    }
  });

  it("the popup's early request is a classic script, first in <head>, with no module syntax (both builds)", () => {
    for (const dir of ['dist', 'dist-firefox']) {
      const html = readFileSync(join(ROOT, dir, 'src/popup/index.html'), 'utf8');
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      const firstLoad = /<(?:script|link)\b[^>]*>/.exec(head)?.[0];
      expect(firstLoad, dir).toBe('<script src="./early.js">');
      const script = readFileSync(join(ROOT, dir, 'src/popup/early.js'), 'utf8');
      expect(script, dir).toContain("pith: \"preview\"");
      expect(script, dir).toContain("storage");
      expect(script, dir).not.toMatch(/^\s*(?:import|export)\b/m);
      // Parses as a classic script (a module keyword would throw here).
      expect(() => new Function(script), dir).not.toThrow();
    }
  });

  it('the popup loads three files: early.js, one module script with no static imports, one stylesheet (both builds)', () => {
    for (const dir of ['dist', 'dist-firefox']) {
      const html = readFileSync(join(ROOT, dir, 'src/popup/index.html'), 'utf8');
      const loads = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((tag) => tag[0]);
      expect(loads, dir).toHaveLength(3);
      const script = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script, dir).toBeDefined();
      expect(loads.filter((tag) => tag.startsWith('<link rel="stylesheet"')), dir).toHaveLength(1);
      const code = readFileSync(join(ROOT, dir, script!), 'utf8');
      expect(code, dir).not.toMatch(/\bfrom\s*["'`]\.\.?\//);
      expect(code, dir).not.toMatch(/^import\s*["'`]/m);
      // The Markdown converter is still a file of its own, loaded when asked for.
      expect(code, dir).toMatch(/import\(\s*["'`]\.\/markdown-[^"'`]+\.js["'`]\s*\)/);
    }
  });

  it('ships a zip package of each build', () => {
    const version = manifestOf('dist').version;
    for (const name of [`pith-chrome-${version}.zip`, `pith-firefox-${version}.zip`]) expect(existsSync(join(ROOT, 'packages', name)), name).toBe(true);
  });
});

/** Every file `entry` (a path under `dist`) pulls in through static `import … from "./x.js"` statements. */
function staticImports(dist: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [normalize(entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(dist, file), 'utf8');
    for (const match of source.matchAll(/(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      queue.push(normalize(join(dirname(file), match[1]!)));
    }
  }
  return seen;
}
