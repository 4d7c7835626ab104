import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FeatureGrid } from '@/components/content/feature-grid';
import { RichText } from '@/components/content/rich-text';
import { TestimonialList } from '@/components/content/testimonial-list';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getContacts, SITE_CONTACTS_ID } from '@/lib/catalog/site';
import { listFeatures } from '@/lib/content/features';
import { BANNER_KEYS, getBanner } from '@/lib/content/page-titles';
import { PAGE_IDS } from '@/lib/content/page-ids';
import { getPage } from '@/lib/content/pages';
import { listTestimonials } from '@/lib/content/testimonials';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd } from '@/lib/seo/structured-data';
import { AgencyJsonLd } from '@/components/seo/agency-json-ld';

export const revalidate = 3600;

const whyUsPoints = ['licensed', 'local', 'secure', 'support'] as const;

async function aboutBanner(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'about' });
  return getBanner(BANNER_KEYS.about, locale, { title: t('title'), subtitle: t('subtitle') });
}

export async function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, banner] = await Promise.all([getTranslations({ locale, namespace: 'about' }), aboutBanner(locale)]);
  return pageMetadata({ locale, path: '/about', title: banner.title, description: t('metaDescription'), image: banner.image || undefined });
}

/** About us: the about page's text (page 13), why travel with us, the features and what travellers say. */
export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, content, banner, page, features, testimonials, contacts] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'content' }),
    aboutBanner(locale),
    getPage(PAGE_IDS.about, locale),
    listFeatures(locale, { index: 0, size: 100, sortBy: 'OrderNo', sortOrder: 'asc' }),
    listTestimonials(locale, { index: 0, size: 6, sortBy: 'OrderNo', sortOrder: 'asc' }),
    getContacts(SITE_CONTACTS_ID, locale),
  ]);
  const crumbs = [
    { name: content('home'), path: '/' },
    { name: banner.title, path: '/about' },
  ];
  return (
    <>
      <AgencyJsonLd locale={locale} />
      <JsonLd data={breadcrumbLd(crumbs, locale)} />
      <PageBanner title={banner.title} subtitle={banner.subtitle} image={banner.image || undefined} crumbs={crumbs.map(({ name, path }) => ({ name, href: path }))} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 desk:grid-cols-[1fr_24rem]">
        {page ? <RichText body={page.body} locale={locale} /> : <div />}
        <section aria-labelledby="why-us" className="h-fit rounded-2xl bg-brand-50 p-6 dark:bg-slate-900">
          <h2 id="why-us" className="text-xl font-bold">{t('whyUs.title')}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('whyUs.intro')}</p>
          <ul className="mt-4 flex flex-col gap-3">
            {whyUsPoints.map((point) => (
              <li key={point} className="flex gap-3">
                <svg className="mt-1 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-100" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                  <path d="m5 12 5 5 9-10" />
                </svg>
                <span>{t(`whyUs.${point}`)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/tour-list-1" className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
              {t('exploreTours')}
            </Link>
            <Link href="/contact" className="rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-950 dark:hover:bg-slate-800">
              {t('contactUs')}
            </Link>
          </div>
        </section>
      </div>
      {features.items.length > 0 && (
        <section aria-labelledby="features" className="mx-auto max-w-7xl px-4 py-8">
          <h2 id="features" className="mb-6 text-2xl font-bold">{t('featuresTitle')}</h2>
          <FeatureGrid features={features.items} whatsapp={contacts?.whatsapp ? { phone: contacts.whatsapp, label: content('whatsapp.write') } : undefined} />
        </section>
      )}
      {testimonials.items.length > 0 && (
        <section aria-labelledby="testimonials" className="mx-auto max-w-7xl px-4 py-8">
          <h2 id="testimonials" className="mb-6 text-2xl font-bold">{t('testimonialsTitle')}</h2>
          <TestimonialList testimonials={testimonials.items} />
        </section>
      )}
    </>
  );
}
