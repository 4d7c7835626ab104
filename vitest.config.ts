import { defineConfig } from 'vitest/config';
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
    // One migrated and one seeded database per run; each integration test file starts from a copy.
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      // Unit tests hold no state between files (no database, no cached configuration): they share
      // one module graph per worker, which halves their time.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      // Integration tests read configuration and module-level state (env(), rates, metrics) that a
      // test may change: each file gets its own modules.
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
    ],
  },
});
