import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import type { Executor } from '@/lib/db/client';
import { HttpError } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { oneTimeCodes } from '@/lib/db/schema';
import type { OtpPurpose } from './schemas';

export const OTP_TTL_SECONDS = 5 * 60;
const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
/**
 * Codes per address in any 24 hours, sign-in and reset codes together (either one opens the
 * account). Each code takes five guesses, and a new one could be asked for every minute from as
 * many network addresses as one has: 14,400 guesses a day at a million codes, one chance in seventy.
 * Ten codes a day leave fifty guesses (one in 20,000); the owner who needs an eleventh waits, or
 * signs in with the password.
 */
export const OTP_CODES_PER_DAY = 10;
const DAY_MS = 24 * 3600 * 1000;
/** The first half of the advisory lock key that serialises issuing codes (the second: the address's hash). */
const CODE_ISSUE_LOCK = 7240;

/** Six digits from the operating system's random source (leading zeros kept). */
function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * A keyed hash: with only a million possible codes a plain hash would be reversed in a second by
 * whoever reads the table, but not without the server's secret. E-mail and purpose are part of
 * the input, so a stored hash is good for nothing else.
 */
function hashCode(email: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', env().AUTH_SECRET).update(`${purpose}:${email}:${code}`).digest('hex');
}

type IssuedCode = { ok: true; code: string; expiresAt: Date } | { ok: false; reason: 'resend' | 'daily'; waitSeconds: number };

/**
 * A new code for an address, unless one for the same purpose was sent less than a minute ago or
 * OTP_CODES_PER_DAY (of either purpose) were sent in the last 24 hours; older codes for the purpose
 * stop working.
 */
export async function issueCode(db: Executor, email: string, purpose: OtpPurpose, now = new Date()): Promise<IssuedCode> {
  return db.transaction(async (tx) => {
    // Requests for one address are checked one after the other, its very first included: locking the
    // recent codes' rows alone lets requests for an address without any all pass at once (on
    // PostgreSQL each would see none and send its own code; a burst of e-mails past the caps).
    await tx.execute(sql`select pg_advisory_xact_lock(${CODE_ISSUE_LOCK}, hashtext(${email}))`);
    const recent = await tx
      .select({ createdAt: oneTimeCodes.createdAt, purpose: oneTimeCodes.purpose })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), gt(oneTimeCodes.createdAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(OTP_CODES_PER_DAY);
    const lastOfPurpose = recent.find((row) => row.purpose === purpose);
    const elapsed = lastOfPurpose ? (now.getTime() - lastOfPurpose.createdAt.getTime()) / 1000 : Infinity;
    if (elapsed < OTP_RESEND_SECONDS) return { ok: false, reason: 'resend', waitSeconds: Math.ceil(OTP_RESEND_SECONDS - elapsed) } as const;
    if (recent.length >= OTP_CODES_PER_DAY) {
      // Free again when the oldest of the last ten is a day old.
      const oldest = recent[recent.length - 1].createdAt.getTime();
      return { ok: false, reason: 'daily', waitSeconds: Math.max(1, Math.ceil((oldest + DAY_MS - now.getTime()) / 1000)) } as const;
    }
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
    const code = generateCode();
    const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
    await tx.insert(oneTimeCodes).values({ email, purpose, codeHash: hashCode(email, purpose, code), expiresAt, createdAt: now });
    return { ok: true, code, expiresAt } as const;
  });
}

export type CodeCheck = { ok: true } | { ok: false; reason: 'missing' | 'expired' | 'locked' } | { ok: false; reason: 'wrong'; attemptsLeft: number };

/** Uses the latest code of an address once; five wrong tries lock it until a new one is sent. */
export async function consumeCode(db: Executor, email: string, purpose: OtpPurpose, code: string, now = new Date()): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    if (!row) return { ok: false, reason: 'missing' } as const;
    if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'locked' } as const;
    if (row.expiresAt <= now) return { ok: false, reason: 'expired' } as const;
    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = Buffer.from(hashCode(email, purpose, code), 'hex');
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) {
      await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, row.id));
      return { ok: true } as const;
    }
    const attempts = row.attempts + 1;
    await tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, row.id));
    return attempts >= OTP_MAX_ATTEMPTS ? ({ ok: false, reason: 'locked' } as const) : ({ ok: false, reason: 'wrong', attemptsLeft: OTP_MAX_ATTEMPTS - attempts } as const);
  });
}

/** The answer when no code may be sent now: a minute since the last one, or the day's ten used. */
export function issueRefusal(issued: Extract<IssuedCode, { ok: false }>, purpose: OtpPurpose): HttpError {
  // The sign-in form can still take a password; resetting a forgotten one or deleting the account cannot.
  const key = purpose === 'login' ? 'otpDailyLimit' : 'otpDailyLimitWait';
  if (issued.reason === 'daily') return new HttpError(429, key, { max: OTP_CODES_PER_DAY, hours: Math.ceil(issued.waitSeconds / 3600) });
  return new HttpError(429, 'otpResendWait', { seconds: issued.waitSeconds });
}

/** The answer to a code that did not pass, its sentence on the code field. */
export function codeRefusal(check: Exclude<CodeCheck, { ok: true }>, locale: Locale): HttpError {
  const t = translator(locale);
  switch (check.reason) {
    case 'locked':
      return new HttpError(429, 'otpLocked');
    case 'wrong':
      return new HttpError(400, 'otpWrong', { attemptsLeft: check.attemptsLeft }, { code: t('api.otpWrong', { attemptsLeft: check.attemptsLeft }) });
    case 'expired':
      return new HttpError(400, 'otpExpired', {}, { code: t('api.otpExpired') });
    case 'missing':
      return new HttpError(400, 'otpMissing', {}, { code: t('api.otpMissing') });
  }
}
