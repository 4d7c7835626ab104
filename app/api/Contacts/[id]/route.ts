import { getContacts } from '@/lib/catalog/site';
import { publicContentHeaders } from '@/lib/content/http';
import { parseRecordId } from '@/lib/content/ids';
import { HttpError, ok, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/**
 * GET /api/Contacts/{id} — docs/product-rules.md#http-calls call 8: `{ phone1, phone2, whatsapp, address, email }` (WhatsApp empty when the agency has none), the address in the
 * Accept-Language language; the agency's record is id 1.
 */
export const GET = route<{ id: string }>(async (_request, { locale, params }) => {
  const id = parseRecordId(params.id);
  const contacts = id ? await getContacts(id, locale) : null;
  if (!contacts) throw new HttpError(404, 'notFound');
  return ok(contacts, '', { headers: publicContentHeaders });
});
