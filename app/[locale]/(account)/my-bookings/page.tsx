import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingsView } from '@/components/bookings/bookings-view';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

// One page for every visitor (cached); the customer's bookings are a client island.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/my-bookings'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'myBookings' });
  return pageMetadata({ locale, path: '/my-bookings', title: t('title'), description: t('description'), noindex: true });
}

/** Spec route /my-bookings: the signed-in customer's bookings by status, with details and cancel. */
export default async function MyBookingsPage({ params }: PageProps<'/[locale]/my-bookings'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'myBookings' });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mb-8 mt-2 text-slate-600 dark:text-slate-300">{t('description')}</p>
      <BookingsView />
    </div>
  );
}
