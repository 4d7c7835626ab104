import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the build scripts, no type declarations
import { addCompileHints, COMPILE_HINT } from '../../scripts/lib/compile-hints.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function buildFolder(files: Record<string, string>) {
  const dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, 'static', 'chunks', name), text);
  return dist;
}

describe('compile hints on the client chunks', () => {
  it('marks every script once, leaves stylesheets alone, and the scripts still run', () => {
    const chunk = 'globalThis.loaded = (globalThis.loaded || 0) + 1;';
    const dist = buildFolder({ 'a.js': chunk, 'b.js': chunk, 'site.css': 'body{margin:0}' });

    expect(addCompileHints(dist)).toBe(2);
    const marked = readFileSync(path.join(dist, 'static', 'chunks', 'a.js'), 'utf8');
    expect(marked).toBe(COMPILE_HINT + chunk);
    expect(marked.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(readFileSync(path.join(dist, 'static', 'chunks', 'site.css'), 'utf8')).toBe('body{margin:0}');

    const context = vm.createContext({});
    vm.runInContext(marked, context);
    expect(vm.runInContext('loaded', context)).toBe(1);

    // A second run (an up-to-date build started again) changes nothing.
    expect(addCompileHints(dist)).toBe(0);
    expect(readFileSync(path.join(dist, 'static', 'chunks', 'b.js'), 'utf8')).toBe(COMPILE_HINT + chunk);
  });
});
