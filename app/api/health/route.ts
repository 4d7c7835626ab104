import { getDb } from '@/lib/db/client';
import { sql } from 'drizzle-orm';

export const dynamic = 'force-dynamic';

/** Liveness and readiness: answers 200 once the database is migrated and answers queries. */
export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: 'ok' });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503 });
  }
}
