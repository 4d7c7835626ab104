import 'server-only';
import { ConfigError, env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { refreshIfDue } from '@/lib/rates/service';
import { runAsJob } from '@/lib/catalog/cache-runtime';
import { releaseExpiredHolds } from '@/lib/orders/cancel';
import { describeTripDay, runTripDay } from '@/lib/orders/trip-day';
import { flagOverdueBalances, sendBalanceReminders } from '@/lib/pricing/balance-jobs';
import { purgeAbandonedGuests } from '@/lib/auth/guest-purge';
import { deleteEndedSessions } from '@/lib/auth/refresh-tokens';
import { scheduleJob } from '@/lib/ops/jobs';
import { startLeadership } from '@/lib/ops/leader';
import { metrics } from '@/lib/ops/metrics';
import { announceServer, startScheduledBackups } from '@/lib/ops/backup-job';
import { describePurge, purgeExpiredRecords } from '@/lib/ops/retention';

/** Stops the process with one sentence a person can act on, never a stack trace. */
function fatal(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

export async function startServer() {
  try {
    env();
  } catch (error) {
    if (error instanceof ConfigError) fatal(error.message);
    throw error;
  }
  const started = Date.now();
  try {
    await getDb();
  } catch (error) {
    fatal(error instanceof Error ? error.message : String(error));
  }
  await startLeadership();
  startJobs();
  const config = env();
  // `npm run db:backup` asks this server for the backup of the embedded database it holds.
  if (!config.DATABASE_URL) announceServer(config.dataDir, Number(process.env.PORT) || 3000);
  console.log(`✓ Database ready (${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}) in ${Date.now() - started} ms`);
}

/**
 * The background jobs, each timed, logged (`job.run`) and counted by lib/ops/jobs.ts. With several
 * servers they run once: the order jobs and the guest purge only on the holder of the jobs lease
 * (lib/ops/leader.ts; another server takes over within a minute when it stops), the rates refresh
 * and the backup each take their own lease; hold expiry and finished trips also lock each order they
 * move (lib/orders/transition.ts) and the trip-day mails claim a once-key (lib/mail/send.ts). The order jobs run as jobs of the cache seam (runAsJob): the
 * pages whose seats they change are expired through Redis at once, or at this server's next request.
 */
function startJobs() {
  // Requests from the server layer (scripts/lib/request-log.mjs) count into this registry.
  metrics();
  scheduleJob('rates-refresh', 15 * 60_000, async () => {
    const outcome = await refreshIfDue();
    if (outcome.status === 'failed') return { failed: outcome.error };
    return { detail: outcome.status, quiet: outcome.status === 'fresh' };
  });
  scheduleJob('hold-expiry', 60_000, async () => {
    const released = await runAsJob(() => releaseExpiredHolds());
    return { detail: `${released.length} released`, quiet: released.length === 0 };
  }, { leader: true });
  // Finished trips → Completed, then the thank-you with the review request and tomorrow's reminders (lib/orders/trip-day.ts).
  scheduleJob('trip-completion', 3_600_000, async () => describeTripDay(await runAsJob(() => runTripDay())), { leader: true });
  // Deposit bookings (docs/decisions/0083): the balance reminder once, an unpaid balance flagged (or cancelled) after its day.
  scheduleJob('balance-due', 3_600_000, async () => {
    const reminded = await sendBalanceReminders();
    const overdue = await runAsJob(() => flagOverdueBalances());
    return { detail: `${reminded.length} reminded, ${overdue.flagged.length} overdue, ${overdue.cancelled.length} cancelled`, quiet: reminded.length + overdue.flagged.length === 0 };
  }, { leader: true });
  // Temporary users who can no longer come back, and sign-ins whose tokens have all expired.
  scheduleJob('guest-purge', 24 * 3_600_000, async () => {
    const db = await getDb();
    const count = await purgeAbandonedGuests(db);
    const tokens = await deleteEndedSessions(db);
    return { detail: `${count} removed, ${tokens} expired session tokens deleted`, quiet: count + tokens === 0 };
  }, { leader: true });
  // Rate-limit counters, codes and contact messages past their retention (lib/ops/retention.ts).
  scheduleJob('retention', 24 * 3_600_000, async () => describePurge(await purgeExpiredRecords(await getDb())), { leader: true });
  startScheduledBackups();
}
