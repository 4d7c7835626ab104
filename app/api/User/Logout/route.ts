import { getDb } from '@/lib/db/client';
import { ok, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { clearSessionCookies } from '@/lib/auth/cookies';
import { revokeFamily } from '@/lib/auth/refresh-tokens';
import { currentSessionOwner } from '@/lib/auth/session';

/**
 * POST /api/User/Logout → `{ Data: true }`: ends this sign-in on the server (its refresh tokens and,
 * with them, its access token) and clears the cookies. Signed out already, it just clears them.
 */
export const POST = route(async (request, { locale }) => {
  const owner = await currentSessionOwner(request);
  if (owner) await revokeFamily(await getDb(), owner.familyId);
  return clearSessionCookies(ok(true, translator(locale)('api.signedOut')));
});
