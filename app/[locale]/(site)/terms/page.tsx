import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { BANNER_KEYS, getBanner } from '@/lib/content/page-titles';
import { PAGE_IDS } from '@/lib/content/page-ids';
import { getPage, getPageLinks } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd } from '@/lib/seo/structured-data';

export const revalidate = 3600;

/** The documents a traveller reads with the terms: data protection notice, payment methods, cancellation. */
const relatedPageIds = [PAGE_IDS.kvkk, PAGE_IDS.paymentMethods, PAGE_IDS.cancellation];

async function termsBanner(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'pages.terms' });
  return getBanner(BANNER_KEYS.terms, locale, { title: t('title'), subtitle: t('subtitle') });
}

export async function generateMetadata({ params }: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, banner] = await Promise.all([getTranslations({ locale, namespace: 'pages.terms' }), termsBanner(locale)]);
  return pageMetadata({ locale, path: '/terms', title: banner.title, description: t('metaDescription') });
}

/** Terms and agreements (page 16) with links to the related legal pages. */
export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, content, banner, page, related] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'content' }),
    termsBanner(locale),
    getPage(PAGE_IDS.terms, locale),
    getPageLinks(relatedPageIds, locale),
  ]);
  const crumbs = [
    { name: content('home'), path: '/' },
    { name: banner.title, path: '/terms' },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, locale)} />
      <PageBanner title={banner.title} subtitle={banner.subtitle} image={banner.image || undefined} crumbs={crumbs.map(({ name, path }) => ({ name, href: path }))} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 desk:grid-cols-[1fr_20rem]">
        <article className="max-w-3xl">{page && <RichText body={page.body} locale={locale} />}</article>
        {related.length > 0 && (
          <nav aria-labelledby="related-documents" className="h-fit rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <h2 id="related-documents" className="mb-4 text-lg font-bold">{t('relatedDocuments')}</h2>
            <ul className="flex flex-col gap-3">
              {related.map((document) => (
                <li key={document.id}>
                  <Link href={`/page-single/${document.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
                    {document.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
