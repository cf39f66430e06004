// `npm test`: typecheck → lint → unit tests (Vitest) → end-to-end tests (built extension in Chromium).
// Stops at the first failing stage; prints one closing line "test: N passed, M failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.tmp/test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n== ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC', ...env } });
  console.log(`== ${label}: ${outcome.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outcome.status === 0;
}

function vitest(label, config) {
  const out = `${reports}/${label}.json`;
  const ok = run(label, process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) {
      console.error(`${label}: no test ran`);
      return false;
    }
  } else {
    totals.failed += 1;
  }
  return ok;
}

function finish(ok) {
  console.log(`\ntest: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

if (!run('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'])) finish(false);
if (!run('lint', process.execPath, ['scripts/lint.mjs'])) finish(false);
if (!vitest('unit', 'vitest.config.ts')) finish(false);
if (!existsSync('dist/manifest.json') && !run('build', process.execPath, ['scripts/build.mjs'])) finish(false);
finish(vitest('e2e', 'vitest.e2e.config.ts'));
