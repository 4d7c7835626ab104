import { describeError, logEvent } from '@/lib/log';
import { isLeader, onLeadership } from './leader';
import { metrics } from './metrics';

/**
 * Background jobs of this server (rates refresh, hold expiry, guest purge, scheduled backup): each
 * run is timed into `agency_job_duration_seconds`, written as a `job.run` event and remembered for
 * the readiness check (lib/ops/readiness.ts). Runs of one job never overlap in a process; across
 * servers the jobs themselves take a lease (job_leases) where that matters.
 */
export type JobRun = { startedAt: string; durationMs: number; outcome: 'ok' | 'failed'; detail?: string };
export type JobState = { name: string; intervalMs: number; runs: number; running: boolean; last?: JobRun; lastOk?: string; lastFailure?: JobRun };

type Registry = { jobs: Map<string, JobState>; timers: Map<string, ReturnType<typeof setInterval>> };
const key = Symbol.for('tour-agency.jobs');
const registry: Registry = ((globalThis as Record<symbol, Registry>)[key] ??= { jobs: new Map(), timers: new Map() });

/** What a job reports: nothing, a short outcome text (`fetched`, `3 released`), or `{ failed }`. */
export type JobResult = void | string | { failed: string } | { detail: string; quiet?: boolean };

/** Runs a job once now (timed, logged, counted). Never throws. */
export async function runJob(name: string, task: () => Promise<JobResult>): Promise<JobRun> {
  const state = registry.jobs.get(name) ?? { name, intervalMs: 0, runs: 0, running: false };
  registry.jobs.set(name, state);
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  state.running = true;
  let run: JobRun;
  let quiet = false;
  try {
    const result = await task();
    if (result && typeof result === 'object' && 'failed' in result) {
      run = { startedAt, durationMs: Date.now() - started, outcome: 'failed', detail: result.failed };
    } else {
      const detail = typeof result === 'string' ? result : result && typeof result === 'object' ? result.detail : undefined;
      quiet = Boolean(result && typeof result === 'object' && 'quiet' in result && result.quiet);
      run = { startedAt, durationMs: Date.now() - started, outcome: 'ok', detail };
    }
  } catch (error) {
    run = { startedAt, durationMs: Date.now() - started, outcome: 'failed', detail: describeError(error) };
  }
  state.running = false;
  state.runs += 1;
  state.last = run;
  if (run.outcome === 'ok') state.lastOk = startedAt;
  else state.lastFailure = run;
  try {
    metrics().jobDuration.observe({ job: name, outcome: run.outcome }, run.durationMs / 1000);
  } catch {
    // Counting never stops a job.
  }
  // A job that did nothing (no expired hold this minute) is written at debug level only.
  logEvent('job.run', { job: name, outcome: run.outcome, durationMs: run.durationMs, detail: run.detail }, run.outcome === 'failed' ? 'error' : quiet ? 'debug' : 'info');
  return run;
}

/**
 * Runs `task` every `intervalMs` (and once now unless `immediate` is false); idempotent per name.
 * `leader`: only on the server holding the jobs lease (lib/ops/leader.ts), and at once when this
 * server takes it over from one that stopped.
 */
export function scheduleJob(name: string, intervalMs: number, task: () => Promise<JobResult>, options: { immediate?: boolean; leader?: boolean } = {}): () => void {
  const stop = () => stopJob(name);
  if (registry.timers.has(name)) return stop;
  const state = registry.jobs.get(name) ?? { name, intervalMs, runs: 0, running: false };
  state.intervalMs = intervalMs;
  registry.jobs.set(name, state);
  const tick = () => {
    if (state.running || (options.leader && !isLeader())) return;
    void runJob(name, task);
  };
  if (options.leader) onLeadership(tick);
  const timer = setInterval(tick, intervalMs);
  // The timer must never keep a process (a test run, a shutting-down server) alive.
  timer.unref?.();
  registry.timers.set(name, timer);
  if (options.immediate !== false) tick();
  return stop;
}

export function stopJob(name: string): void {
  const timer = registry.timers.get(name);
  if (timer) clearInterval(timer);
  registry.timers.delete(name);
}

/** The jobs this process knows, for the readiness check. */
export function jobStates(): JobState[] {
  return [...registry.jobs.values()].map((state) => ({ ...state }));
}

/** Tests start from no jobs. */
export function resetJobsForTests(): void {
  for (const name of registry.timers.keys()) stopJob(name);
  registry.jobs.clear();
}
