import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LoginPanel } from '@/components/auth/login-panel';
import { pageMetadata } from '@/lib/seo/metadata';

// The same page for every visitor (the return address is read in the browser), so it is cached.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'auth' });
  return pageMetadata({ locale, path: '/login', title: t('metaTitle'), description: t('metaDescription'), noindex: true });
}

/** Sign-in: password or e-mailed code, registration, and password reset by code. */
export default async function LoginPage({ params }: PageProps<'/[locale]/login'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16 dark:from-slate-900 dark:to-slate-950">
      <section aria-labelledby="login-title" className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-950">
        <h1 id="login-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('title')}
        </h1>
        <p className="mb-6 mt-2 text-slate-600 dark:text-slate-300">{t('subtitle')}</p>
        <LoginPanel />
      </section>
    </div>
  );
}
