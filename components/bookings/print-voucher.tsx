'use client';

import { useTranslations } from 'next-intl';

/**
 * Prints the page as a voucher. The print rules hide the site's header, footer and every control,
 * so only the booking is on paper.
 */
export function PrintVoucher() {
  const t = useTranslations('myBookings');
  return (
    <>
      <style>{'@media print { body header, body footer, body nav, [data-no-print] { display: none !important; } }'}</style>
      <button
        type="button"
        data-no-print
        onClick={() => window.print()}
        className="inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 px-5 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {t('print')}
      </button>
    </>
  );
}
