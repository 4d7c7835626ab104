import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/routing';
import { parseRecordId } from '@/lib/content/ids';
import { getPage } from '@/lib/content/pages';
import { excerpt } from '@/lib/content/rich-text';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd } from '@/lib/seo/structured-data';
import { notFoundMetadata } from '@/components/layout/not-found-content';

export const revalidate = 3600;

// Pages render on their first request and are then served from the cache (docs/seo-and-performance.md#speed).
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/page-single/[id]'>;

async function loadPage(params: Props['params']) {
  const { locale, id } = await params;
  const pageId = parseRecordId(id);
  return { locale: locale as Locale, page: pageId ? await getPage(pageId, locale as Locale) : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await loadPage(params);
  if (!page) return notFoundMetadata(locale);
  return pageMetadata({ locale, path: `/page-single/${page.id}`, title: page.title, description: excerpt(page.body) });
}

/** A static page (the footer's corporate and legal pages 13–19, and any the dashboard adds). */
export default async function StaticPage({ params }: Props) {
  const { locale, page } = await loadPage(params);
  if (!page) notFound();
  setRequestLocale(locale);
  const [content, format] = await Promise.all([getTranslations({ locale, namespace: 'content' }), getFormatter({ locale })]);
  const crumbs = [
    { name: content('home'), path: '/' },
    { name: page.title, path: `/page-single/${page.id}` },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, locale)} />
      <PageBanner title={page.title} crumbs={crumbs.map(({ name, path }) => ({ name, href: path }))} />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
        <RichText body={page.body} locale={locale} />
        <p className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {content.rich('lastUpdated', {
            date: format.dateTime(new Date(page.updatedAt), { dateStyle: 'long' }),
            time: (chunks) => <time dateTime={page.updatedAt}>{chunks}</time>,
          })}
        </p>
      </article>
    </>
  );
}
