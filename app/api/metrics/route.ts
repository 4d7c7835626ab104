import { env } from '@/lib/config/env';
import { getDb, type Database } from '@/lib/db/client';
import { newestBackupTime } from '@/lib/ops/backup-job';
import { collectDatabaseGauges } from '@/lib/ops/collect';
import { hasBearer, isLoopback } from '@/lib/ops/guard';
import { metrics } from '@/lib/ops/metrics';

export const dynamic = 'force-dynamic';

/**
 * Prometheus metrics (docs/operations.md, "Metrics"): only for callers on this machine or with
 * `Authorization: Bearer METRICS_TOKEN`; anyone else gets a 404, as if there were nothing here.
 */
export async function GET(request: Request) {
  if (!isLoopback(request) && !hasBearer(request, env().METRICS_TOKEN)) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  let db: Database | null = null;
  try {
    db = await Promise.race([getDb(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 3_000).unref?.())]);
  } catch {
    db = null;
  }
  await collectDatabaseGauges(db);
  const { registry, backupLastSuccess } = metrics();
  // The newest file in BACKUP_DIR, whichever process or run wrote it (a restart keeps the truth).
  const newest = await newestBackupTime(env().backupDir).catch(() => null);
  if (newest) backupLastSuccess.set(Math.max(newest.getTime() / 1000, (await backupLastSuccess.get()).values[0]?.value ?? 0));
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } });
}
