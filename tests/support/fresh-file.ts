import { vi } from 'vitest';

/**
 * Integration test files share worker processes (`isolate: false` in vitest.config.ts: a process
 * and a module graph per file cost 58 s of a 160 s run), yet each file must start as it would in a
 * process of its own (docs/decisions/0132-integration-files-share-workers.md). Before each file:
 *  - the project's modules are loaded again (module-level state such as env() and the rates' cache
 *    starts empty; packages in node_modules stay loaded, they hold none of the app's state);
 *  - the environment is the one the worker started with (files set process.env directly);
 *  - the app's process-wide state on globalThis (`Symbol.for('tour-agency.*')`: the database
 *    handle, metrics, jobs and their timers, the leader, rates, caches) is dropped, its timers stopped.
 */
vi.resetModules();

const slot = globalThis as Record<symbol, unknown>;
const pristineKey = Symbol.for('tour-agency-tests.pristine-env');
const pristine = (slot[pristineKey] ??= { ...process.env }) as NodeJS.ProcessEnv;
for (const name of Object.keys(process.env)) if (!(name in pristine)) delete process.env[name];
Object.assign(process.env, pristine);

const isTimer = (value: unknown): value is NodeJS.Timeout => typeof value === 'object' && value !== null && typeof (value as NodeJS.Timeout).hasRef === 'function' && typeof (value as NodeJS.Timeout).refresh === 'function';

/** Stops the timers a state object holds itself or in a Map (jobs' `timers`, the leader's and rates' `timer`). */
function stopTimers(state: unknown) {
  if (typeof state !== 'object' || state === null) return;
  for (const value of Object.values(state)) {
    if (isTimer(value)) clearInterval(value);
    else if (value instanceof Map) for (const entry of value.values()) if (isTimer(entry)) clearInterval(entry);
  }
}

for (const key of Object.getOwnPropertySymbols(globalThis)) {
  if (!key.description?.startsWith('tour-agency.')) continue;
  stopTimers(slot[key]);
  delete slot[key];
}
