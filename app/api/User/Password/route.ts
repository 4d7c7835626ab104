import { getDb } from '@/lib/db/client';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { requireCustomer } from '@/lib/auth/guards';
import { verifyPassword } from '@/lib/auth/password';
import { revokeUserSessions } from '@/lib/auth/refresh-tokens';
import { passwordChangeSchema } from '@/lib/auth/schemas';
import { limits, throttle } from '@/lib/auth/throttle';
import { changePassword, findUserById, lockAccount } from '@/lib/auth/users';

/**
 * POST /api/User/Password `{ currentPassword, newPassword }` → `{ Data: true }`. The current
 * password is required, so a borrowed unlocked screen cannot take the account over; every other
 * sign-in of the account ends.
 */
export const POST = route(async (request, { locale }) => {
  const user = await requireCustomer(request);
  const input = await parseJson(request, passwordChangeSchema);
  await throttle('password-change', [{ key: `user:${user.id}`, rule: limits.passwordChangesPerUser }]);
  const db = await getDb();
  const row = await findUserById(db, user.id);
  const t = translator(locale);
  const wrong = () => new HttpError(400, 'wrongCurrentPassword', {}, { currentPassword: t('api.wrongCurrentPassword') });
  if (!row?.passwordHash || !(await verifyPassword(input.currentPassword, row.passwordHash))) throw wrong();
  // Written only over the password just checked: not if the owner proved the address meanwhile (which
  // clears it). The account is locked first, so a password sign-in completing meanwhile either ends
  // with the other sessions here or finds its password changed (lib/auth/sign-in.ts).
  const checkedHash = row.passwordHash;
  const changed = await db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    if (!(await changePassword(tx, user.id, checkedHash, input.newPassword))) return false;
    await revokeUserSessions(tx, user.id, { except: user.sessionId });
    return true;
  });
  if (!changed) throw wrong();
  return ok(true, t('api.passwordChanged'));
});
