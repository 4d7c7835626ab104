import { getDb } from '@/lib/db/client';
import { ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { requireCustomer } from '@/lib/auth/guards';
import { profileSchema } from '@/lib/auth/schemas';
import { toAccount } from '@/lib/auth/account';
import { getSessionUser, isSignedIn } from '@/lib/auth/session';
import { localeOf, updateProfile } from '@/lib/auth/users';

export const dynamic = 'force-dynamic';

/**
 * GET /api/User/Me → `{ Data: { Id, Email, Name, Surname, Phone, Role, Locale } }` for a signed-in
 * account, `{ Data: null }` otherwise (a temporary user counts as signed out, docs/product-rules.md#statuses). The header
 * learns who is signed in from here: the browser cannot read the httpOnly token.
 */
export const GET = route(async (request) => {
  const user = await getSessionUser(request);
  return ok(isSignedIn(user) ? toAccount(user) : null, '', { headers: { 'Cache-Control': 'private, no-store' } });
});

/** PUT /api/User/Me `{ name, surname, phone, locale }` → the saved account (phone in +90… form). */
export const PUT = route(async (request, { locale }) => {
  const user = await requireCustomer(request);
  const input = await parseJson(request, profileSchema);
  const row = await updateProfile(await getDb(), user.id, input);
  return ok(toAccount({ ...row, locale: localeOf(row) }), translator(locale)('api.profileSaved'));
});
