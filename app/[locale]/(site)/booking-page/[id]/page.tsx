import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { BookingForm } from '@/components/booking/booking-form';
import { BookingTourSummary } from '@/components/booking/booking-tour-summary';
import { PageMessages } from '@/components/providers/page-messages';
import { Loading } from '@/components/ui/loading';
import { loadTourDetailPage } from '@/components/tours/detail/tour-detail-page';
import type { Locale } from '@/i18n/routing';
import { getTourDetail } from '@/lib/catalog/tours';
import { parseRecordId } from '@/lib/content/ids';
import { pageMetadata } from '@/lib/seo/metadata';
import { notFoundMetadata } from '@/components/layout/not-found-content';

// The same page for every visitor (cached); the departure, the people and the price are a client island.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/booking-page/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const tourId = parseRecordId(id);
  const tour = tourId === null ? null : await getTourDetail(locale as Locale, tourId);
  if (!tour) return notFoundMetadata(locale);
  const t = await getTranslations({ locale: locale as Locale, namespace: 'booking' });
  // A step of booking, not content: the tour page is what search engines should show.
  return pageMetadata({ locale: locale as Locale, path: `/booking-page/${tour.id}`, title: t('metaTitle', { tour: tour.title }), description: tour.summary, noindex: true });
}

/** Spec route /booking-page/{id}: pick a departure and the travellers, see the server's price, add to the cart. */
export default async function BookingPage({ params }: PageProps<'/[locale]/booking-page/[id]'>) {
  const tour = await loadTourDetailPage(params);
  const t = await getTranslations('booking');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">{t('eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{tour.title}</h1>
      {/* Columns that never grow past the screen: a long word or label wraps inside its box (grid items default to their content's width). */}
      <div className="mt-8 grid grid-cols-1 gap-8 desk:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="booking-form-title" className="min-w-0 rounded-2xl border border-slate-200 p-5 wrap-break-word sm:p-8 dark:border-slate-800">
          <h2 id="booking-form-title" className="text-xl font-bold">{t('formTitle')}</h2>
          <p className="mb-6 mt-1 text-sm text-slate-600 dark:text-slate-400">{t('cutoff', { hours: tour.bookingCutoffHours })}</p>
          <PageMessages namespaces={['booking']}>
            <Suspense fallback={<Loading variant="card" />}>
              <BookingForm
                tour={{ id: tour.id, maxPerBooking: tour.maxPerBooking, childAgeMax: tour.childAgeMax, babyAgeMax: tour.babyAgeMax }}
                departures={tour.departures}
              />
            </Suspense>
          </PageMessages>
        </section>
        <BookingTourSummary tour={tour} />
      </div>
    </div>
  );
}
