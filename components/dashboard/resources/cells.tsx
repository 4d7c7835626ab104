'use client';

import { useTranslations } from 'next-intl';

/** A localized value in the page's language, Turkish when that one is empty. */
export function localizedValue(value: unknown, locale: string): string {
  if (!value || typeof value !== 'object') return '';
  const texts = value as Record<string, string>;
  return texts[locale]?.trim() || texts.tr || '';
}

/** Whether a record shows on the public site. */
export function ActiveBadge({ active }: { active: boolean }) {
  const t = useTranslations('admin');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200' : 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300'}`}>
      {active ? t('active') : t('inactive')}
    </span>
  );
}

/** A picture's thumbnail in a list. */
export function Thumbnail({ src }: { src: unknown }) {
  if (typeof src !== 'string' || !src) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a small preview of an admin-entered address
  return <img src={src} alt="" width={64} height={40} loading="lazy" className="h-10 w-16 rounded object-cover" />;
}
