'use client';

import { useTranslations } from 'next-intl';

/** What a page that failed shows inside its frame: a sentence and "try again". */
export function ErrorNotice({ reset }: { reset: () => void }) {
  const t = useTranslations('error');
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('description')}</p>
      <button type="button" onClick={reset} className="mt-8 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t('retry')}
      </button>
    </section>
  );
}
