import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { TourCard } from '@/components/tours/tour-card';
import { TourListBanner, TourResults } from '@/components/tours/tour-results';
import { TourSearchForm } from '@/components/tours/tour-search-form';
import { loadTourSearchPage, tourSearchMetadata } from '@/components/tours/tour-search-page';

// The search lives in the query string, so the page renders per request (its data still comes from the
// cache); without this, the locale layout's empty generateStaticParams makes Next treat it as static.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/tour-list-1/search'>): Promise<Metadata> {
  return tourSearchMetadata((await params).locale as Locale, await searchParams, '/tour-list-1');
}

/** Tour list 1: a grid of cards beside a filter sidebar. */
export default async function TourList1Page({ params, searchParams }: PageProps<'/[locale]/tour-list-1/search'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const page = await loadTourSearchPage(locale, await searchParams, '/tour-list-1');
  const { search, results, action } = page;
  return (
    <>
      <TourListBanner banner={page.banner} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 desk:grid-cols-[18rem_1fr]">
        <aside>
          <div className="desk:sticky desk:top-24">
            <TourSearchForm variant="sidebar" search={search} regions={page.regions} types={page.types} action={action} />
          </div>
        </aside>
        <TourResults page={page} className="min-w-0">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {results.items.map((tour, index) => (
              <li key={tour.id} className={index < 3 ? undefined : 'below-fold [--fold-estimate:28rem]'}>
                <TourCard tour={tour} priority={index < 3} />
              </li>
            ))}
          </ul>
        </TourResults>
      </div>
    </>
  );
}
