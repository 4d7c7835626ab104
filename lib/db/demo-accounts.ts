import { inArray } from 'drizzle-orm';
import { verifyPassword } from '@/lib/auth/password';
import type { Database } from './client';
import { users } from './schema';
import { LARGE_DATASET_CUSTOMER } from './large-dataset';
import { DEMO_ACCOUNTS } from './seed/users';

/**
 * A real deployment (APP_ENV=production) never runs with the demo accounts: their passwords are in
 * the README. Returns the sentence that stops the start, or null when none is left with its demo
 * password (README "Production").
 */
export async function demoAccountsProblem(db: Database): Promise<string | null> {
  // The bench's customer too: a database once loaded with LOAD_LARGE_DATASET holds it.
  const demo = [...Object.values(DEMO_ACCOUNTS), LARGE_DATASET_CUSTOMER];
  const rows = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(inArray(users.email, demo.map((account) => account.email)));
  for (const row of rows) {
    const account = demo.find((candidate) => candidate.email === row.email)!;
    if (await verifyPassword(account.password, row.passwordHash)) {
      return `The demo account ${row.email} still has its published demo password; delete it or change its password before starting with APP_ENV=production.`;
    }
  }
  return null;
}
