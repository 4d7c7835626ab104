import { ok, route } from '@/lib/http/respond';
import { getRates, startRatesRefresh } from '@/lib/rates/service';

// Rates change over time: never prerender this handler at build time (the build must not open the database).
export const dynamic = 'force-dynamic';

/**
 * GET /api/rates — `{ Data: { USD, EUR, lastUpdated, isFallback, source, trend, bulletinDate }, UIMessage }`.
 * Always answers 200: when the bank and the database fail, Data holds the spec's default rates.
 */
export const GET = route(async () => {
  // Idempotent; makes sure the periodic refresh runs even when the server start did not schedule it.
  startRatesRefresh({ immediate: false });
  const rates = await getRates();
  // The same answer for every visitor; a short shared cache spares the database on busy pages.
  return ok(rates, '', { headers: { 'Cache-Control': 'public, max-age=60' } });
});
