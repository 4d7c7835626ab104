// `npm test`: typecheck, lint, unit + integration tests (Vitest), end-to-end tests (Playwright).
//
// Every step keeps both cores busy, so they run one after the other (docs/decisions/0169):
//   1. the production build (for the end-to-end tests; skipped when current)
//   2. lint ‖ typecheck (TypeScript 7's native tsc on the route types the build generated), side by side
//   3. unit and integration (Vitest, two workers)
//   4. end-to-end (Playwright on that build)
// The output of a step that runs beside another is printed in one piece when it ends.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeededInBackground, root } from './lib/build.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The type checker: TypeScript 7's native compiler, installed as `typescript-native` beside the
// TypeScript 5.9 that Next.js and typescript-eslint load as a library (docs/decisions/0172). Named by
// its own package, since both packages name their command `tsc`.
const nativeTsc = path.join(root, 'node_modules', 'typescript-native', JSON.parse(readFileSync(path.join(root, 'node_modules', 'typescript-native', 'package.json'), 'utf8')).bin.tsc);
const results = { passed: 0, failed: 0 };
const failedSteps = [];
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command; `buffered` keeps its output until it ends. Resolves to its exit code. */
function run(command, args, { buffered }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/** One step: runs `start()` (resolving to an exit code) and counts its tests, or the step itself as one. */
async function step(name, start, { buffered = false, count } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n━━ ${name} ━━`);
  const code = await start(buffered);
  if (buffered) console.log(`━━ ${name} (ran beside another step) ━━`);
  const ok = code === 0;
  const counted = count?.();
  if (counted) {
    results.passed += counted.passed;
    results.failed += counted.failed;
  } else {
    results[ok ? 'passed' : 'failed'] += 1;
  }
  if (!ok) failedSteps.push(name);
  timings.push(`${name}: ${seconds(Date.now() - started)}`);
  console.log(`━━ ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(Date.now() - started)}`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  } catch {
    return null;
  }
}

const began = Date.now();
rmSync(path.join(root, 'test-results'), { recursive: true, force: true });
const distDir = process.env.NEXT_DIST_DIR || '.next';

const lint = () => step('lint', (buffered) => run(bin('eslint'), ['.', '--max-warnings=0'], { buffered }), { buffered: true });
const build = () => step('build (next build, when a source changed)', () => buildIfNeededInBackground({ stdio: 'inherit' })).catch(() => false);
// `next build` writes the route types (.next/types) that `next typegen` would write; only a build in
// another folder (NEXT_DIST_DIR) leaves them to `npm run typecheck`.
const typecheck = (built) => {
  const typesFromBuild = built && distDir === '.next' && existsSync(path.join(root, '.next', 'types', 'routes.d.ts'));
  return step('typecheck', (buffered) => (typesFromBuild ? run(process.execPath, [nativeTsc, '--noEmit'], { buffered }) : run('npm', ['run', '--silent', 'typecheck'], { buffered })), {
    buffered: true,
  });
};
const vitest = () =>
  step('unit and integration (Vitest, PGlite)', () => run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'], { buffered: false }), {
    count: () => {
      const report = readJson('test-results/vitest.json');
      return report && { passed: report.numPassedTests, failed: report.numFailedTests + (report.success ? 0 : report.numFailedTests === 0 ? 1 : 0) };
    },
  });

// 1. The build (most of it on several threads), alone; nothing when it is current.
const built = await build();
// 2. Lint and typecheck, one thread each, side by side: the quick verdicts first.
await Promise.all([lint(), typecheck(built)]);
// 3. Vitest, two workers, alone.
await vitest();
// 4. End to end, on that build (scripts/e2e.mjs finds it up to date), alone.
if (built) {
  await step('end-to-end (Playwright, Chromium)', () => run(process.execPath, [path.join(root, 'scripts/e2e.mjs')], { buffered: false }), {
    count: () => {
      // scripts/e2e.mjs writes one report per project run: the specs side by side, then the site-wide ones.
      const reports = ['test-results/e2e.json', 'test-results/e2e-site-wide.json'].map(readJson);
      if (reports.some((report) => !report?.stats)) return { passed: 0, failed: 1 };
      return reports.reduce((sum, { stats }) => ({ passed: sum.passed + stats.expected + stats.flaky, failed: sum.failed + stats.unexpected }), { passed: 0, failed: 0 });
    },
  });
} else {
  console.log('\n━━ end-to-end (Playwright, Chromium): not run, the build failed');
  failedSteps.push('end-to-end (not run: the build failed)');
  results.failed += 1;
}

console.log(`\nSteps: ${timings.join(' · ')} · all: ${seconds(Date.now() - began)}`);
if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${results.passed} passed, ${results.failed} failed`);
// A step that passed but whose report could not be read counts as failed too: never a green run with a failure.
process.exit(failedSteps.length || results.failed ? 1 : 0);
