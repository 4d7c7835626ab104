// `npm start`: builds when the sources changed since the last build, then serves the site.
import { buildIfNeeded } from './lib/build.mjs';
import { startNextServer } from './lib/server.mjs';

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`✖ Node.js 20 or newer is required (this is ${process.version}).`);
  process.exit(1);
}

buildIfNeeded();
const port = process.env.PORT || '3000';
const server = startNextServer({ port, env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env }, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
