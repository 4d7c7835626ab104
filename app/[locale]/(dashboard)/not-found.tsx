import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** A dashboard page that called notFound() (an unknown order, message or departure): said inside the dashboard's frame. */
export default async function DashboardNotFound() {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'notFound' });
  return (
    <section className="flex flex-col items-start gap-3 py-10">
      <p className="text-5xl font-black text-brand-600">404</p>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('dashboardDescription')}</p>
      <Link href="/db-main" prefetch={false} className="mt-3 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t('dashboardHome')}
      </Link>
    </section>
  );
}
