import { defineConfig, devices } from '@playwright/test';

/**
 * Specs that change what every page shows (the agency settings and payment store type, the
 * contacts, slides, static pages and meta tags) run on their own, after the others. The rest run
 * two at a time, each on data of its own (a fresh customer, its own tour for counting seats).
 */
const siteWide = ['**/dashboard-content.spec.ts', '**/dashboard-wishlist.spec.ts', '**/payment.spec.ts', '**/installments.spec.ts'];

// Started by scripts/e2e.mjs, which builds and serves the site and passes BASE_URL.
export default defineConfig({
  testDir: './e2e',
  // Traces and screenshots of failures; one folder per run of scripts/e2e.mjs, because Playwright empties it
  // at the start of a run (and the JSON reports beside it must survive the second run).
  outputDir: process.env.E2E_ARTIFACTS ?? './test-results/artifacts',
  // Within a spec, tests run in order; specs run side by side.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/e2e.mjs runs the two projects one after the other, each with its own report.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    locale: 'tr-TR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: siteWide, use: { ...devices['Desktop Chrome'], locale: 'tr-TR' } },
    { name: 'site-wide', testMatch: siteWide, dependencies: ['chromium'], workers: 1, use: { ...devices['Desktop Chrome'], locale: 'tr-TR' } },
  ],
});
