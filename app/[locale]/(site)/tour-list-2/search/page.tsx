import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { TourListBanner, TourResults } from '@/components/tours/tour-results';
import { TourRow } from '@/components/tours/tour-row';
import { TourSearchForm } from '@/components/tours/tour-search-form';
import { loadTourSearchPage, tourSearchMetadata } from '@/components/tours/tour-search-page';

// The search lives in the query string, so the page renders per request (its data still comes from the
// cache); without this, the locale layout's empty generateStaticParams makes Next treat it as static.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/tour-list-2/search'>): Promise<Metadata> {
  return tourSearchMetadata((await params).locale as Locale, await searchParams, '/tour-list-2');
}

/** Tour list 2: a filter bar across the top and the tours as wide rows. */
export default async function TourList2Page({ params, searchParams }: PageProps<'/[locale]/tour-list-2/search'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const page = await loadTourSearchPage(locale, await searchParams, '/tour-list-2');
  const { search, results, action } = page;
  return (
    <>
      <TourListBanner banner={page.banner} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <TourSearchForm variant="bar" search={search} regions={page.regions} types={page.types} action={action} />
        <TourResults page={page} className="mt-10">
          <ul className="space-y-5">
            {results.items.map((tour, index) => (
              <li key={tour.id} className={index < 2 ? undefined : 'below-fold [--fold-estimate:37rem] sm:[--fold-estimate:12rem]'}>
                <TourRow tour={tour} priority={index < 2} />
              </li>
            ))}
          </ul>
        </TourResults>
      </div>
    </>
  );
}
