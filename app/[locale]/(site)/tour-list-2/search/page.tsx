import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PageBanner } from '@/components/layout/page-banner';
import { TourPagination } from '@/components/tours/tour-pagination';
import { TourResultsHeading } from '@/components/tours/tour-results-heading';
import { TourRow } from '@/components/tours/tour-row';
import { TourSearchEmpty } from '@/components/tours/tour-search-empty';
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
  const [t, nav, page] = await Promise.all([getTranslations('tours'), getTranslations('nav'), loadTourSearchPage(locale, await searchParams, '/tour-list-2')]);
  const { search, results, pages, banner, action, hrefFor } = page;
  return (
    <>
      <PageBanner
        title={banner?.title || t('title')}
        subtitle={banner?.subtitle || t('description')}
        image={banner?.image}
        crumbs={[{ name: nav('home'), href: '/' }, { name: banner?.title || t('title') }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <TourSearchForm variant="bar" search={search} regions={page.regions} types={page.types} action={action} />
        <section aria-labelledby="tour-results" className="mt-10">
          <TourResultsHeading id="tour-results" count={results.count} page={search.page} pages={pages} />
          {results.items.length > 0 ? (
            <ul className="space-y-5">
              {results.items.map((tour, index) => (
                <li key={tour.id} className={index < 2 ? undefined : 'below-fold [--fold-estimate:37rem] sm:[--fold-estimate:12rem]'}>
                  <TourRow tour={tour} priority={index < 2} />
                </li>
              ))}
            </ul>
          ) : (
            <TourSearchEmpty resetHref={results.count > 0 ? hrefFor(1) : action} beyondLastPage={results.count > 0} />
          )}
          <TourPagination page={search.page} pages={pages} hrefFor={hrefFor} />
        </section>
      </div>
    </>
  );
}
