import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

export const dynamic = 'force-dynamic';

/** The payment result page links /account/orders (docs/product-rules.md#screens): the customer's bookings are at /my-bookings. */
export default async function AccountOrdersPage({ params }: PageProps<'/[locale]/account/orders'>) {
  redirect({ href: '/my-bookings', locale: (await params).locale as Locale });
}
