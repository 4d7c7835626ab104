'use client';

import { useTranslations } from 'next-intl';

const item = 'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold disabled:opacity-50';

/** Page buttons of the bookings list (it is one client-side list, so buttons rather than links). */
export function BookingsPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useTranslations('myBookings');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      <button type="button" className={`${item} border border-slate-300 dark:border-slate-700`} disabled={page === 1} onClick={() => onPage(page - 1)} aria-label={t('previous')}>
        ‹
      </button>
      {Array.from({ length: pages }, (_, index) => index + 1).map((target) => (
        <button
          key={target}
          type="button"
          aria-label={t('page', { page: target })}
          aria-current={target === page ? 'page' : undefined}
          onClick={() => onPage(target)}
          className={`${item} ${target === page ? 'bg-brand-600 text-white' : 'border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'}`}
        >
          {target}
        </button>
      ))}
      <button type="button" className={`${item} border border-slate-300 dark:border-slate-700`} disabled={page === pages} onClick={() => onPage(page + 1)} aria-label={t('next')}>
        ›
      </button>
    </nav>
  );
}
