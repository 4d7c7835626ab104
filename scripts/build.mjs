// `npm run build`: `next build`, then the compile hints of scripts/lib/compile-hints.mjs.
import { buildIfNeeded } from './lib/build.mjs';

buildIfNeeded({ force: true });
