import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDay } from '@/components/dashboard/bookings/format';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requireGuidePage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { guideDepartures } from '@/lib/travellers/check-in';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-guide'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'adminGuide' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** A guide's dashboard: the departures assigned to them (docs/dashboard.md "Guide check-in"). */
export default async function GuideHome({ params }: PageProps<'/[locale]/db-guide'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const guide = await requireGuidePage(locale);
  const t = await getTranslations({ locale, namespace: 'adminGuide' });
  const departures = await guideDepartures(await getDb(), guide.id, locale);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('intro')}</p>
      </div>
      {departures.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center font-medium dark:border-slate-700">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {departures.map((departure) => (
            <li key={departure.id}>
              <Link
                href={`/db-guide/${departure.id}`}
                prefetch={false}
                className="flex h-full flex-col gap-1 rounded-2xl border border-slate-200 p-4 hover:border-brand-600 dark:border-slate-800"
              >
                <span className="font-semibold">{departure.tourName}</span>
                <span className="text-sm">
                  {formatDay(departure.startsOn, locale)}
                  {departure.startTime ? ` · ${departure.startTime}` : ''}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{t('seatsTaken', { count: departure.seatsTaken })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
