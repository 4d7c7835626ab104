// `npm start`: builds when the sources changed since the last build, then serves the site.
import { buildIfNeeded } from './lib/build.mjs';
import { clearRuntimeCache, migrateDatabase, startNextServer } from './lib/server.mjs';

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`✖ Node.js 20 or newer is required (this is ${process.version}).`);
  process.exit(1);
}

buildIfNeeded();
// Pages and data an earlier run of this build cached on disk came from that run's database (after
// `npm test` or `npm run bench`, another one): this server renders its own (scripts/lib/server.mjs).
clearRuntimeCache();
const port = process.env.PORT || '3000';
const env = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };
// Demo mode: migrations and the demo content in a process of their own, before the server opens the
// database (scripts/lib/server.mjs). A production database is migrated by the deploy (`npm run db:migrate`).
if (env.APP_ENV !== 'production') {
  const status = migrateDatabase(env);
  if (status !== 0) process.exit(status);
}
const server = startNextServer({ port, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
