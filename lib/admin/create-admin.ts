import { z } from 'zod';
import { hashPassword } from '@/lib/auth/password';
import type { Executor } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { DEMO_ACCOUNTS } from '@/lib/db/seed/users';

/**
 * The core of `npm run admin:create` (scripts/admin-create.ts, README "Production"): the first staff
 * account of a real deployment, which never gets the demo accounts. Problems are one sentence each.
 */
export class AdminCreateError extends Error {
  override name = 'AdminCreateError';
}

type NewAdmin = { email: string; name: string; surname?: string; password: string; role?: 'admin' | 'guide'; phone?: string };

const MIN_LENGTH = 12;

/** Why a staff password is too weak, or null: 12+ characters, letters and digits, six different characters or more, not the e-mail. */
function weakAdminPassword(password: string, email: string): string | null {
  if (password.length < MIN_LENGTH) return `The password must be at least ${MIN_LENGTH} characters long.`;
  if (password.length > 128) return 'The password must be at most 128 characters long.';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'The password must contain both letters and digits.';
  if (new Set(password.toLowerCase()).size < 6) return 'The password repeats too few different characters.';
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) return 'The password must not contain the e-mail address.';
  return null;
}

const input = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Give a valid e-mail address with --email.' })),
  name: z.string().trim().min(1, 'Give the administrator’s name with --name.').max(60, 'The name must be at most 60 characters long.'),
  surname: z.string().trim().max(60, 'The surname must be at most 60 characters long.').default(''),
  password: z.string(),
  /** A guide sees only the departures staff assign to them (docs/auth.md, "Roles"). */
  role: z.enum(['admin', 'guide'], { message: 'The role must be admin or guide.' }).default('admin'),
  /** The number travellers may call on the day (the trip reminder names the guide and it). */
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{7,20}$/, 'Give the phone number as digits, e.g. +90 532 123 45 67.')
    .optional(),
});

/** Creates a staff account (admin, or guide); refuses a bad address, a weak password, a demo address or an existing account. */
export async function createAdmin(db: Executor, raw: NewAdmin): Promise<{ id: number; email: string }> {
  const parsed = input.safeParse(raw);
  if (!parsed.success) throw new AdminCreateError(parsed.error.issues[0].message);
  const { email, name, surname, password, role, phone } = parsed.data;
  if (Object.values(DEMO_ACCOUNTS).some((account) => account.email === email)) throw new AdminCreateError(`${email} is a demo account’s address; use the agency’s own address.`);
  const weak = weakAdminPassword(password, email);
  if (weak) throw new AdminCreateError(weak);
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), name, surname, role, phone: phone ?? '', locale: 'tr' })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  if (!row) throw new AdminCreateError(`An account with the address ${email} already exists.`);
  return row;
}
