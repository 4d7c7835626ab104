import { env } from '@/lib/config/env';
import { hasBearer, isLoopback } from '@/lib/ops/guard';
import { readiness, sharedReadiness } from '@/lib/ops/readiness';

export const dynamic = 'force-dynamic';

/**
 * Readiness for a load balancer (docs/operations.md, "Health"): 200 `ok` or `degraded`, 503
 * `unavailable` (database or configured Redis down). Everyone gets the status, from a check shared by
 * all such callers for 2 s (`sharedReadiness`); callers on this machine or with METRICS_TOKEN get a
 * check of their own with each of its parts (outbox, rates, leases, jobs, backup).
 */
export async function GET(request: Request) {
  const detailed = isLoopback(request) || hasBearer(request, env().METRICS_TOKEN);
  const result = await (detailed ? readiness() : sharedReadiness());
  const body = detailed ? { status: result.status, checks: result.checks } : { status: result.status };
  return Response.json(body, { status: result.httpStatus, headers: { 'Cache-Control': 'no-store' } });
}
