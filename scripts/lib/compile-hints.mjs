import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136+): a script that
// begins with this comment has all its functions compiled eagerly, on the background thread that
// already compiles the script while it downloads. Without it, each module factory of a Turbopack chunk
// is compiled lazily, on the main thread, the first time the page calls it; on a phone that is tens of
// milliseconds of blocked main thread while the page hydrates. Other engines read it as a comment.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every client chunk of a build (`{distDir}/static/chunks/*.js`). The chunks' names stay: they
 * are content hashes of what Next.js wrote, and nothing checks them against the bytes (no SRI).
 * Idempotent; returns how many files it changed.
 */
export function addCompileHints(distDir) {
  const chunks = path.join(distDir, 'static', 'chunks');
  let changed = 0;
  for (const name of readdirSync(chunks)) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(chunks, name);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    changed += 1;
  }
  return changed;
}
