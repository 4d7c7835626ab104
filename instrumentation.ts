/**
 * Runs once when a Next.js server starts: checks the configuration, opens the database (applying
 * migrations and, on an empty database, the demo content) and starts the background jobs.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./lib/server/start');
  await startServer();
}
