import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqBrowser } from '@/components/content/faq-browser';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { FaqGroup } from '@/lib/content/faq-filter';
import { getFaqGroups } from '@/lib/content/faqs';
import { BANNER_KEYS, getBanner } from '@/lib/content/page-titles';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd, type StructuredData } from '@/lib/seo/structured-data';

export const revalidate = 3600;

async function helpBanner(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'helpCenter' });
  return getBanner(BANNER_KEYS.helpCenter, locale, { title: t('title'), subtitle: t('subtitle') });
}

/** The questions as schema.org FAQPage, so search engines can show them with the page. */
function faqPageLd(groups: FaqGroup[], locale: Locale): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    ),
  };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/help-center'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, banner] = await Promise.all([getTranslations({ locale, namespace: 'helpCenter' }), helpBanner(locale)]);
  return pageMetadata({ locale, path: '/help-center', title: banner.title, description: t('metaDescription'), image: banner.image || undefined });
}

/** Help centre: every question and answer (from the faqs table) by category, filterable as you type. */
export default async function HelpCenterPage({ params }: PageProps<'/[locale]/help-center'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, content, banner, groups] = await Promise.all([
    getTranslations({ locale, namespace: 'helpCenter' }),
    getTranslations({ locale, namespace: 'content' }),
    helpBanner(locale),
    getFaqGroups(locale),
  ]);
  const crumbs = [
    { name: content('home'), path: '/' },
    { name: banner.title, path: '/help-center' },
  ];
  return (
    <>
      <JsonLd data={groups.length ? [breadcrumbLd(crumbs, locale), faqPageLd(groups, locale)] : breadcrumbLd(crumbs, locale)} />
      <PageBanner title={banner.title} subtitle={banner.subtitle} image={banner.image || undefined} crumbs={crumbs.map(({ name, path }) => ({ name, href: path }))} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        {groups.length ? (
          <PageMessages namespaces={['helpCenter']}>
            <FaqBrowser groups={groups} />
          </PageMessages>
        ) : <p className="text-slate-600 dark:text-slate-300">{t('empty')}</p>}
        <aside aria-labelledby="still-need-help" className="mt-12 rounded-2xl bg-brand-50 p-6 text-center dark:bg-slate-900">
          <h2 id="still-need-help" className="text-xl font-bold">{t('stillNeedHelp')}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('stillNeedHelpText')}</p>
          <Link href="/contact" className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            {t('contactCta')}
          </Link>
        </aside>
      </div>
    </>
  );
}
