import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { BookingSummary } from '../detail/booking-summary';
import { DeparturesTable } from '../detail/departures-table';
import { ItineraryList } from '../detail/itinerary';
import { MeetingPoint } from '../detail/meeting-point';
import { PriceList } from '../detail/price-list';
import { TourPageFrame } from '../detail/tour-page-frame';
import { TourBreadcrumbs } from '../detail/tour-breadcrumbs';
import { TourDescription } from '../detail/tour-description';
import { TourFacts } from '../detail/tour-facts';
import { galleryImages, GalleryStrip } from '../detail/tour-gallery';
import { TourInclusions } from '../detail/tour-inclusions';
import { TourStructuredData } from '../detail/tour-structured-data';
import { TourTabs } from '../detail/tour-tabs';
import { tourText } from '../detail/type-scale';

/**
 * Layout 2: a full-width photo hero with the name over it and the booking block on it (beside the
 * name from desktop width, under it on phones), then the details in tabs.
 */
export function HeroTabsLayout({ tour }: { tour: TourDetail }) {
  const t = useTranslations('tourDetail');
  const images = galleryImages(tour);
  const cover = images[0];
  return (
    <TourPageFrame tour={tour}>
      <article>
        <TourStructuredData tour={tour} />
        <header className="relative isolate overflow-hidden bg-slate-900 text-white">
          {cover && <Image src={cover.url} alt={cover.alt} fill loading="eager" fetchPriority="high" sizes="100vw" className="-z-10 object-cover" />}
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 via-slate-950/50 to-slate-950/10" />
          <div className="mx-auto grid w-full max-w-7xl items-end gap-8 px-4 pb-16 pt-10 desk:min-h-[34rem] desk:grid-cols-[minmax(0,1fr)_22rem] desk:pt-24">
            <div>
              <TourBreadcrumbs tour={tour} className="mb-4 text-slate-100 [&_a]:text-white" />
              <h1 className={`max-w-4xl ${tourText.title}`}>{tour.title}</h1>
              <p className={`mt-3 max-w-3xl ${tourText.lead} text-slate-100`}>{tour.summary}</p>
            </div>
            <BookingSummary tour={tour} />
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
    </TourPageFrame>
  );
}
