import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addCompileHints } from './compile-hints.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const sources = ['app', 'components', 'lib', 'i18n', 'messages', 'public', 'drizzle', 'next.config.ts', 'proxy.ts', 'instrumentation.ts', 'package.json', 'postcss.config.mjs', 'tsconfig.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The `next` command, as the package declares it (its package.json `bin`). */
function nextCli() {
  const packageDir = path.join(root, 'node_modules', 'next');
  const { bin } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return path.join(packageDir, typeof bin === 'string' ? bin : bin.next);
}

function distDirOf() {
  return path.join(root, process.env.NEXT_DIST_DIR || '.next');
}

/** Whether the last build is older than a source file (or missing). */
function buildIsStale() {
  const buildId = path.join(distDirOf(), 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return builtAt <= changedAt;
}

const buildArgs = () => [nextCli(), 'build'];

/**
 * A build into another folder (NEXT_DIST_DIR=.next-bench) makes Next's TypeScript setup check add that
 * folder's type globs to tsconfig.json's `include`, rewriting the whole file's layout: a change to a
 * tracked file that nobody asked for. Returns what puts the file back as it was; the default `.next`
 * is left to Next (its globs are already there, and a new Next may need more).
 */
function keepTsconfig() {
  if (path.relative(root, distDirOf()) === '.next') return () => {};
  const file = path.join(root, 'tsconfig.json');
  const before = readFileSync(file, 'utf8');
  const { atime, mtime } = statSync(file);
  return () => {
    if (readFileSync(file, 'utf8') === before) return;
    writeFileSync(file, before);
    // Its old date too: tsconfig.json is a source, and a newer one would make the next start rebuild.
    utimesSync(file, atime, mtime);
  };
}
const buildEnv = () => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' });

/**
 * Builds the production bundle unless the last build is newer than every source file, and marks its
 * client chunks for eager compilation (./compile-hints.mjs).
 */
export function buildIfNeeded({ force = false } = {}) {
  const distDir = distDirOf();
  if (!force && !buildIsStale()) {
    // A build made by plain `next build` lacks the hints; adding them is idempotent and quick.
    addCompileHints(distDir);
    return false;
  }
  console.log('› Building the site (next build)…');
  const restoreTsconfig = keepTsconfig();
  const result = spawnSync(process.execPath, buildArgs(), { cwd: root, stdio: 'inherit', env: buildEnv() });
  restoreTsconfig();
  if (result.status !== 0) {
    console.error('✖ The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  addCompileHints(distDir);
  return true;
}

/**
 * The same, without blocking: `npm test` builds while it lints (scripts/test.mjs). Resolves to the
 * build's exit code (0 also when no build was needed); `stdio` as for child_process.spawn.
 */
export function buildIfNeededInBackground({ stdio = 'inherit' } = {}) {
  const distDir = distDirOf();
  if (!buildIsStale()) {
    addCompileHints(distDir);
    return Promise.resolve(0);
  }
  return new Promise((resolve) => {
    const restoreTsconfig = keepTsconfig();
    const child = spawn(process.execPath, buildArgs(), { cwd: root, stdio, env: buildEnv() });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      restoreTsconfig();
      if (code === 0) addCompileHints(distDir);
      resolve(code ?? 1);
    });
  });
}

export { root };
