import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { HeroSlider } from '@/components/home/hero-slider';
import { HomeFeatures } from '@/components/home/home-features';
import { HomeRegions } from '@/components/home/home-regions';
import { HomeSearch } from '@/components/home/home-search';
import { HomeTestimonials } from '@/components/home/home-testimonials';
import { LatestPosts } from '@/components/home/latest-posts';
import { TourCard } from '@/components/tours/tour-card';
import { getActiveRegions } from '@/lib/catalog/regions';
import { getContacts, getMetaTags, SITE_CONTACTS_ID, SITE_META_ID } from '@/lib/catalog/site';
import { getTourPage, getTourTypes } from '@/lib/catalog/tours';
import { listBlogs } from '@/lib/content/blogs';
import { listFeatures } from '@/lib/content/features';
import { getPageTitle } from '@/lib/content/page-titles';
import { listSliders } from '@/lib/content/sliders';
import { listTestimonials } from '@/lib/content/testimonials';
import { pageMetadata } from '@/lib/seo/metadata';
import { AgencyJsonLd } from '@/components/seo/agency-json-ld';

export const revalidate = 3600;

const FEATURED_TOURS = 6;
const REGIONS_SHOWN = 8;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [meta, t] = await Promise.all([getMetaTags(SITE_META_ID, locale), getTranslations({ locale, namespace: 'site' })]);
  const title = meta?.title || t('title');
  // The home page carries the site title alone, without the "| brand" suffix of the other pages.
  return { ...pageMetadata({ locale, path: '/', title, description: meta?.description || t('description') }), title: { absolute: title } };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const firstPage = { index: 0, sortOrder: 'asc' as const };
  const [t, content, contacts, banner, slides, featured, regions, types, features, testimonials, posts] = await Promise.all([
    getTranslations('home'),
    getTranslations('content'),
    getContacts(SITE_CONTACTS_ID, locale),
    getPageTitle('home', locale),
    listSliders(locale, { ...firstPage, size: 10, sortBy: 'OrderNo' }),
    getTourPage(locale, { filters: {}, order: { by: 'recommended', direction: 'asc' }, index: 0, size: FEATURED_TOURS }),
    getActiveRegions(locale),
    getTourTypes(locale),
    listFeatures(locale, { ...firstPage, size: 8, sortBy: 'OrderNo' }),
    listTestimonials(locale, { ...firstPage, size: 3, sortBy: 'OrderNo' }),
    listBlogs(locale, { index: 0, size: 3, sortBy: 'PublishedAt', sortOrder: 'desc' }),
  ]);
  return (
    <>
      <AgencyJsonLd locale={locale} />
      <HeroSlider slides={slides.items} />
      <section aria-labelledby="home-title" className="bg-gradient-to-br from-brand-50 to-white px-4 pb-10 pt-10 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-7xl">
          <h1 id="home-title" className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl">{banner?.title || t('heroTitle')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{banner?.subtitle || t('heroSubtitle')}</p>
          <div className="mt-6">
            <HomeSearch action={getPathname({ href: '/tour-list-1', locale })} regions={regions} types={types} />
          </div>
        </div>
      </section>
      <section aria-labelledby="featured-heading" className="below-fold [--fold-estimate:188rem] lg:[--fold-estimate:72rem] mx-auto max-w-7xl px-4 py-14">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <h2 id="featured-heading" className="text-3xl font-bold">{t('featuredTitle')}</h2>
          <Link href="/tour-list-1" className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">{t('exploreTours')}</Link>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.items.map((tour) => (
            <li key={tour.id}>
              <TourCard tour={tour} />
            </li>
          ))}
        </ul>
      </section>
      <HomeRegions regions={regions.slice(0, REGIONS_SHOWN)} />
      <HomeFeatures features={features.items} whatsapp={contacts?.whatsapp ? { phone: contacts.whatsapp, label: content('whatsapp.write') } : undefined} />
      <HomeTestimonials testimonials={testimonials.items} />
      <LatestPosts posts={posts.items} />
    </>
  );
}
