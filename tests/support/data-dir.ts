import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Each integration test file gets a DATA_DIR of its own (the generated secrets, uploads), unless it
 * names one itself: two files run side by side, and none writes into the project's `.data`, where
 * `npm start` keeps its database and secrets.
 */
const own = mkdtempSync(path.join(tmpdir(), 'tour-agency-test-data-'));
process.env.DATA_DIR = own;
afterAll(() => rmSync(own, { recursive: true, force: true }));
