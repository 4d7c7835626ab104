import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getTourDetail, type TourDetail } from '@/lib/catalog/tours';
import { parseRecordId } from '@/lib/content/ids';
import { pageMetadata } from '@/lib/seo/metadata';
import { notFoundMetadata } from '@/components/layout/not-found-content';

type DetailParams = Promise<{ locale: string; id: string }>;

async function findTour(locale: Locale, id: string): Promise<TourDetail | null> {
  const tourId = parseRecordId(id);
  return tourId === null ? null : getTourDetail(locale, tourId);
}

/** The tour of a detail page's URL; an unknown, malformed or inactive id renders the localized 404. */
export async function loadTourDetailPage(params: DetailParams): Promise<TourDetail> {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const tour = await findTour(locale as Locale, id);
  if (!tour) notFound();
  return tour;
}

/** The five layouts show one tour, so all of them name layout 1 as the canonical page. */
export async function tourDetailMetadata(params: DetailParams, layout: 1 | 2 | 3 | 4 | 5): Promise<Metadata> {
  const { locale, id } = await params;
  const tour = await findTour(locale as Locale, id);
  if (!tour) return notFoundMetadata(locale);
  return pageMetadata({
    locale: locale as Locale,
    path: `/tour-single-${layout}/${tour.id}`,
    canonicalPath: `/tour-single-1/${tour.id}`,
    title: tour.title,
    description: tour.summary,
    image: tour.images[0]?.url || tour.coverImage || undefined,
  });
}
