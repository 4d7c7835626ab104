import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/respond';
import { requireCustomer } from '@/lib/auth/guards';
import { personalData } from '@/lib/account/personal-data';

export const dynamic = 'force-dynamic';

/**
 * GET /api/User/Data → a JSON file of everything kept about the signed-in account (KVKK art. 11:
 * docs/decisions/0159): the account, bookings with travellers and payments, reviews, wishlist. A
 * download (`Content-Disposition: attachment`), never stored by a cache.
 */
export const GET = route(async (request, { locale }) => {
  const user = await requireCustomer(request);
  const data = await personalData(await getDb(), user.id, locale);
  const day = data.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
