import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PageBanner } from '@/components/layout/page-banner';
import { getActiveRegions } from '@/lib/catalog/regions';
import { getPageTitle } from '@/lib/content/page-titles';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 3600;

const BANNER_KEY = 'destinations';

export async function generateMetadata({ params }: PageProps<'/[locale]/destinations'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, banner] = await Promise.all([getTranslations({ locale, namespace: 'destinations' }), getPageTitle(BANNER_KEY, locale)]);
  return pageMetadata({ locale, path: '/destinations', title: banner?.title || t('title'), description: banner?.subtitle || t('description'), image: banner?.image || undefined });
}

/** Every active region in the agency's order, each leading to its tours. */
export default async function DestinationsPage({ params }: PageProps<'/[locale]/destinations'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, nav, regions, banner] = await Promise.all([getTranslations('destinations'), getTranslations('nav'), getActiveRegions(locale), getPageTitle(BANNER_KEY, locale)]);
  return (
    <>
      <PageBanner
        title={banner?.title || t('title')}
        subtitle={banner?.subtitle || t('description')}
        image={banner?.image}
        crumbs={[{ name: nav('home'), href: '/' }, { name: banner?.title || t('title') }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {regions.length === 0 ? (
          <p className="text-center text-slate-600 dark:text-slate-300">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {regions.map((region, index) => (
              <li key={region.id}>
                <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 dark:border-slate-800 dark:bg-slate-900">
                  <div className="relative aspect-[16/10] overflow-hidden bg-slate-100 dark:bg-slate-800">
                    {region.image && (
                      <Image src={region.image} alt="" fill priority={index < 3} sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" className="object-cover transition duration-700 group-hover:scale-105" />
                    )}
                  </div>
                  <div className="flex flex-1 flex-col gap-2 p-5">
                    <h2 className="text-xl font-semibold">
                      <Link href={`/tour-list-3/${region.id}`} className="after:absolute after:inset-0 focus:outline-none">
                        {region.name}
                      </Link>
                    </h2>
                    <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{region.description}</p>
                    <p className="mt-auto pt-2 text-sm font-semibold text-brand-700 dark:text-brand-100">{t('tourCount', { count: region.tourCount })}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
