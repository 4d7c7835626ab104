import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { ApproxPrice } from '@/components/rates/approx-price';
import type { TourDetail } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { BookingLink } from '../detail/booking-link';
import { DeparturesTable } from '../detail/departures-table';
import { ItineraryList } from '../detail/itinerary';
import { MeetingPoint } from '../detail/meeting-point';
import { PriceList } from '../detail/price-list';
import { TourBreadcrumbs } from '../detail/tour-breadcrumbs';
import { TourDescription } from '../detail/tour-description';
import { TourFacts } from '../detail/tour-facts';
import { galleryImages, GalleryStrip } from '../detail/tour-gallery';
import { TourInclusions } from '../detail/tour-inclusions';
import { TourStructuredData } from '../detail/tour-structured-data';
import { TourTabs } from '../detail/tour-tabs';

/** Layout 2: a full-width photo hero with the title over it, then the details in tabs. */
export function HeroTabsLayout({ tour }: { tour: TourDetail }) {
  const t = useTranslations('tourDetail');
  const locale = useLocale();
  const images = galleryImages(tour);
  const cover = images[0];
  return (
    <article>
      <TourStructuredData tour={tour} />
      <header className="relative isolate flex min-h-[28rem] items-end overflow-hidden bg-slate-900 text-white desk:min-h-[34rem]">
        {cover && <Image src={cover.url} alt={cover.alt} fill priority sizes="100vw" className="-z-10 object-cover" />}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 via-slate-950/50 to-slate-950/10" />
        <div className="mx-auto w-full max-w-7xl px-4 pb-10 pt-24">
          <TourBreadcrumbs tour={tour} className="mb-4 text-slate-100 [&_a]:text-white" />
          <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">{tour.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">{tour.summary}</p>
          <div className="mt-6 flex flex-wrap items-center gap-6">
            <p>
              <span className="block text-sm text-slate-200">{t('priceFrom')}</span>
              <span className="text-3xl font-bold">{formatTry(tour.adultPrice, locale)}</span>
              <ApproxPrice amountKurus={tour.adultPrice} className="ml-2 text-slate-200!" />
            </p>
            <BookingLink tourId={tour.id} />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4">
        <TourFacts tour={tour} className="relative -mt-8 rounded-2xl bg-white p-4 shadow-lg dark:bg-slate-900" />
        <div className="mt-8">
          <TourTabs
            label={t('sections')}
            tabs={[
              {
                id: 'overview',
                label: t('overview'),
                content: (
                  <div className="space-y-10">
                    <TourDescription text={tour.description} className="max-w-3xl" />
                    <GalleryStrip images={images} skipFirst />
                    <MeetingPoint text={tour.meetingPoint} />
                  </div>
                ),
              },
              { id: 'itinerary', label: t('itinerary'), content: <ItineraryList days={tour.itinerary} headingId="tour-itinerary" /> },
              {
                id: 'prices',
                label: t('pricesAndServices'),
                content: (
                  <div className="grid gap-10 desk:grid-cols-[22rem_1fr]">
                    <section aria-labelledby="tour-prices">
                      <h2 id="tour-prices" className="text-2xl font-bold">{t('prices')}</h2>
                      <p className="text-sm text-slate-600 dark:text-slate-400">{t('perPerson')}</p>
                      <PriceList tour={tour} />
                    </section>
                    <TourInclusions included={tour.included} excluded={tour.excluded} />
                  </div>
                ),
              },
              { id: 'departures', label: t('departures'), content: <DeparturesTable tourId={tour.id} departures={tour.departures} cutoffHours={tour.bookingCutoffHours} /> },
            ]}
          />
        </div>
      </div>
    </article>
  );
}
