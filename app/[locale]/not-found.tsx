import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PublicShell } from '@/components/layout/public-shell';

/**
 * The localized 404 page, in the public header and footer: it replaces the route group's layout
 * (an unknown address, or a page that called notFound()), so it brings the public frame itself.
 */
export default async function NotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <PublicShell locale={locale}>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <p className="text-6xl font-black text-brand-600">404</p>
        <h1 className="mt-4 text-3xl font-bold">{t('title')}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{t('description')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/" className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            {t('home')}
          </Link>
          <Link href="/tour-list-1" className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
            {t('tours')}
          </Link>
        </div>
      </section>
    </PublicShell>
  );
}
