// End-to-end tests: builds the site, starts it on a fresh embedded database next to local stand-ins
// for the outside world (central-bank XML), and runs Playwright in the system Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';
import { ensureChromium } from './lib/browser.mjs';

const chromium = ensureChromium();
buildIfNeeded();

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

const { startTcmbFixtureServer } = await import(path.join(root, 'e2e/support/tcmb-fixture-server.mjs'));
const tcmb = await startTcmbFixtureServer({ port: await freePort() });
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tour-agency-e2e-'));
const baseURL = `http://127.0.0.1:${port}`;
const appEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  SITE_URL: baseURL,
  TCMB_BASE_URL: `${tcmb.url}/kurlar`,
};
delete appEnv.DATABASE_URL;

const server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
  cwd: root,
  env: appEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
});

let status = 1;
try {
  await waitForServer(`${baseURL}/api/health`);
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: baseURL, CHROMIUM_PATH: chromium, TCMB_FIXTURE_URL: tcmb.url },
  });
  status = result.status ?? 1;
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
} finally {
  server.kill('SIGTERM');
  await tcmb.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
