import { getDb } from '@/lib/db/client';
import { HttpError, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { registerSchema } from '@/lib/auth/schemas';
import { signIn } from '@/lib/auth/sign-in';
import { byIp, limits, throttle } from '@/lib/auth/throttle';
import { createCustomer, EmailTakenError, findAccountByEmail } from '@/lib/auth/users';

/**
 * POST /api/User/Register `{ name, surname, email, password }` → the login result of the new
 * customer account, signed in (a visitor's cart comes along). 409 when the address has an account.
 */
export const POST = route(async (request, { locale }) => {
  const input = await parseJson(request, registerSchema);
  await throttle('register', [byIp(request, limits.registrationsPerIp)]);
  const t = translator(locale);
  const emailTaken = new HttpError(409, 'emailTaken', {}, { email: t('api.emailTaken') });
  const db = await getDb();
  if (await findAccountByEmail(db, input.email)) throw emailTaken;
  try {
    const account = await createCustomer(db, { ...input, locale });
    // Nothing proved the address yet: the session is not proven (docs/auth.md "Proven sessions"); and
    // if its owner proved it in the meantime (clearing this password), there is no session at all.
    return await signIn(request, account, locale, t('api.registered'), { checkedPasswordHash: account.passwordHash! });
  } catch (error) {
    throw error instanceof EmailTakenError ? emailTaken : error;
  }
});
