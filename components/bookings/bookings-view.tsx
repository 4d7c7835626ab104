'use client';

import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Loading } from '@/components/ui/loading';
import { Link } from '@/i18n/navigation';
import { BookingCard } from './booking-card';
import { bookingFilterNames, filterBookings, pageOf, type BookingFilter } from './booking-list';
import { BookingsPager } from './bookings-pager';
import { useBookings } from './use-bookings';
import { useSignedInAccount } from './use-signed-in-account';

const tabClass =
  'min-h-11 rounded-xl px-3 text-sm font-semibold sm:flex-1 sm:rounded-full sm:px-4 text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-white';

/**
 * The my-bookings page's island: the customer's orders (or a guest's own, from its browser) under
 * the spec's four tabs; while the session has not proven the e-mail, an invitation to confirm it
 * with a code, after which a guest's bookings join the account (docs/auth.md "Proven sessions").
 */
export function BookingsView() {
  const t = useTranslations('myBookings');
  const tErrors = useTranslations('errors');
  const { account, pending } = useSignedInAccount('/my-bookings');
  const bookings = useBookings(account?.Id ?? null);
  const [filter, setFilter] = useState<BookingFilter>('all');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');

  const goToPage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const shown = pageOf(filterBookings(bookings.data ?? [], filter), page);
  return (
    <Tabs.Root
      value={filter}
      onValueChange={(value) => {
        setFilter(value as BookingFilter);
        setPage(1);
      }}
      className="flex flex-col gap-6"
    >
      {/* Four tabs do not fit in one row of a 360 px phone ("İptal edilen", "Завершённые"): two rows of two there. */}
      <Tabs.List aria-label={t('tabsLabel')} className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1 sm:flex sm:rounded-full dark:bg-slate-900">
        {bookingFilterNames.map((name) => (
          <Tabs.Trigger key={name} value={name} className={tabClass}>
            {t(`tabs.${name}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {account && !account.EmailProven && (
        <section aria-labelledby="confirm-email" className="flex flex-col items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 dark:border-slate-700 dark:bg-slate-900">
          <h2 id="confirm-email" className="text-lg font-bold">
            {t('confirmEmail.title')}
          </h2>
          <p className="text-sm leading-6">{t('confirmEmail.text')}</p>
          <Link href="/login?returnUrl=%2Fmy-bookings" prefetch={false} className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
            {t('confirmEmail.action')}
          </Link>
        </section>
      )}
      <p role="status" className="empty:hidden rounded-xl bg-emerald-50 p-3 font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
        {notice}
      </p>
      {bookingFilterNames.map((name) => (
        <Tabs.Content key={name} value={name} className="focus-visible:outline-2 focus-visible:outline-brand-600">
          {pending || bookings.isPending ? (
            <Loading variant="card" />
          ) : bookings.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-4 rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
              {tErrors('fetchingBookings')}
              <button type="button" onClick={() => void bookings.refetch()} className="rounded-full border border-current px-4 py-2 text-sm">
                {t('retry')}
              </button>
            </div>
          ) : shown.items.length === 0 ? (
            <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 p-8 dark:border-slate-700">
              <p className="text-lg font-semibold">{t('empty')}</p>
              <Link href="/tour-list-1" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
                {t('explore')}
              </Link>
            </div>
          ) : (
            <>
              <ul className="grid gap-4">
                {shown.items.map((order) => (
                  <li key={order.orderUUID}>
                    <BookingCard order={order} mayCancel={account?.Role !== 'guest'} onCancelled={setNotice} />
                  </li>
                ))}
              </ul>
              <BookingsPager page={shown.page} pages={shown.pages} onPage={goToPage} />
            </>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
