import { defineConfig, devices } from '@playwright/test';

/**
 * Specs that change what every page shows run after the others, in two lanes side by side (each lane
 * one spec at a time), because what one lane changes the other never looks at:
 *  - the shop's settings: the payment store type (payment, installments) and the bank-transfer IBAN
 *    (dashboard-settings; the payment spec's bank-transfer page shows it);
 *  - the content: contacts, slides, static pages, blog and meta tags (dashboard-content).
 * The wishlist spec changes nothing the others show; it runs in the content lane so that the two lanes
 * take about as long (record 153). The rest run two at a time, each on data of its own (a fresh
 * customer, its own tour for counting seats).
 */
const shopSettings = ['**/payment.spec.ts', '**/installments.spec.ts', '**/dashboard-settings.spec.ts'];
const siteContent = ['**/dashboard-content.spec.ts', '**/dashboard-wishlist.spec.ts'];
const siteWide = [...shopSettings, ...siteContent];

/**
 * Chromium features off in every test browser. Chromium honours only the last --disable-features, so
 * this one repeats the list Playwright passes (1.65, `chromiumSwitches`) and adds:
 *  - the omnibox popups (WebUIOmnibox*): since Chromium ~150 each window of the full browser (one per
 *    test's context, even headless) preloads chrome://omnibox-popup.top-chrome in a renderer of its
 *    own, about 1.2 s of CPU per test (record 116). The headless shell the tests run on by default
 *    (record 131) has no address bar; the list still matters when CHROMIUM_PATH picks a full browser.
 * After a Playwright upgrade, compare with its list: a renderer's `--disable-features` in `ps` shows
 * what the browser really runs with.
 */
const disabledFeatures = [
  // Playwright's own (less its two Edge-only ones)
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // ours
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

// Started by scripts/e2e.mjs, which builds and serves the site and passes BASE_URL.
export default defineConfig({
  testDir: './e2e',
  // Traces and screenshots of failures; one folder per run of scripts/e2e.mjs, because Playwright empties it
  // at the start of a run (and the JSON reports beside it must survive the second run).
  outputDir: process.env.E2E_ARTIFACTS ?? './test-results/artifacts',
  // Within a spec, tests run in order; specs run side by side.
  fullyParallel: false,
  // E2E_WORKERS: another count for a bigger machine (the server is one process; two suit 2 cores).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/e2e.mjs runs the two projects one after the other, each with its own report.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    locale: 'tr-TR',
    // A failed test keeps its trace: each step with its source line, the network, the console; and the
    // failure's screenshot (below). Without DOM snapshots: a copy of the whole page before and after
    // every step (goto, evaluate, setViewportSize, expect…), serialized in the page and sent to the
    // worker for every test and thrown away unless it fails, cost a tenth of the CPU of the layout
    // checks (record 116); nor the screencast. To see the DOM of a failure: `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    // Without the service worker: it would install in every test's new context and then pass each of
    // the page's requests through itself into Cache Storage, 15–20 % of the browser's CPU on a run of
    // page loads (record 150). e2e/seo.spec.ts's 'service worker' tests turn it on and check what it does.
    serviceWorkers: 'block',
    // The browser asks for reduced motion (app/globals.css then ends every animation and transition at
    // once): no test waits on or looks at motion, and drawing the frames of slides, fades and
    // skeletons cost half the GPU process's CPU over a run (record 169). The booking bar's
    // scroll-driven stepping aside is looked at with motion (tour-pages.spec.ts).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      // scripts/e2e.mjs passes Chromium's headless shell (scripts/lib/browser.mjs).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--disable-features=${disabledFeatures.join(',')}`],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: siteWide, use: { ...devices['Desktop Chrome'], locale: 'tr-TR' } },
    // scripts/e2e.mjs runs these two projects together (`--project=site-wide*`), after the first.
    { name: 'site-wide-shop', testMatch: shopSettings, dependencies: ['chromium'], workers: 1, use: { ...devices['Desktop Chrome'], locale: 'tr-TR' } },
    { name: 'site-wide-content', testMatch: siteContent, dependencies: ['chromium'], workers: 1, use: { ...devices['Desktop Chrome'], locale: 'tr-TR' } },
  ],
});
