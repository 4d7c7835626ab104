// The local cluster (`npm run cluster`, tests/cluster, `npm run bench -- --cluster`): N app servers
// (scripts/production-server.mjs) on one PostgreSQL database and one Redis, behind nginx rendered from
// deploy/nginx/site.conf — the production topology of README "Production" on one machine.
//
// PostgreSQL and Redis: the ones running on 127.0.0.1:5432 and 127.0.0.1:6379 are used; when none
// runs and this is root on Debian, the distribution's packages are installed and started, as the
// test scripts do for Chromium and nginx. Each cluster gets its own database (dropped and created
// again unless `fresh: false`) and its own Redis key prefix (removed on close), so a run never
// sees another's pages.
import { execSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { buildIfNeeded, root } from './build.mjs';
import { startNginx } from './nginx.mjs';
import { freePort, freePorts, migrateDatabase, startNextServer, waitForServer } from './server.mjs';

const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
const REDIS_PORT = 6379;

const isRootOnDebian = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

function listening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s.`);
}

function aptInstall(packages) {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
}

/** PostgreSQL on 127.0.0.1:5432, installed and started on Debian (as root) when none runs. */
export async function ensurePostgres() {
  if (await listening(PG_PORT, PG_HOST)) return;
  if (!isRootOnDebian()) throw new Error('No PostgreSQL on 127.0.0.1:5432. Start one (Debian: apt-get install postgresql) and run again.');
  if (!existsSync('/usr/bin/pg_ctlcluster')) {
    console.log('› No PostgreSQL found: installing Debian’s postgresql…');
    aptInstall('postgresql');
  }
  const version = readdirSync('/etc/postgresql').sort((a, b) => Number(a) - Number(b)).at(-1);
  // The throwaway local server trusts loopback connections, as CI's does (.ci/run).
  execSync(`sed -i -E 's/^(host\\s+all\\s+all\\s+127\\.0\\.0\\.1\\/32\\s+)\\S+/\\1trust/' /etc/postgresql/${version}/main/pg_hba.conf`);
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  await waitFor(() => listening(PG_PORT, PG_HOST), 'PostgreSQL');
}

/** Redis on 127.0.0.1:6379, installed and started on Debian (as root) when none runs. */
export async function ensureRedis() {
  if (await listening(REDIS_PORT)) return;
  if (!isRootOnDebian()) throw new Error('No Redis on 127.0.0.1:6379. Start one (Debian: apt-get install redis-server) and run again.');
  if (!existsSync('/usr/bin/redis-server')) {
    console.log('› No Redis found: installing Debian’s redis-server…');
    aptInstall('redis-server');
  }
  spawnSync('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--daemonize', 'yes', '--save', '', '--appendonly', 'no'], { stdio: 'inherit' });
  await waitFor(() => listening(REDIS_PORT), 'Redis');
}

/** A superuser connection to the local server: `postgres`, or `root` where CI runs as root. */
async function adminClient() {
  for (const user of ['postgres', 'root']) {
    const client = new pg.Client({ host: PG_HOST, port: PG_PORT, user, database: 'postgres' });
    try {
      await client.connect();
      return { client, user };
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error('Could not connect to the PostgreSQL on 127.0.0.1:5432 as postgres or root (trust authentication on loopback is expected).');
}

/** A database of its own for the cluster; returns its URL. */
async function prepareDatabase(name, fresh) {
  const { client, user } = await adminClient();
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return `postgres://${user}@${PG_HOST}:${PG_PORT}/${name}`;
}

async function dropDatabase(name) {
  const { client } = await adminClient();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

async function removeRedisKeys(url, prefix) {
  const client = createClient({ url });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) if (keys.length) await client.del(keys);
  } finally {
    await client.quit();
  }
}


/**
 * Starts the cluster. `env`: extra variables for every app server (e.g. the TCMB fixture, limits).
 * Returns { url (nginx), servers: [{ name, url, port, child, stop(signal) }], databaseUrl, redisUrl,
 * keyPrefix, close() }.
 */
export async function startCluster({ servers: count = 2, database = 'tour_agency_cluster', fresh = true, keepDatabase = false, env: extra = {}, logLevel = 'warn', build = true, quiet = false } = {}) {
  await Promise.all([ensurePostgres(), ensureRedis()]);
  if (build) buildIfNeeded();
  const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
  const databaseUrl = await prepareDatabase(database, fresh);
  const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
  const keyPrefix = `tour-agency-cluster-${randomBytes(4).toString('hex')}:`;
  // Every port chosen at once: asked one by one, the system may hand the same one out twice.
  const [proxyPort, ...serverPorts] = await freePorts(count + 1);
  const url = `http://127.0.0.1:${proxyPort}`;
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: logLevel,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    SITE_URL: url,
    TRUST_PROXY_HOPS: '1',
    // One secret and one store key for all: a session made on one server, or a bank answer signed
    // for a payment started on one, is good on every other.
    AUTH_SECRET: randomBytes(36).toString('base64url'),
    NESTPAY_STORE_KEY: randomBytes(24).toString('base64url'),
    ...extra,
  };
  // `npm run db:migrate` with the cluster's environment (demo mode: an empty database gets the demo content).
  if (migrateDatabase({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tour-agency-migrate-')) }) !== 0) throw new Error('npm run db:migrate failed for the cluster database.');

  const dataDirs = [];
  const started = [];
  for (let index = 0; index < count; index += 1) {
    const port = serverPorts[index];
    // Each server its own DATA_DIR: nothing the servers share may live on one's disk.
    const dataDir = mkdtempSync(path.join(tmpdir(), `tour-agency-server-${index + 1}-`));
    dataDirs.push(dataDir);
    const child = startNextServer({ port, env: { ...shared, PORT: String(port), DATA_DIR: dataDir }, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'] });
    const server = {
      name: String.fromCharCode(65 + index),
      port,
      url: `http://127.0.0.1:${port}`,
      child,
      /** Stops this server (SIGKILL: a crash; SIGTERM: a clean stop) and waits for it to be gone. */
      stop: async (signal = 'SIGTERM') => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      },
    };
    started.push(server);
    // One after the other: the first start loads what an empty database needs (the bench's large
    // dataset), the next finds it there.
    try {
      await waitForServer(`${server.url}/api/health`, 600_000);
    } catch (error) {
      await Promise.all(started.map((running) => running.stop('SIGTERM')));
      throw error;
    }
  }
  let nginx = null;
  const close = async () => {
    await Promise.all(started.map((server) => server.stop('SIGTERM')));
    await nginx?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await removeRedisKeys(redisUrl, keyPrefix).catch(() => undefined);
    if (!keepDatabase) await dropDatabase(database).catch(() => undefined);
  };
  try {
    nginx = await startNginx({ port: proxyPort, upstreamPorts: started.map((server) => server.port), distDir });
    await waitForServer(`${url}/api/health`);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, servers: started, databaseUrl, redisUrl, keyPrefix, nginx, close };
}

/** `npm run cluster`: starts it and keeps it running until Ctrl-C. */
export async function runClusterCommand(argv) {
  const count = Number(/--servers=(\d+)/.exec(argv.join(' '))?.[1] ?? 2);
  const { startTcmbFixtureServer } = await import(path.join(root, 'e2e/support/tcmb-fixture-server.mjs'));
  const tcmb = await startTcmbFixtureServer({ port: await freePort() });
  const cluster = await startCluster({ servers: count, keepDatabase: argv.includes('--keep'), fresh: !argv.includes('--keep'), env: { TCMB_BASE_URL: `${tcmb.url}/kurlar` } });
  console.log(`\n✓ Cluster ready: ${cluster.url}  (nginx → ${cluster.servers.map((server) => `${server.name} ${server.url}`).join(', ')})`);
  console.log(`  PostgreSQL ${cluster.databaseUrl} · Redis ${cluster.redisUrl} (keys ${cluster.keyPrefix}*) · Ctrl-C stops it\n`);
  const stop = async () => {
    await cluster.close();
    await tcmb.close?.();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await new Promise(() => {});
}
