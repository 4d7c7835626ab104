import { useTranslations } from 'next-intl';
import { PageBanner } from '@/components/layout/page-banner';
import type { TourSearchPage } from './tour-search-page';
import { TourPagination } from './tour-pagination';
import { TourResultsHeading } from './tour-results-heading';
import { TourSearchEmpty } from './tour-search-empty';

/** The title band of both tour lists (the "tour-list" page title record, else the catalogue's own words). */
export function TourListBanner({ banner }: { banner: TourSearchPage['banner'] }) {
  const t = useTranslations('tours');
  const nav = useTranslations('nav');
  const title = banner?.title || t('title');
  return <PageBanner title={title} subtitle={banner?.subtitle || t('description')} image={banner?.image} crumbs={[{ name: nav('home'), href: '/' }, { name: title }]} />;
}

/**
 * The results of a tour list: the count heading, the page's tours as the layout lays them out
 * (`children`, shown when there are any), else the empty state, and the paging.
 */
export function TourResults({ page, className, children }: { page: TourSearchPage; className?: string; children: React.ReactNode }) {
  const { search, results, pages, action, hrefFor } = page;
  return (
    <section aria-labelledby="tour-results" className={className}>
      <TourResultsHeading id="tour-results" count={results.count} page={search.page} pages={pages} />
      {results.items.length > 0 ? children : <TourSearchEmpty resetHref={results.count > 0 ? hrefFor(1) : action} beyondLastPage={results.count > 0} />}
      <TourPagination page={search.page} pages={pages} hrefFor={hrefFor} />
    </section>
  );
}
