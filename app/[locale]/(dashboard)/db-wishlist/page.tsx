import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requireNonGuidePage } from '@/lib/auth/guards';
import { formatTry } from '@/lib/money';
import { wishlistTours } from '@/lib/wishlist/wishlist';
import { RemoveFromWishlist } from '@/components/wishlist/remove-from-wishlist';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-wishlist'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'adminWishlist' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The account's saved tours (customers and staff): cards with a link to the tour and a remove button. */
export default async function WishlistPage({ params }: PageProps<'/[locale]/db-wishlist'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const user = await requireNonGuidePage(locale);
  const [t, tCard, saved] = await Promise.all([
    getTranslations({ locale, namespace: 'adminWishlist' }),
    getTranslations({ locale, namespace: 'tourCard' }),
    wishlistTours(user.id, locale),
  ]);
  return (
    <DashboardMessages namespaces={['adminWishlist']}>
      <div className="flex flex-col gap-8">
        <header>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t('intro')}</p>
        </header>
        {saved.length === 0 ? (
          <section className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 p-8 dark:border-slate-700">
            <h2 className="text-xl font-bold">{t('emptyTitle')}</h2>
            <p className="text-slate-600 dark:text-slate-300">{t('emptyText')}</p>
            <Link href="/tour-list-1" className="inline-flex h-12 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
              {t('browse')}
            </Link>
          </section>
        ) : (
          <section aria-labelledby="wishlist-count">
            <h2 id="wishlist-count" className="mb-4 text-lg font-semibold text-slate-700 dark:text-slate-300">
              {t('count', { count: saved.length })}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {saved.map((tour) => (
                <li key={tour.id} data-testid="wishlist-item">
                  <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
                    <div className="relative aspect-[3/2] bg-slate-100 dark:bg-slate-800">
                      {tour.coverImage && <Image src={tour.coverImage} alt="" fill sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw" className="object-cover" />}
                      {!tour.available && (
                        <span className="absolute left-3 top-3 rounded-full bg-slate-900/80 px-3 py-1 text-xs font-semibold text-white">{t('unavailable')}</span>
                      )}
                    </div>
                    <div className="flex flex-1 flex-col gap-2 p-4">
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {tour.regionName} · {tour.tourTypeName} · {tCard('days', { count: tour.durationDays })}
                      </p>
                      <h3 className="text-lg font-semibold leading-snug">
                        {tour.available ? (
                          <Link href={`/tour-single-1/${tour.id}`} className="hover:text-brand-700 hover:underline dark:hover:text-brand-100">
                            {tour.title}
                          </Link>
                        ) : (
                          tour.title
                        )}
                      </h3>
                      <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{tour.summary}</p>
                      <p className="text-sm text-slate-700 dark:text-slate-300">
                        {tCard('from')} <span className="text-lg font-bold text-brand-700 dark:text-brand-100">{formatTry(tour.adultPrice, locale)}</span>
                      </p>
                      <div className="mt-auto flex flex-wrap items-start gap-3 pt-2">
                        {tour.available && (
                          <Link
                            href={`/tour-single-1/${tour.id}`}
                            aria-hidden="true"
                            tabIndex={-1}
                            className="inline-flex h-10 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
                          >
                            {t('view')}
                          </Link>
                        )}
                        <RemoveFromWishlist tourId={tour.id} title={tour.title} />
                      </div>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </DashboardMessages>
  );
}
