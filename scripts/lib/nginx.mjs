// nginx in front of the site for the benchmark (`npm run bench -- --proxy`) and the local cluster (`npm run cluster`): the production
// configuration deploy/nginx/site.conf rendered with local ports and folders, inside a minimal
// nginx.conf of its own (its own pid, logs, temp and cache folders), run in the foreground.
import { execSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './build.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const BROTLI_MODULE = '/usr/share/nginx/modules/ngx_http_brotli_filter_module.so';

/** Finds nginx; as root on Debian, installs the distribution's package when none is present. */
export function ensureNginx() {
  const found = NGINX.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('› No nginx found: installing Debian’s nginx (and its brotli filter)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx && (DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libnginx-mod-http-brotli-filter || true)', {
      stdio: 'inherit',
    });
    const installed = NGINX.find((candidate) => existsSync(candidate));
    if (installed) return installed;
  }
  throw new Error('No nginx found. Install it (Debian: apt-get install nginx) or run the bench without --proxy.');
}

/** deploy/nginx/site.conf with its {{…}} values filled in; brotli on when the module is there. */
export function renderSiteConf(values, { brotli = existsSync(BROTLI_MODULE) } = {}) {
  let text = readFileSync(path.join(root, 'deploy/nginx/site.conf'), 'utf8');
  // Placeholders are filled on configuration lines only: the comments that explain them stay as written.
  text = text
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name) => {
            if (values[name] === undefined || values[name] === null || values[name] === '') throw new Error(`deploy/nginx/site.conf: no value for ${placeholder}`);
            return String(values[name]);
          }),
    )
    .join('\n');
  if (brotli) text = text.replace(/^(\s*)# (brotli(?:_types)? [^#\n]*;).*$/gm, '$1$2');
  return text;
}

/**
 * Starts nginx on `port` in front of the app servers on `upstreamPorts` (or one `upstreamPort`),
 * serving /_next/static from `distDir`. Returns { child, pids(), close() }.
 */
export async function startNginx({ port, upstreamPort, upstreamPorts = [upstreamPort], distDir }) {
  const binary = ensureNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'tour-agency-nginx-'));
  // The workers run as an unprivileged user when nginx starts as root: their folders must be theirs to write.
  for (const folder of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, folder));
    chmodSync(path.join(dir, folder), 0o777);
  }
  chmodSync(dir, 0o755);
  const brotli = existsSync(BROTLI_MODULE);
  const site = renderSiteConf(
    {
      LISTEN: `127.0.0.1:${port}`,
      UPSTREAMS: upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream} max_fails=3 fail_timeout=10s;`).join('\n    '),
      PUBLIC_DIR: path.join(root, 'public'),
      STATIC_DIR: path.join(distDir, 'static'),
      CACHE_DIR: path.join(dir, 'cache'),
      // The access log in the production format (no query strings, no booking codes), gone with the folder.
      ACCESS_LOG: path.join(dir, 'access.log'),
    },
    { brotli },
  );
  const conf = `# Rendered by scripts/lib/nginx.mjs for the benchmark.
worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65s;
    keepalive_requests 100000;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;

${site}
}
`;
  const confPath = path.join(dir, 'nginx.conf');
  writeFileSync(confPath, conf);
  execSync(`${binary} -t -q -c ${confPath} -p ${dir}`, { stdio: 'inherit' });
  const child = spawn(binary, ['-c', confPath, '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'] });
  // The master and its workers (children of the master, from /proc).
  const pids = () => {
    const workers = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
        if (ppid === child.pid) workers.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
    return [child.pid, ...workers];
  };
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { child, pids, close, dir, brotli };
}
