// End-to-end tests: builds the site, starts it on a fresh embedded database next to local stand-ins
// for the outside world (central-bank XML, an SMTP server), and runs Playwright in the system's Chromium
// headless shell (scripts/lib/browser.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';
import { ensureHeadlessShell } from './lib/browser.mjs';
import { clearRuntimeCache, freePort, startNextServer, waitForServer } from './lib/server.mjs';

const chromium = ensureHeadlessShell();
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
  // Request lines only when asked for (LOG_LEVEL=info): the test report stays readable.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATA_DIR: dataDir,
  SITE_URL: baseURL,
  TCMB_BASE_URL: `${tcmb.url}/kurlar`,
  SMTP_URL: smtp.smtpUrl,
  // Every test's browser comes from 127.0.0.1: the limits per address (tested in
  // tests/integration/abuse-limits.test.ts) would otherwise count the whole run as one visitor.
  UNPAID_SEATS_PER_ADDRESS: '10000',
  UNPAID_ORDERS_PER_CUSTOMER: '10000',
  GUESTS_PER_ADDRESS_PER_HOUR: '100000',
  PAYMENT_STARTS_PER_ADDRESS: '100000',
  CHECKOUTS_PER_ADDRESS: '100000',
  // The trip-day job run on demand for one order (app/api/test/trip-day; refused in production).
  TEST_HOOKS: '1',
};
delete appEnv.DATABASE_URL;

const server = startNextServer({ port, env: appEnv });

let status = 1;
try {
  await waitForServer(`${baseURL}/api/health`);
  // Not spawnSync: the stand-in servers (TCMB, SMTP) live in this process and must keep answering.
  const playwright = (args, report, artifacts) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...args, ...process.argv.slice(2)], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, BASE_URL: baseURL, CHROMIUM_PATH: chromium, TCMB_FIXTURE_URL: tcmb.url, SMTP_MAILBOX_URL: smtp.mailboxUrl, E2E_REPORT: report, E2E_ARTIFACTS: artifacts },
      });
      child.on('exit', (code) => resolve(code ?? 1));
      child.on('error', () => resolve(1));
    });
  // The specs that change what every page shows run after the others, in two lanes (playwright.config.ts),
  // whatever became of the first run: one failure there must not hide them. scripts/test.mjs reads both reports.
  const parallel = await playwright(['--project=chromium', '--pass-with-no-tests'], 'test-results/e2e.json', 'test-results/artifacts');
  const siteWide = await playwright(['--project=site-wide-shop', '--project=site-wide-content', '--no-deps', '--pass-with-no-tests'], 'test-results/e2e-site-wide.json', 'test-results/artifacts-site-wide');
  status = parallel || siteWide;
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
} finally {
  server.kill('SIGTERM');
  await tcmb.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
