import { getDb } from '@/lib/db/client';
import { ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { sendCodeMailAfterAnswer } from '@/lib/auth/code-mail';
import { codeRefusal, codeRequester, consumeCode, issueCode, issueRefusal, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@/lib/auth/one-time-codes';
import { setCodeRequesterCookie } from '@/lib/auth/cookies';
import { otpSchema } from '@/lib/auth/schemas';
import { guestOrderFor } from '@/lib/orders/read';
import { currentSessionOwner } from '@/lib/auth/session';
import { proveAddress, signIn } from '@/lib/auth/sign-in';
import { byEmailAndIp, byIp, countAttempt, forgiveFailures, limits, throttle } from '@/lib/auth/throttle';
import { createProvenCustomer, findAccountByEmail, localeOf } from '@/lib/auth/users';

/**
 * POST /api/User/Otp, one-time codes by e-mail:
 * - `{ action: 'send', email, purpose: 'login' | 'reset' }` e-mails a 6-digit code (valid 5 minutes,
 *   a new one after 60 s) that only this browser can use (cookie `otp_requester`, docs/decisions/0175).
 *   The answer is the same whether or not the address has an account.
 * - `{ action: 'login', email, code }` signs in: the login result, like User/Login.
 * - `{ action: 'reset', email, code, password }` sets a new password, ends every other session
 *   and signs in.
 * Five wrong codes lock the code until a new one is sent; wrong codes also slow down the address
 * that sends them. A code sign-in or reset proves the address (docs/auth.md "Proven sessions").
 */
export const POST = route(async (request, { locale }) => {
  const input = await parseJson(request, otpSchema);
  const t = translator(locale);
  const db = await getDb();

  if (input.action === 'send') {
    await throttle('code-request', [byIp(request, limits.codeRequestsPerIp), byEmailAndIp(request, input.email, limits.codeRequestsPerEmailAndIp)]);
    // A code is stored even for an unknown address, so that the answers and waits give nothing away.
    const requester = codeRequester(request);
    const issued = await issueCode(db, input.email, input.purpose, requester);
    if (!issued.ok) throw issueRefusal(issued, input.purpose);
    const account = await findAccountByEmail(db, input.email);
    if (account) await sendCodeMailAfterAnswer(account.email, issued.code, input.purpose, localeOf(account));
    else if (input.purpose === 'login' && (await bookingGuest(request, input.email))) {
      // A visitor confirming the address of their own booking (docs/auth.md "Proven sessions").
      await sendCodeMailAfterAnswer(input.email, issued.code, 'login', locale);
    }
    const answer = ok({ ExpiresInSeconds: OTP_TTL_SECONDS, ResendAfterSeconds: OTP_RESEND_SECONDS }, t('api.otpSent'));
    return setCodeRequesterCookie(answer, requester.cookie);
  }

  await throttle('code-check', [byIp(request, limits.codeChecksPerIp)]);
  // Counted before the code is checked, so codes sent at once cannot all pass the wait.
  await countAttempt(request, 'code-check', input.email);
  const check = await consumeCode(db, input.email, input.action === 'login' ? 'login' : 'reset', codeRequester(request).browser, input.code);
  if (!check.ok) throw codeRefusal(check, locale);
  await forgiveFailures(request, 'code-check', input.email);
  const account = (await findAccountByEmail(db, input.email)) ?? (input.action === 'login' ? await accountForGuestBooking(request, input.email, locale) : null);
  if (!account) throw codeRefusal({ ok: false, reason: 'missing' }, locale);
  // The code proved the address: unproven sessions end, a password set before it is cleared; a reset
  // sets the new password and ends every session.
  const reset = input.action === 'reset';
  await proveAddress(db, account, reset ? { newPassword: input.password } : {});
  return signIn(request, account, locale, t(reset ? 'api.passwordReset' : 'api.signedIn'), { proven: true });
});

/** The visitor's temporary user, when it booked with this address. */
async function bookingGuest(request: Request, email: string) {
  const owner = await currentSessionOwner(request);
  if (owner?.role !== 'guest') return null;
  const order = await guestOrderFor(await getDb(), owner.userId, email);
  return order ? { guestId: owner.userId, order } : null;
}

/** A code sign-in to an address without an account, from the browser that booked with it: the account is made now. */
async function accountForGuestBooking(request: Request, email: string, locale: Locale) {
  const booking = await bookingGuest(request, email);
  if (!booking) return null;
  const db = await getDb();
  return (await createProvenCustomer(db, { email, ...booking.order, locale })) ?? (await findAccountByEmail(db, email));
}
