// End-to-end tests: builds the site, starts it on a fresh embedded database next to local stand-ins
// for the outside world (central-bank XML, an SMTP server), and runs Playwright in the system Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';
import { ensureChromium } from './lib/browser.mjs';
import { clearRuntimeCache, freePort, startNextServer, waitForServer } from './lib/server.mjs';

const chromium = ensureChromium();
buildIfNeeded();
// A fresh database per run: nothing cached by an earlier run of this build may be served.
clearRuntimeCache();

const { startTcmbFixtureServer } = await import(path.join(root, 'e2e/support/tcmb-fixture-server.mjs'));
const tcmb = await startTcmbFixtureServer({ port: await freePort() });
// The site's e-mails (one-time codes, booking mails) go to a local SMTP server the tests can read.
const { startSmtpServer } = await import(path.join(root, 'e2e/support/smtp-server.mjs'));
const smtp = await startSmtpServer();
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
  SMTP_URL: smtp.smtpUrl,
};
delete appEnv.DATABASE_URL;

const server = startNextServer({ port, env: appEnv });

let status = 1;
try {
  await waitForServer(`${baseURL}/api/health`);
  // Not spawnSync: the stand-in servers (TCMB, SMTP) live in this process and must keep answering.
  status = await new Promise((resolve) => {
    const playwright = spawn(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BASE_URL: baseURL, CHROMIUM_PATH: chromium, TCMB_FIXTURE_URL: tcmb.url, SMTP_MAILBOX_URL: smtp.mailboxUrl },
    });
    playwright.on('exit', (code) => resolve(code ?? 1));
    playwright.on('error', () => resolve(1));
  });
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
} finally {
  server.kill('SIGTERM');
  await tcmb.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
