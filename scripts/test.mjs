// `npm test`: typecheck, lint, unit + integration tests (Vitest), end-to-end tests (Playwright).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/build.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = { passed: 0, failed: 0 };
const failedSteps = [];

function step(name, command, args, count) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  const counted = count?.();
  if (counted) {
    results.passed += counted.passed;
    results.failed += counted.failed;
  } else {
    results[ok ? 'passed' : 'failed'] += 1;
  }
  if (!ok) failedSteps.push(name);
  console.log(`━━ ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  } catch {
    return null;
  }
}

rmSync(path.join(root, 'test-results'), { recursive: true, force: true });
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('unit and integration (Vitest, PGlite)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'], () => {
  const report = readJson('test-results/vitest.json');
  return report && { passed: report.numPassedTests, failed: report.numFailedTests + (report.success ? 0 : report.numFailedTests === 0 ? 1 : 0) };
});
step('end-to-end (Playwright, Chromium)', process.execPath, [path.join(root, 'scripts/e2e.mjs')], () => {
  // scripts/e2e.mjs writes one report per project run: the specs side by side, then the site-wide ones.
  const reports = ['test-results/e2e.json', 'test-results/e2e-site-wide.json'].map(readJson);
  if (reports.some((report) => !report?.stats)) return { passed: 0, failed: 1 };
  return reports.reduce((sum, { stats }) => ({ passed: sum.passed + stats.expected + stats.flaky, failed: sum.failed + stats.unexpected }), { passed: 0, failed: 0 });
});

if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${results.passed} passed, ${results.failed} failed`);
// A step that passed but whose report could not be read counts as failed too: never a green run with a failure.
process.exit(failedSteps.length || results.failed ? 1 : 0);
