import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

type Key = Parameters<Awaited<ReturnType<typeof getTranslations<'adminResources'>>>>[0];

/** The heading and introduction of a dashboard screen, from `adminResources.{resource}`. */
export async function ResourcePage({ locale, resource, children }: { locale: Locale; resource: string; children: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'adminResources' });
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t(`${resource}.title` as Key)}</h1>
        {t.has(`${resource}.intro` as Key) && <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t(`${resource}.intro` as Key)}</p>}
      </header>
      {children}
    </div>
  );
}

/** The page metadata of a dashboard screen (never indexed). */
export async function resourceMetadata(locale: Locale, resource: string) {
  const t = await getTranslations({ locale, namespace: 'adminResources' });
  return { title: t(`${resource}.title` as Key), robots: { index: false, follow: false } };
}
