import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // `server-only` throws outside a React server build; in tests the modules run on the server anyway.
      'server-only': path.join(root, 'tests/support/empty.ts'),
    },
  },
  test: {
    environment: 'node',
    // Route handlers are called as the production server passes requests on: X-Forwarded-For
    // rewritten from the socket (clientIp() in lib/security/rate-limit.ts believes it only then).
    env: { CLIENT_ADDRESS_FROM_SOCKET: '1' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, which on a 2-core machine is one worker and
    // half the machine idle: the files wait on PGlite and module loading, not on the main process.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Unit tests hold no state between files (no database, no cached configuration): they share
      // one module graph per worker, which halves their time.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false, server: { deps: { inline: ['next-intl'] } } } },
      // Integration tests read configuration and module-level state (env(), rates, metrics) that a
      // test may change. Files share worker processes, and tests/support/fresh-file.ts starts each one
      // as in a process of its own (modules loaded again, the environment and the app's globals reset):
      // 160 → 90 s (docs/decisions/0132-integration-files-share-workers.md).
      // Each one also gets a DATA_DIR of its own (tests/support/data-dir.ts): files run two at a time.
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          isolate: false,
          // One migrated and one seeded database per run, which each file copies. Here, not in the
          // shared options: a project inherits them (`extends: true`), and the unit project's copy
          // prepared both databases a second time for tests that never open one (4–6 s before any test).
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/fresh-file.ts', 'tests/support/data-dir.ts'],
        },
      },
    ],
  },
});
