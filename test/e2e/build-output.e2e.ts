// Checks on the built packages themselves: the Firefox build passes Mozilla's linter with no errors, both builds
// declare the same pinned permissions, and neither ships web-accessible resources.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('both builds ask for the same pinned permissions and no web-accessible resources', () => {
    for (const dir of ['dist', 'dist-firefox']) {
      const manifest = manifestOf(dir);
      expect(manifest.web_accessible_resources, dir).toBeUndefined();
      expect(manifest.permissions, dir).toEqual(manifestOf('dist').permissions);
      expect(manifest.optional_host_permissions, dir).toEqual(['http://*/*', 'https://*/*']);
    }
  });

  it('ships a zip package of each build', () => {
    const version = manifestOf('dist').version;
    for (const name of [`pith-chrome-${version}.zip`, `pith-firefox-${version}.zip`]) expect(existsSync(join(ROOT, 'packages', name)), name).toBe(true);
  });
});
