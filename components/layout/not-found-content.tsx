import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/**
 * The localized 404 page's content. The public groups' own not-found files render it inside their
 * layout's header and footer (app/[locale]/(site)/not-found.tsx, (account)/not-found.tsx): a
 * not-found file at the locale level would replace those layouts and so bring a header and footer
 * of its own, which Next.js sends, as the locale layout's ready 404, inside every page's RSC payload.
 */
export async function NotFoundContent() {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'notFound' });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t('title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {t('home')}
        </Link>
        <Link href="/tour-list-1" className="outline-button">
          {t('tours')}
        </Link>
      </div>
    </section>
  );
}
