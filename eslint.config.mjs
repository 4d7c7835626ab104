import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Other packages' build internals: only their public entries are imported (docs/decisions, issue #15). */
const packageInternals = {
  group: ['next/dist/*', '*/dist/*', '@*/*/dist/*', '**/node_modules/**'],
  message: 'Import the package’s public entry, not its build files.',
};

/** Dependencies point one way, app → components → lib: nothing in components/ or lib/ imports from app/. */
const appFolder = {
  group: ['@/app', '@/app/*', '**/app/*', '!next/*'],
  message: 'components/ and lib/ never import from app/: move the shared code or type into lib/.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'drizzle/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [packageInternals] }],
    },
  },
  {
    files: ['components/**', 'lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [packageInternals, appFolder] }],
    },
  },
];
export default config;
