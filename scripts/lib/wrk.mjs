// The bench's load generator (docs/decisions/0127-the-bench-loads-with-wrk.md): wrk, a C program
// from Debian's packages, sends the requests, with scripts/lib/wrk-visitors.lua making each one
// another visitor. A generator written in JavaScript in the bench's own process ran out of CPU
// before nginx did and paid for every byte it read.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './build.mjs';

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'];
const SCRIPT = path.join(root, 'scripts/lib/wrk-visitors.lua');

/** Finds wrk; as root on Debian, installs the distribution's package when none is present; else null. */
export function findWrk() {
  const found = WRK.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('› No wrk found: installing Debian’s wrk…');
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk', { stdio: 'inherit' });
    } catch {
      return null;
    }
    return WRK.find((candidate) => existsSync(candidate)) ?? null;
  }
  return null;
}

/**
 * `connections` keep-alive connections on one wrk thread against `url` for `durationMs`.
 * `headers`: { accept, userAgents, languages, same }. Resolves with requests answered 2xx/3xx
 * (`ok`), failures (socket errors and status ≥ 400), bytes read and latency quantiles in ms.
 */
export function runWrk(binary, url, { connections, durationMs, headers }) {
  return new Promise((resolve, reject) => {
    const args = ['-t1', `-c${connections}`, `-d${Math.round(durationMs / 1000)}s`, '--timeout', '10s', '-s', SCRIPT, url];
    const child = spawn(binary, args, {
      env: {
        ...process.env,
        BENCH_ACCEPT: headers.accept,
        BENCH_USER_AGENTS: headers.userAgents.join('\n'),
        BENCH_LANGUAGES: headers.languages.join('\n'),
        BENCH_SAME_HEADERS: headers.same ? '1' : '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('{"requests"'));
      if (code !== 0 || !line) return reject(new Error(`wrk exited with ${code}: ${(errors || output).trim().slice(0, 500)}`));
      const summary = JSON.parse(line);
      resolve({
        seconds: summary.durationUs / 1e6,
        ok: summary.requests - summary.statusErrors,
        failures: summary.statusErrors + summary.socketErrors,
        bytes: summary.bytes,
        p50: summary.p50Us / 1000,
        p99: summary.p99Us / 1000,
      });
    });
  });
}
