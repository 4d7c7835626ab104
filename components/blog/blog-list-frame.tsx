import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/content/pagination';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getBlogListing, listingQuery, type BlogListing, type ListSearchParams } from '@/lib/content/blog-listing';
import { BANNER_KEYS, getBanner } from '@/lib/content/page-titles';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd } from '@/lib/seo/structured-data';

type BlogListPath = '/blog-list-1' | '/blog-list-2' | '/blog-list-3';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<ListSearchParams> };

async function blogBanner(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return getBanner(BANNER_KEYS.blogList, locale, { title: t('title'), subtitle: t('subtitle') });
}

function withQuery(pathname: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Title, description and canonical URL of a blog list page; each layout, page and tag is its own URL. */
export async function blogListMetadata(pathname: BlogListPath, { params, searchParams }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const listing = await getBlogListing(locale, await searchParams);
  if (!listing) return {};
  const [t, banner] = await Promise.all([getTranslations({ locale, namespace: 'blog' }), blogBanner(locale)]);
  const base = listing.tag ? t('taggedTitle', { tag: listing.tag }) : banner.title;
  return pageMetadata({
    locale,
    path: withQuery(pathname, listingQuery(listing)),
    title: listing.page > 1 ? t('pagedTitle', { title: base, page: listing.page }) : base,
    description: t('metaDescription'),
    image: banner.image || undefined,
  });
}

/** The listing of a blog list page from its URL, or the page's 404. */
export async function loadBlogListing(locale: Locale, searchParams: Promise<ListSearchParams>): Promise<BlogListing> {
  const listing = await getBlogListing(locale, await searchParams);
  if (!listing) notFound();
  return listing;
}

type FrameProps = { pathname: BlogListPath; locale: Locale; listing: BlogListing; children: React.ReactNode };

/** What the three blog layouts share: the banner, the tag filter line, the empty state and the pager. */
export async function BlogListFrame({ pathname, locale, listing, children }: FrameProps) {
  const [t, content, banner] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'content' }),
    blogBanner(locale),
  ]);
  const crumbs = [
    { name: content('home'), path: '/' },
    { name: banner.title, path: pathname },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, locale)} />
      <PageBanner title={banner.title} subtitle={banner.subtitle} image={banner.image || undefined} crumbs={crumbs.map(({ name, path }) => ({ name, href: path }))} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        {listing.tag && (
          <div className="mb-8 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-2xl font-bold">{t('taggedHeading', { tag: listing.tag })}</h2>
            <Link href={pathname} className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
              {t('showAll')}
            </Link>
          </div>
        )}
        {listing.posts.length ? children : <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600 dark:bg-slate-900 dark:text-slate-300">{t('empty')}</p>}
        <Pagination pathname={pathname} page={listing.page} pages={listing.pages} query={listingQuery(listing, false)} />
      </div>
    </>
  );
}
