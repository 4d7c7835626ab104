import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { env, readOrCreateSecret } from '@/lib/config/env';
import { backupNow } from '@/lib/ops/backup-job';
import { isLoopback } from '@/lib/ops/guard';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/health/backup`: a backup taken by this server, for `npm run db:backup` while the server
 * holds the embedded database (PGlite opens its directory in one process only). Only from this
 * machine and with the token in DATA_DIR/ops-token (readable by whoever may read the data anyway).
 * Answers `{ file, bytes }`, or 500 with the sentence that says why the backup failed.
 */
export async function POST(request: Request) {
  const token = readOrCreateSecret(env().dataDir, 'ops-token');
  const given = Buffer.from(request.headers.get('x-ops-token') ?? '');
  const expected = Buffer.from(token);
  if (!isLoopback(request) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return new Response('Not found', { status: 404 });
  }
  try {
    const result = await backupNow();
    return Response.json({ file: result.file, name: path.basename(result.file), bytes: result.bytes });
  } catch (error) {
    return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 500 });
  }
}
