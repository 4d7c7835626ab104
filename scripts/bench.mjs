// `npm run bench`: the speed budgets of DESIGN §9, measured in one run against the production build
// on a fresh database holding a busy agency's data (10,000 tours, 100,000 orders). A report, not a
// test: it prints the figures, marks the misses and exits 0 (1 only when it cannot measure at all).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureChromium } from './lib/browser.mjs';
import { buildIfNeeded, root } from './lib/build.mjs';
import { clearRuntimeCache, freePort, startNextServer, waitForServer } from './lib/server.mjs';

const CONNECTIONS = 20;
const WARM_UP_MS = 2_000;
const MEASURE_MS = 8_000;
const budgets = { pageShareOfStatic: 0.5, apiP99Ms: 300, firstLoadJsKb: 160, lighthouse: { performance: 95, accessibility: 100, seo: 100 } };
const STATIC_REFERENCE = '/images/logo.svg';
const TOURS_API = '/api/Tours?PageIndex=0&PageSize=9999&SortBy=Id&SortOrder=desc';

// `--only=load,js,lighthouse` runs just those parts (default: all three); `--chunks` lists every
// script of a page's first load with its gzipped size (to see where the bytes are).
const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
const parts = new Set(onlyArgument ? onlyArgument.slice('--only='.length).split(',') : ['load', 'js', 'lighthouse']);
const listChunks = process.argv.includes('--chunks');
// `--lighthouse-runs=3` audits each page that many times and reports the median run (by performance):
// on a shared machine one run's performance score swings with the neighbours' load.
const lighthouseRuns = Math.max(1, Number(process.argv.find((argument) => argument.startsWith('--lighthouse-runs='))?.split('=')[1] ?? 1) || 1);

// ---------------------------------------------------------------- load generator

/**
 * CPU milliseconds the server process has used (Linux /proc; null elsewhere). Per request it is a
 * second opinion next to req/s that other programs on a shared machine barely disturb.
 */
function serverCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Keeps CONNECTIONS requests in flight on keep-alive sockets for `durationMs`; counts what completes. */
async function load(baseURL, target, durationMs, serverPid) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(target, baseURL);
  const headers = { accept: target.startsWith('/api/') ? 'application/json' : 'text/html,*/*', 'accept-encoding': 'gzip', 'accept-language': 'tr' };
  const latencies = [];
  let failures = 0;
  let bytes = 0;
  const stopAt = performance.now() + durationMs;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else failures += 1;
          resolve();
        });
      });
      request.on('error', () => {
        failures += 1;
        resolve();
      });
    });
  const connection = async () => {
    while (performance.now() < stopAt) await once();
  };
  const started = performance.now();
  const cpuBefore = serverCpuMs(serverPid);
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  const cpuAfter = serverCpuMs(serverPid);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p99 = latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] : NaN;
  const answered = latencies.length + failures;
  return {
    rps: latencies.length / seconds,
    p99,
    failures,
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && answered ? (cpuAfter - cpuBefore) / answered : NaN,
    avgBytes: answered ? bytes / answered : 0,
  };
}

async function measure(baseURL, target, serverPid) {
  await load(baseURL, target, WARM_UP_MS, serverPid);
  return load(baseURL, target, MEASURE_MS, serverPid);
}

// ---------------------------------------------------------------- page discovery and JS weight

async function html(baseURL, pathname) {
  const response = await fetch(new URL(pathname, baseURL));
  return response.ok ? response.text() : null;
}

async function firstId(baseURL, pages, pattern) {
  for (const page of pages) {
    const match = pattern.exec((await html(baseURL, page)) ?? '');
    if (match) return match[1];
  }
  return null;
}

const scriptCache = new Map();

/**
 * The gzipped size of the JavaScript a page's HTML makes the browser download from /_next/static:
 * its scripts and script preloads (nomodule polyfills excluded: modern browsers skip them).
 */
async function firstLoadJs(baseURL, pathname) {
  const page = await html(baseURL, pathname);
  if (page === null) return null;
  const sources = new Set();
  const scripts = [...page.matchAll(/<script\b[^>]*?\ssrc="([^"]+)"[^>]*>/g)].filter(([tag]) => !/\snomodule\b/i.test(tag));
  const preloads = [...page.matchAll(/<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")[^>]*?\shref="([^"]+)"[^>]*>/g)];
  for (const [, src] of [...scripts, ...preloads]) {
    if (src.startsWith('/_next/static/')) sources.add(src.replace(/&amp;/g, '&'));
  }
  let total = 0;
  const chunks = [];
  for (const src of sources) {
    if (!scriptCache.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, baseURL))).arrayBuffer());
      scriptCache.set(src, gzipSync(body).length);
    }
    total += scriptCache.get(src);
    chunks.push({ src, kb: scriptCache.get(src) / 1024 });
  }
  return { kb: total / 1024, scripts: sources.size, chunks };
}

// ---------------------------------------------------------------- Lighthouse (optional)

async function lighthouseScores(baseURL, pages, misses) {
  if (!existsSync(path.join(root, 'node_modules/lighthouse'))) {
    console.log('\nLighthouse: not installed (npm i -D lighthouse@12.2.3 to enable)');
    return;
  }
  const chromePath = ensureChromium();
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  console.log('\nLighthouse (mobile)');
  try {
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < lighthouseRuns; run += 1) {
        const result = await lighthouse(new URL(page, baseURL).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const audit = (id) => result?.lhr.audits[id]?.displayValue ?? '—';
        runs.push({
          ...Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, Math.round((result?.lhr.categories[id]?.score ?? 0) * 100)])),
          metrics: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, SI ${audit('speed-index')}`,
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      const scores = runs[Math.floor((runs.length - 1) / 2)];
      const score = (id) => scores[id];
      const short = Object.entries(budgets.lighthouse).filter(([id, min]) => score(id) < min);
      const verdict = short.length === 0 ? 'pass' : '✖ MISS';
      if (short.length) misses.push(`${page}: Lighthouse ${short.map(([id, min]) => `${id} ${score(id)} < ${min}`).join(', ')}`);
      const spread = runs.length > 1 ? `  (performance ${runs.map((r) => r.performance).join(', ')})` : '';
      console.log(
        `  ${page.padEnd(28)} performance ${String(score('performance')).padStart(3)}  accessibility ${String(score('accessibility')).padStart(3)}  best practices ${String(score('best-practices')).padStart(3)}  SEO ${String(score('seo')).padStart(3)}  ${verdict}${spread}`,
      );
      console.log(`  ${''.padEnd(28)} ${scores.metrics}`);
    }
  } finally {
    await chrome.kill();
  }
}

// ---------------------------------------------------------------- report

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

function row(cells, widths) {
  return cells.map((cell, index) => (index === 0 ? String(cell).padEnd(widths[index]) : String(cell).padStart(widths[index]))).join('  ');
}

async function run(baseURL, serverPid) {
  const tourId = await firstId(baseURL, ['/tour-list-1', '/'], /\/tour-single-1\/(\d+)/);
  const blogId = await firstId(baseURL, ['/blog-list-1', '/'], /\/blog-single\/(\d+)/);
  const regionId = await firstId(baseURL, ['/destinations', '/'], /\/tour-list-3\/(\d+)/);

  const misses = [];
  if (parts.has('load')) await throughput(baseURL, serverPid, tourId, misses);
  if (parts.has('js')) await javascript(baseURL, { tourId, blogId, regionId }, misses);
  if (parts.has('lighthouse')) await lighthouseScores(baseURL, ['/', '/tour-list-1', tourId ? `/tour-single-1/${tourId}` : null].filter(Boolean), misses);

  console.log(misses.length ? `\n✖ ${misses.length} budget(s) missed or not measured:\n  - ${misses.join('\n  - ')}` : '\n✓ Every measured budget is met.');
}

async function throughput(baseURL, serverPid, tourId, misses) {
  const [load1] = loadavg();
  console.log(`\n› Load: ${CONNECTIONS} connections, ${WARM_UP_MS / 1000} s warm-up + ${MEASURE_MS / 1000} s per target (keep-alive, gzip, one target at a time)`);
  console.log(`  Machine: load average ${load1.toFixed(1)} on ${availableParallelism()} cores at the start${load1 > availableParallelism() ? ' (busy: req/s are low and noisy; the CPU column is the steadier figure)' : ''}`);
  const pageTargets = ['/', '/tour-list-1', tourId ? `/tour-single-1/${tourId}` : null, '/blog-list-1'];
  const referenceBefore = await measure(baseURL, STATIC_REFERENCE, serverPid);
  const results = [];
  for (const target of pageTargets) {
    if (!target) {
      results.push({ target: '/tour-single-1/{id}', missing: 'no tour link found on /tour-list-1 or /' });
      continue;
    }
    const probe = await fetch(new URL(target, baseURL));
    if (probe.status !== 200) {
      results.push({ target, missing: `answers ${probe.status}` });
      continue;
    }
    results.push({ target, kind: 'page', ...(await measure(baseURL, target, serverPid)) });
  }
  const apiProbe = await fetch(new URL(TOURS_API, baseURL), { headers: { 'accept-language': 'tr' } });
  const apiCount = apiProbe.ok ? ((await apiProbe.json()).items?.length ?? 0) : 0;
  const apiTarget = '/api/Tours (PageSize=9999)';
  const apiResult = apiProbe.ok ? { target: apiTarget, kind: 'api', ...(await measure(baseURL, TOURS_API, serverPid)) } : { target: apiTarget, missing: `answers ${apiProbe.status}` };
  results.push(apiResult);
  const referenceAfter = await measure(baseURL, STATIC_REFERENCE, serverPid);
  const reference = { rps: (referenceBefore.rps + referenceAfter.rps) / 2, cpu: (referenceBefore.cpuMsPerRequest + referenceAfter.cpuMsPerRequest) / 2 };

  // "CPU ×" is the static file's server CPU per request over the target's: the req/s share an idle
  // server would reach.
  const widths = [34, 8, 8, 8, 11, 8, 16, 12];
  console.log(`\n${row(['target', 'req/s', 'p99 ms', '× static', 'CPU ms/req', 'CPU ×', 'budget', 'result'], widths)}`);
  for (const [label, result] of [['before', referenceBefore], ['after', referenceAfter]]) {
    console.log(row([`static ${STATIC_REFERENCE} (${label})`, fixed(result.rps), fixed(result.p99), '', fixed(result.cpuMsPerRequest, 2), '', 'reference', ''], widths));
  }
  for (const result of results) {
    if (result.missing) {
      console.log(`${row([result.target, '—', '—', '—', '—', '—', '', 'not measured'], widths)}  (${result.missing})`);
      misses.push(`${result.target}: not measured (${result.missing})`);
      continue;
    }
    const share = result.rps / reference.rps;
    const pass = result.kind === 'page' ? share >= budgets.pageShareOfStatic : result.p99 < budgets.apiP99Ms;
    const budget = result.kind === 'page' ? `≥ ${budgets.pageShareOfStatic}× static` : `p99 < ${budgets.apiP99Ms} ms`;
    const failures = result.failures ? `  (${result.failures} failed requests)` : '';
    const cells = [result.target, fixed(result.rps), fixed(result.p99), fixed(share, 2), fixed(result.cpuMsPerRequest, 2), fixed(reference.cpu / result.cpuMsPerRequest, 2), budget, pass ? 'pass' : '✖ MISS'];
    console.log(row(cells, widths) + failures);
    if (!pass) misses.push(`${result.target}: ${result.kind === 'page' ? `${fixed(share, 2)}× static` : `p99 ${fixed(result.p99)} ms`}`);
  }
  if (apiResult.avgBytes) console.log(`  /api/Tours answered ${apiCount} tours, ${fixed(apiResult.avgBytes / 1024 / 1024, 2)} MB per response (gzip)`);
}

async function javascript(baseURL, { tourId, blogId, regionId }, misses) {
  console.log(`\n› First-load JavaScript (gzipped scripts from /_next/static in the HTML; budget ≤ ${budgets.firstLoadJsKb} KB)`);
  const publicPages = [
    '/',
    '/destinations',
    '/tour-list-1',
    '/tour-list-2',
    regionId ? `/tour-list-3/${regionId}` : null,
    tourId ? `/tour-single-1/${tourId}` : null,
    '/blog-list-1',
    '/blog-list-2',
    '/blog-list-3',
    blogId ? `/blog-single/${blogId}` : null,
    '/page-single/13',
    '/about',
    '/help-center',
    '/terms',
    '/contact',
  ].filter(Boolean);
  for (const page of publicPages) {
    const weight = await firstLoadJs(baseURL, page);
    if (!weight) {
      console.log(`  ${page.padEnd(28)} not measured (no page)`);
      misses.push(`${page}: JavaScript not measured (no page)`);
      continue;
    }
    const pass = weight.kb <= budgets.firstLoadJsKb;
    console.log(`  ${page.padEnd(28)} ${fixed(weight.kb).padStart(7)} KB in ${String(weight.scripts).padStart(2)} scripts  ${pass ? 'pass' : '✖ MISS'}`);
    if (!pass) misses.push(`${page}: ${fixed(weight.kb)} KB of JavaScript`);
    if (listChunks) for (const chunk of weight.chunks.sort((a, b) => b.kb - a.kb)) console.log(`      ${fixed(chunk.kb).padStart(6)} KB  ${chunk.src}`);
  }
}

// ---------------------------------------------------------------- main

// `--no-build` measures the build folder as it is (e.g. while others edit the sources).
if (!process.argv.includes('--no-build')) buildIfNeeded();
clearRuntimeCache();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tour-agency-bench-'));
const baseURL = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  SITE_URL: baseURL,
  LOAD_LARGE_DATASET: '1',
  // Nothing listens there: the rate refresh fails at once and falls back, without the network.
  TCMB_BASE_URL: `http://127.0.0.1:${await freePort()}/kurlar`,
};
delete env.DATABASE_URL;

console.log('› Starting the production server on a fresh database with the large dataset…');
const server = startNextServer({ port, env });
let status = 0;
try {
  await waitForServer(`${baseURL}/api/health`, 600_000);
  await run(baseURL, server.pid);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  status = 1;
} finally {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
