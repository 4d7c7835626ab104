import 'server-only';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import type { Executor } from '@/lib/db/client';
import { HttpError } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { oneTimeCodes, users } from '@/lib/db/schema';
import { clientNetwork } from '@/lib/security/rate-limit';
import { readCodeRequesterCookie, readKnownAddressCookie } from './cookies';
import type { OtpPurpose } from './schemas';

export const OTP_TTL_SECONDS = 5 * 60;
const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
/**
 * Codes per address in any 24 hours, sign-in and reset codes together (either one opens the
 * account), asked from one network. Each code takes five guesses, and a new one could be asked for
 * every minute from as many network addresses as one has: 14,400 guesses a day at a million codes.
 * A code can be used only in the browser that asked for it, and a new one ends only that browser's
 * earlier code (docs/decisions/0175): a stranger asking for codes to someone's address neither ends
 * nor locks theirs. The caps then bound guessing, and keep a stranger from using up the owner's day:
 * ten from any one network (an IPv4 address, an IPv6 /64), twenty in all (a hundred guesses a day, one
 * in 10,000), so using up the address's day takes two network addresses or more.
 */
export const OTP_CODES_PER_DAY = 10;
export const OTP_CODES_PER_ADDRESS_PER_DAY = 20;
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

/**
 * Who asks for or uses a code: the browser (a keyed hash of its `otp_requester` cookie) and its
 * network (an IPv4 address, an IPv6 /64). `cookie` is the value to set again with every code sent, so
 * that it outlives the code: the browser's own, or a new one when it had none (or a malformed one).
 */
export type CodeRequester = { browser: string; network: string; cookie: string; knownAddress?: string };

export function codeRequester(request: Request): CodeRequester {
  const sent = readCodeRequesterCookie(request);
  const cookie = sent && /^[A-Za-z0-9_-]{22}$/.test(sent) ? sent : randomBytes(16).toString('base64url');
  const known = readKnownAddressCookie(request);
  return {
    browser: createHmac('sha256', env().AUTH_SECRET).update(`otp-requester:${cookie}`).digest('hex'),
    network: clientNetwork(request),
    cookie,
    ...(known && /^[A-Za-z0-9_-]{43}$/.test(known) ? { knownAddress: known } : {}),
  };
}

/** What the `otp_known` token is made of: the address, and what proves it today (the proof's time, the password). */
export type KnownAccount = { email: string; passwordHash: string | null; emailVerifiedAt: Date | null };

/**
 * The `otp_known` cookie's value for a browser that signed in to the account with its address proven
 * (a keyed hash: it names no address). It changes, and every earlier one stops counting, when the
 * address is first proven (which ends what a stranger's registration of the address set up) and
 * whenever the password changes (a reset ends what a thief who knew the old one had).
 */
export function knownAddressToken(account: KnownAccount): string {
  const proof = `${account.emailVerifiedAt?.toISOString() ?? ''}:${account.passwordHash ?? ''}`;
  return createHmac('sha256', env().AUTH_SECRET).update(`otp-known:${account.email.trim().toLowerCase()}:${proof}`).digest('base64url');
}

/** Whether the browser's `otp_known` names the proven account of `email` as it is now. */
async function isKnownBrowser(tx: Executor, requester: CodeRequester, email: string): Promise<boolean> {
  if (requester.knownAddress === undefined) return false;
  const [account] = await tx
    .select({ email: users.email, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.erasedAt)));
  if (!account?.emailVerifiedAt) return false;
  return timingSafeEqual(Buffer.from(requester.knownAddress), Buffer.from(knownAddressToken(account)));
}

type IssuedCode =
  | { ok: true; code: string; expiresAt: Date }
  | { ok: false; reason: 'resend'; waitSeconds: number }
  /** `scope`: whose day is used up, this network's share of the address's codes or the address's own. */
  | { ok: false; reason: 'daily'; waitSeconds: number; max: number; scope: 'network' | 'address' };

/** Free again when the oldest of `rows` (newest first, `max` of them) is a day old. */
const dayWait = (rows: { createdAt: Date }[], now: Date) => Math.max(1, Math.ceil((rows[rows.length - 1].createdAt.getTime() + DAY_MS - now.getTime()) / 1000));

/**
 * A new code for an address, unless this browser was sent one for the same purpose less than a
 * minute ago, or the address had OTP_CODES_PER_DAY codes (of either purpose) asked from this network,
 * or OTP_CODES_PER_ADDRESS_PER_DAY in all, in the last 24 hours. A browser that signed in to the
 * address before (`otp_known`) has OTP_CODES_PER_DAY of its own instead, whatever others asked for:
 * strangers with many networks cannot keep the owner out. This browser's older codes for the purpose
 * stop working; another browser's stay as they were.
 */
export async function issueCode(db: Executor, email: string, purpose: OtpPurpose, requester: CodeRequester, now = new Date()): Promise<IssuedCode> {
  return db.transaction(async (tx) => {
    // Requests for one address are checked one after the other, its very first included: locking the
    // recent codes' rows alone lets requests for an address without any all pass at once (on
    // PostgreSQL each would see none and send its own code; a burst of e-mails past the caps).
    await tx.execute(sql`select pg_advisory_xact_lock(${CODE_ISSUE_LOCK}, hashtext(${email}))`);
    const recent = await tx
      .select({ createdAt: oneTimeCodes.createdAt, purpose: oneTimeCodes.purpose, requester: oneTimeCodes.requester, network: oneTimeCodes.network, knownBrowser: oneTimeCodes.knownBrowser })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), gt(oneTimeCodes.createdAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(OTP_CODES_PER_ADDRESS_PER_DAY + OTP_CODES_PER_DAY);
    const lastOfPurpose = recent.find((row) => row.purpose === purpose && row.requester === requester.browser);
    const elapsed = lastOfPurpose ? (now.getTime() - lastOfPurpose.createdAt.getTime()) / 1000 : Infinity;
    if (elapsed < OTP_RESEND_SECONDS) return { ok: false, reason: 'resend', waitSeconds: Math.ceil(OTP_RESEND_SECONDS - elapsed) } as const;
    const known = await isKnownBrowser(tx, requester, email);
    if (known) {
      // The browsers that signed in before share one allowance (a new `otp_requester` cookie is no new one).
      const fromKnown = await tx
        .select({ createdAt: oneTimeCodes.createdAt })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.knownBrowser, true), gt(oneTimeCodes.createdAt, new Date(now.getTime() - DAY_MS))))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(OTP_CODES_PER_DAY);
      if (fromKnown.length >= OTP_CODES_PER_DAY) return { ok: false, reason: 'daily', waitSeconds: dayWait(fromKnown, now), max: OTP_CODES_PER_DAY, scope: 'address' } as const;
    } else {
      const strangers = recent.filter((row) => !row.knownBrowser);
      const fromNetwork = strangers.filter((row) => row.network === requester.network).slice(0, OTP_CODES_PER_DAY);
      if (fromNetwork.length >= OTP_CODES_PER_DAY) return { ok: false, reason: 'daily', waitSeconds: dayWait(fromNetwork, now), max: OTP_CODES_PER_DAY, scope: 'network' } as const;
      if (strangers.length >= OTP_CODES_PER_ADDRESS_PER_DAY) return { ok: false, reason: 'daily', waitSeconds: dayWait(strangers, now), max: OTP_CODES_PER_ADDRESS_PER_DAY, scope: 'address' } as const;
    }
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.requester, requester.browser), isNull(oneTimeCodes.consumedAt)));
    const code = generateCode();
    const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
    await tx.insert(oneTimeCodes).values({ email, purpose, codeHash: hashCode(email, purpose, code), expiresAt, createdAt: now, requester: requester.browser, network: requester.network, knownBrowser: known });
    return { ok: true, code, expiresAt } as const;
  });
}

export type CodeCheck = { ok: true } | { ok: false; reason: 'missing' | 'expired' | 'locked' } | { ok: false; reason: 'wrong'; attemptsLeft: number };

/**
 * Uses the latest code this browser asked for to the address, once; five wrong tries lock it until a
 * new one is sent. A code another browser asked for is not there for this one ('missing').
 */
export async function consumeCode(db: Executor, email: string, purpose: OtpPurpose, browser: string, code: string, now = new Date()): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.requester, browser), isNull(oneTimeCodes.consumedAt)))
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
  if (issued.reason === 'resend') return new HttpError(429, 'otpResendWait', { seconds: issued.waitSeconds });
  // This network's share used up: another connection (mobile data) can still ask. The address's own:
  // the sign-in form can still take a password; resetting a forgotten one or deleting the account cannot.
  const key = issued.scope === 'network' ? 'otpNetworkLimit' : purpose === 'login' ? 'otpDailyLimit' : 'otpDailyLimitWait';
  return new HttpError(429, key, { max: issued.max, hours: Math.ceil(issued.waitSeconds / 3600) });
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
