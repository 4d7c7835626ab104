import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getFeaturedTours } from '@/lib/catalog/tours';
import { TourCard } from '@/components/tours/tour-card';

export const revalidate = 3600;

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, featured] = await Promise.all([getTranslations('home'), getFeaturedTours(locale, 6)]);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 to-white px-4 py-16 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-7xl">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t('heroTitle')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t('heroSubtitle')}</p>
          <Link href="/tour-list-1" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            {t('exploreTours')}
          </Link>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="mb-6 text-2xl font-bold">{t('featuredTitle')}</h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((tour, index) => (
            <div key={tour.id} className="relative">
              <TourCard tour={tour} priority={index < 3} />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
