import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PageBanner } from '@/components/layout/page-banner';
import { TourCard } from '@/components/tours/tour-card';
import { getRegion, type Region } from '@/lib/catalog/regions';
import { getTourPage } from '@/lib/catalog/tours';
import { tourSearchToQueryString } from '@/lib/catalog/tour-search';
import { parseRecordId } from '@/lib/content/ids';
import { pageMetadata } from '@/lib/seo/metadata';
import { notFoundMetadata } from '@/components/layout/not-found-content';

export const revalidate = 3600;

/** Regions render on their first visit and are then served from the cache (docs/seo-and-performance.md#speed). */
export function generateStaticParams() {
  return [];
}

/** A region's page lists its tours up to this many; the search (with the region filter) pages through the rest. */
const TOURS_SHOWN = 48;

async function findRegion(locale: Locale, id: string): Promise<Region | null> {
  const regionId = parseRecordId(id);
  return regionId === null ? null : getRegion(locale, regionId);
}

export async function generateMetadata({ params }: PageProps<'/[locale]/tour-list-3/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const region = await findRegion(locale as Locale, id);
  if (!region) return notFoundMetadata(locale);
  return pageMetadata({ locale: locale as Locale, path: `/tour-list-3/${region.id}`, title: region.name, description: region.description, image: region.image || undefined });
}

/** Tour list 3: the tours of one region (the id is a region id; docs/catalogue.md). */
export default async function TourList3Page({ params }: PageProps<'/[locale]/tour-list-3/[id]'>) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const region = await findRegion(locale, id);
  if (!region) notFound();
  const [t, nav, destinations, results] = await Promise.all([
    getTranslations('tours'),
    getTranslations('nav'),
    getTranslations('destinations'),
    getTourPage(locale, { filters: { region: region.id }, order: { by: 'recommended', direction: 'asc' }, index: 0, size: TOURS_SHOWN }),
  ]);
  const searchHref = `/tour-list-1?${tourSearchToQueryString({ region: region.id })}`;
  return (
    <>
      <PageBanner
        title={region.name}
        subtitle={region.description}
        image={region.image}
        crumbs={[{ name: nav('home'), href: '/' }, { name: destinations('title'), href: '/destinations' }, { name: region.name }]}
      />
      <section aria-labelledby="region-tours" className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="region-tours" className="text-xl font-semibold">{t('regionTours', { region: region.name, count: results.count })}</h2>
          <Link href={searchHref} className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
            {t('filterRegion')}
          </Link>
        </div>
        {results.items.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {results.items.map((tour, index) => (
              <li key={tour.id}>
                <TourCard tour={tour} priority={index < 3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {t('regionEmpty')} <Link href="/destinations" className="font-semibold text-brand-700 underline dark:text-brand-100">{t('otherRegions')}</Link>
          </p>
        )}
        {results.count > results.items.length && (
          <p className="mt-8 text-center">
            <Link href={searchHref} className="inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
              {t('regionAll', { count: results.count })}
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
