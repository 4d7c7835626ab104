import { getDb } from '@/lib/db/client';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { requireCustomer } from '@/lib/auth/guards';
import { clearSessionCookies, setCodeRequesterCookie } from '@/lib/auth/cookies';
import { sendCodeMailAfterAnswer } from '@/lib/auth/code-mail';
import { codeRefusal, codeRequester, consumeCode, issueCode, issueRefusal, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@/lib/auth/one-time-codes';
import { eraseSchema } from '@/lib/auth/schemas';
import { byIp, limits, throttle } from '@/lib/auth/throttle';
import { countUnfinishedBookings, eraseAccount, sendErasedMail } from '@/lib/account/personal-data';
import { invalidateCatalogue } from '@/lib/catalog/invalidate';
import { tags } from '@/lib/catalog/tags';

/**
 * POST /api/User/Erase, a customer deleting their own account (KVKK art. 11; docs/decisions/0159):
 * - `{ action: 'send' }` mails a 6-digit code to the account's address (as the sign-in codes: valid
 *   5 minutes, a new one after 60 s, for this browser only; ten a day from one network, twenty in all);
 * - `{ action: 'confirm', code }` erases the account with that code and signs this browser out.
 * The code proves that whoever holds the screen also holds the mailbox. Staff accounts (403) and an
 * account with an unfinished booking (409, with a sentence) are refused.
 */
export const POST = route(async (request, { locale }) => {
  const user = await requireCustomer(request);
  if (user.role !== 'customer') throw new HttpError(403, 'staffAccountErase');
  const input = await parseJson(request, eraseSchema);
  const t = translator(locale);
  const db = await getDb();

  if (input.action === 'send') {
    // No code that could not be used: an unfinished booking is told now, not after the mailbox.
    const open = await countUnfinishedBookings(db, user.id);
    if (open > 0) throw unfinishedBookings(open);
    await throttle('code-request', [byIp(request, limits.codeRequestsPerIp)]);
    const requester = codeRequester(request);
    const issued = await issueCode(db, user.email, 'erase', requester);
    if (!issued.ok) throw issueRefusal(issued, 'erase');
    await sendCodeMailAfterAnswer(user.email, issued.code, 'erase', user.locale);
    const answer = ok({ ExpiresInSeconds: OTP_TTL_SECONDS, ResendAfterSeconds: OTP_RESEND_SECONDS }, t('account.eraseCodeSent', { email: user.email }));
    return setCodeRequesterCookie(answer, requester.cookie);
  }

  await throttle('code-check', [byIp(request, limits.codeChecksPerIp)]);
  const check = await consumeCode(db, user.email, 'erase', codeRequester(request).browser, input.code);
  if (!check.ok) throw codeRefusal(check, locale);
  const erased = await eraseAccount(db, user.id);
  if (!erased.ok && erased.reason === 'unfinishedBookings') throw unfinishedBookings(erased.count);
  if (!erased.ok) throw new HttpError(erased.reason === 'staff' ? 403 : 401, erased.reason === 'staff' ? 'staffAccountErase' : 'unauthorized');
  if (erased.tours.length) await invalidateCatalogue({ tags: [tags.tours, ...erased.tours.map(tags.tour)] });
  await sendErasedMail(erased.email, erased.locale);
  return clearSessionCookies(ok(true, t('api.accountErased')));
});

/** 409 with the sentence: bookings still need the account (unpaid, a trip to come, money due either way). */
function unfinishedBookings(count: number): HttpError {
  return new HttpError(409, 'eraseUnfinishedBookings', { count });
}
