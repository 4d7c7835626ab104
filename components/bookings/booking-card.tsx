'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatTry } from '@/lib/money';
import { customerMayCancel, statusColour } from '@/lib/orders/status';
import { GuestFacts, PaymentFacts, TourLine } from './booking-facts';
import { shortOrderId } from './booking-list';
import { CancelBooking } from './cancel-booking';
import { StatusTag } from './status-tag';
import type { Booking } from './types';

/** One booking: short id, status, date and total, with the rest folded away (docs/product-rules.md#screens). */
export function BookingCard({ order, onCancelled }: { order: Booking; onCancelled: (message: string) => void }) {
  const t = useTranslations('myBookings');
  const locale = useLocale();
  const format = useFormatter();
  const status = order.orderStatus || 'Pending';
  const code = shortOrderId(order.orderUUID);
  return (
    <article aria-labelledby={`booking-${code}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-950">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`booking-${code}`} className="font-mono text-lg font-bold">
          #{code}
        </h2>
        <StatusTag colour={statusColour(status)}>{t(`status.${status}`)}</StatusTag>
      </header>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600 dark:text-slate-300">{t('orderDate')}</dt>
          <dd className="font-medium">{format.dateTime(new Date(order.orderDate), { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-300">{t('total')}</dt>
          <dd className="text-lg font-bold">{formatTry(order.totalAmount, locale)}</dd>
        </div>
      </dl>
      <details className="group mt-4 rounded-xl border border-slate-200 dark:border-slate-800">
        <summary className="cursor-pointer list-none px-4 py-3 font-semibold text-brand-700 marker:hidden focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100">
          <span className="group-open:hidden">{t('showDetails')}</span>
          <span className="hidden group-open:inline">{t('hideDetails')}</span>
        </summary>
        <div className="grid gap-6 border-t border-slate-200 p-4 dark:border-slate-800 desk:grid-cols-2">
          <GuestFacts order={order} />
          <PaymentFacts order={order} />
          <section className="desk:col-span-2">
            <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('tours')}</h3>
            <ul className="grid gap-3">
              {order.orderDetails.map((line, index) => (
                <TourLine key={`${line.tourId}-${index}`} line={line} />
              ))}
            </ul>
          </section>
        </div>
      </details>
      <footer className="mt-4 flex flex-wrap gap-3">
        <Link
          href={`/my-bookings/${order.orderUUID}`}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('viewDetails')}
        </Link>
        {customerMayCancel(status) && <CancelBooking orderUUID={order.orderUUID} onCancelled={onCancelled} />}
      </footer>
    </article>
  );
}
