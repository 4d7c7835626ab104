import { defineConfig } from 'vitest/config';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);

/**
 * `npm run test:cluster`: the several-servers tests (tests/cluster) against the local cluster of
 * scripts/lib/cluster.mjs (two app servers, PostgreSQL, Redis, nginx). Run by .ci/run after the
 * PostgreSQL leg; it builds the site when needed and starts what it needs.
 */
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 900_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
