import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The site runs on Next.js's public, documented APIs only (docs/seo-and-performance.md, "Decisions"):
// `next/dist/...` is the package's compiled inside, which a minor release may move or change (the
// production server once patched its tags manifest and imported its start-server). This fails when
// any source file imports, requires or resolves a path inside it.
const root = path.resolve(__dirname, '../..');
const roots = ['app', 'components', 'lib', 'i18n', 'scripts', 'proxy.ts', 'next.config.ts', 'instrumentation.ts'];
const SOURCE = /\.(m?[jt]sx?|cjs)$/;
const INTERNAL = /(['"`])next\/dist\/|['"]next['"],\s*['"]dist['"]/;

function files(target: string): string[] {
  const full = path.join(root, target);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return SOURCE.test(target) ? [target] : [];
  return readdirSync(full).flatMap((entry) => files(path.join(target, entry)));
}

describe('Next.js is used through its public API only', () => {
  it('no source file reaches into next/dist', () => {
    const offenders = roots
      .flatMap(files)
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, index) => ({ file, line: index + 1, text: line.trim() }))
          .filter(({ text }) => INTERNAL.test(text)),
      )
      .map(({ file, line, text }) => `${file}:${line}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it('the check sees the forms an import of the internals takes', () => {
    for (const line of [
      "import { getRequestHandlers } from 'next/dist/server/lib/start-server';",
      "const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');",
      'await import(`next/dist/server/next-server`);',
      "path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')",
    ]) {
      expect(INTERNAL.test(line), line).toBe(true);
    }
    expect(INTERNAL.test("import next from 'next';")).toBe(false);
    expect(INTERNAL.test("import { NextResponse } from 'next/server';")).toBe(false);
  });

  it('pins the exact Next.js version the site is tested against', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.dependencies.next).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.devDependencies['eslint-config-next']).toBe(pkg.dependencies.next);
  });
});
