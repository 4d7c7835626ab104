import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getContactMessage, setContactMessageRead } from '@/lib/admin/messages';
import { failure, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { numericId } from '../../orders/params';

export const dynamic = 'force-dynamic';

const params = z.object({ id: numericId });
const body = z.object({ read: z.boolean() }).strict();

/** GET /api/admin/messages/{id} (admins only) → `{ Data: { id, name, email, phone, message, locale, ip, readAt, createdAt } }`. */
export const GET = route<{ id: string }>(async (request, { locale, params: raw }) => {
  await requireAdmin(request);
  const { id } = params.parse(raw);
  const message = await getContactMessage(await getDb(), id);
  if (!message) return failure(404, translator(locale)('adminMessages.api.notFound'));
  return ok(message, '', { headers: { 'Cache-Control': 'private, no-store' } });
});

/** PATCH /api/admin/messages/{id} `{ read: true|false }` (admins only, audited) → `{ Data: { id, readAt } }`. */
export const PATCH = route<{ id: string }>(async (request, { locale, params: raw }) => {
  const admin = await requireAdmin(request);
  const { id } = params.parse(raw);
  const { read } = await parseJson(request, body);
  const t = translator(locale);
  const updated = await setContactMessageRead(await getDb(), id, read, admin.id);
  if (!updated) return failure(404, t('adminMessages.api.notFound'));
  return ok(updated, t(read ? 'adminMessages.api.markedRead' : 'adminMessages.api.markedUnread'));
});
