// `npm start`: builds when the sources changed since the last build, then serves the site.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`✖ Node.js 20 or newer is required (this is ${process.version}).`);
  process.exit(1);
}

buildIfNeeded();
const port = process.env.PORT || '3000';
const server = spawn(process.execPath, [path.join(root, 'scripts', 'production-server.mjs'), '--port', port], {
  cwd: root,
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
