import 'server-only';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { hashPassword } from './password';

export type UserRow = typeof users.$inferSelect;

/** The language a user chose (e-mails are written in it); Turkish when unset or unknown. */
export function localeOf(user: Pick<UserRow, 'locale'>): Locale {
  return isLocale(user.locale) ? user.locale : defaultLocale;
}

/** E-mail addresses are unique without regard to case: they are stored lower-case. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The query for an account (not a temporary user) by e-mail, written as the unique index on
 * `lower(email) where email <> ''` is, so that it reads one row instead of the whole table (every
 * sign-in, registration and code request asks it, signed in or not).
 */
export function accountByEmailQuery(db: Executor, email: string) {
  return db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${normalizeEmail(email)}`, ne(users.email, ''), ne(users.role, 'guest')));
}

/** An account (not a temporary user) by e-mail. */
export async function findAccountByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await accountByEmailQuery(db, email);
  return row ?? null;
}

/** A user who can hold a session: not an erased account's nameless row (a renewal racing the erasure may have left it a token). */
export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.erasedAt)));
  return row ?? null;
}

export class EmailTakenError extends Error {}

export async function createCustomer(
  db: Executor,
  input: { email: string; password: string; name: string; surname: string; locale: Locale },
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  // The unique index decides, also between two registrations of one address at the same moment.
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash, name: input.name.trim(), surname: input.surname.trim(), role: 'customer', locale: input.locale })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new EmailTakenError(email);
  return row;
}

/**
 * An account for an address its owner just proved with a code, made from the temporary user's
 * order to that address (name, surname, phone); no password. Null if the address has an account
 * by now (the caller signs in to that one).
 */
export async function createProvenCustomer(
  db: Executor,
  input: { email: string; name: string; surname: string; phone: string; locale: Locale },
): Promise<UserRow | null> {
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({ ...input, email: normalizeEmail(input.email), role: 'customer', emailVerifiedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** A temporary user (docs/product-rules.md#statuses: empty Email) that owns a visitor's cart until they sign in. */
export async function createGuest(db: Executor, locale: Locale): Promise<UserRow> {
  const [row] = await db.insert(users).values({ email: '', role: 'guest', locale }).returning();
  return row;
}

/**
 * The account's address, password and proof, its row locked until the transaction ends. Every
 * sign-in and every change of the password, of the address's proof or erasure takes this lock
 * first, so they queue on the account: a sign-in that checked a password a reset replaced meanwhile
 * sees the new one, one that found the account before its erasure finds it gone. `no key update`:
 * a renewal inserting the next refresh token of this user (its foreign key takes `key share`) does
 * not wait for it, so a renewal and a revocation of the same sign-in cannot deadlock on PostgreSQL.
 */
export async function lockAccount(tx: Executor, userId: number): Promise<Pick<UserRow, 'email' | 'passwordHash' | 'emailVerifiedAt'> | null> {
  const [row] = await tx
    .select({ email: users.email, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row ?? null;
}

/**
 * Replaces the password the caller just checked, and only that one: false when it changed since it
 * was read. A password set by whoever registered an address is cleared when its owner first proves
 * it (`proveAddress`); a change that checked it before that and wrote after would otherwise put the
 * registrant's new password on the now verified account, a full takeover.
 */
export async function changePassword(db: Executor, userId: number, checkedHash: string, password: string): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash)))
    .returning({ id: users.id });
  return changed.length === 1;
}

export async function updateProfile(
  db: Executor,
  userId: number,
  profile: { name: string; surname: string; phone: string; locale: Locale },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
