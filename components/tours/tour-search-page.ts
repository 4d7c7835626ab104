import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getPageTitle } from '@/lib/content/page-titles';
import { getActiveRegions } from '@/lib/catalog/regions';
import { getTourPage, getTourTypes, hasTypedValues } from '@/lib/catalog/tours';
import { parseTourSearch, tourSearchQuery, tourSearchToQueryString, TOURS_PER_PAGE, type TourSearch } from '@/lib/catalog/tour-search';
import { pageMetadata } from '@/lib/seo/metadata';

type SearchParams = Record<string, string | string[] | undefined>;

/** Both list layouts show the same results; search engines index them under tour-list-1. */
const CANONICAL_LIST = '/tour-list-1';
const BANNER_KEY = 'tour-list';

/** Everything a list page shows for its URL: the parsed search, one page of results and the filter options. */
export async function loadTourSearchPage(locale: Locale, searchParams: SearchParams, listPath: '/tour-list-1' | '/tour-list-2') {
  const search = parseTourSearch(searchParams);
  const [results, regions, types, banner] = await Promise.all([
    getTourPage(locale, tourSearchQuery(search)),
    getActiveRegions(locale),
    getTourTypes(locale),
    getPageTitle(BANNER_KEY, locale),
  ]);
  const action = getPathname({ href: listPath, locale });
  const hrefFor = (page: number) => withQuery(action, tourSearchToQueryString({ ...search, page }));
  return {
    search,
    results,
    pages: Math.ceil(results.count / TOURS_PER_PAGE),
    regions,
    types,
    banner,
    action,
    hrefFor,
  };
}

export type TourSearchPage = Awaited<ReturnType<typeof loadTourSearchPage>>;

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** Title, description and the canonical URL of a search: layout 1, with the search's parameters in a stable order. */
export async function tourSearchMetadata(locale: Locale, searchParams: SearchParams, listPath: string): Promise<Metadata> {
  const search: TourSearch = parseTourSearch(searchParams);
  const [t, banner] = await Promise.all([getTranslations({ locale, namespace: 'tours' }), getPageTitle(BANNER_KEY, locale)]);
  const title = banner?.title || t('title');
  const query = tourSearchToQueryString(search);
  const metadata = pageMetadata({
    locale,
    path: withQuery(listPath, query),
    canonicalPath: withQuery(CANONICAL_LIST, query),
    title: search.page > 1 ? t('titleWithPage', { title, page: search.page }) : title,
    description: banner?.subtitle || t('description'),
    image: banner?.image || undefined,
  });
  // A search by typed text, price, duration or date is a page anyone can make up (and link to): it is
  // not indexed, its tours are (followed). Region, type, sort and page searches stay indexable.
  const { sort: _sort, page: _page, ...filters } = search;
  return hasTypedValues(filters) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}
