import { locales } from '@/i18n/routing';

/** docs/product-rules.md#bookings: a language option has a code, a name and a flag image (28x20). */
export const languageOptions = locales.map((code) => ({ code, img: `/images/flags/${code}.svg` }));

export const triggerClass =
  'inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800';
