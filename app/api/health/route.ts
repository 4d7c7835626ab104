export const dynamic = 'force-dynamic';

/**
 * Liveness: the process answers HTTP (docs/operations.md, "Health"). Deliberately cheap and without
 * the database, so a slow database never gets a healthy server restarted; whether the server can
 * serve bookings is the readiness check's question: GET /api/health/ready.
 */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
