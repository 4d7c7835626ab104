import { getDb } from '@/lib/db/client';
import { HttpError, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { verifyPassword } from '@/lib/auth/password';
import { loginSchema } from '@/lib/auth/schemas';
import { signIn } from '@/lib/auth/sign-in';
import { byIp, countAttempt, forgiveFailures, limits, throttle } from '@/lib/auth/throttle';
import { findAccountByEmail } from '@/lib/auth/users';

/**
 * POST /api/User/Login `{ email, password }` → `{ Data: { Token: { Token, Expiration }, Menu }, UIMessage }`
 * and the session cookies. A wrong password and an unknown address get the same sentence and take
 * the same time (verifyPassword hashes even when there is no account). Failures slow down this
 * network address for this address, with growing waits (lib/auth/throttle.ts): the attempt is
 * counted before the password is checked, so attempts sent at once cannot all pass the wait.
 */
export const POST = route(async (request, { locale }) => {
  const input = await parseJson(request, loginSchema);
  await throttle('login', [byIp(request, limits.loginPerIp)]);
  await countAttempt(request, 'login', input.email);
  const account = await findAccountByEmail(await getDb(), input.email);
  const valid = await verifyPassword(input.password, account?.passwordHash);
  if (!account || !valid) throw new HttpError(401, 'invalidCredentials');
  await forgiveFailures(request, 'login', input.email);
  // The password proves the address only when the address was proven before (docs/auth.md "Proven sessions").
  return signIn(request, account, locale, translator(locale)('api.signedIn'), { checkedPasswordHash: account.passwordHash! });
});
