import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getSessionUser } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

/**
 * The success page's "Siparişlerim" link goes to /admin/orders (docs/product-rules.md#screens): staff go to the
 * dashboard's bookings, everyone else to their own bookings.
 */
export default async function AdminOrdersPage({ params }: PageProps<'/[locale]/admin/orders'>) {
  const locale = (await params).locale as Locale;
  const user = await getSessionUser();
  redirect({ href: user?.role === 'admin' ? '/db-booking' : '/my-bookings', locale });
}
