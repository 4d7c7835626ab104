import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod';
import { BookingDetailView } from '@/components/bookings/booking-detail-view';
import { notFoundMetadata } from '@/components/layout/not-found-content';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

// A shell that reads no cookies; the booking itself is read by the client island. Rendered on
// request rather than cached: one cache entry per UUID would let anyone fill the cache.

export async function generateMetadata({ params }: PageProps<'/[locale]/my-bookings/[orderUUID]'>): Promise<Metadata> {
  const { locale, orderUUID } = await params;
  if (!z.uuid().safeParse(orderUUID).success) return notFoundMetadata(locale);
  const t = await getTranslations({ locale: locale as Locale, namespace: 'myBookings' });
  return pageMetadata({ locale: locale as Locale, path: `/my-bookings/${orderUUID}`, title: t('voucher'), description: t('description'), noindex: true });
}

/** /my-bookings/{orderUUID}: one booking in full, its status history and a printable voucher. */
export default async function BookingDetailPage({ params }: PageProps<'/[locale]/my-bookings/[orderUUID]'>) {
  const { locale, orderUUID } = await params;
  setRequestLocale(locale as Locale);
  if (!z.uuid().safeParse(orderUUID).success) notFound();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14 print:max-w-none print:p-0">
      <BookingDetailView orderUUID={orderUUID} />
    </div>
  );
}
