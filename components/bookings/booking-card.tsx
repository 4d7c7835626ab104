'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { departureLabel } from '@/lib/cart/departure-label';
import { formatTry } from '@/lib/money';
import { travellers } from '@/lib/orders/legal-text';
import { orderNumber } from '@/lib/orders/number';
import { customerMayCancel, statusColour } from '@/lib/orders/status';
import { CancelBooking } from './cancel-booking';
import { StatusTag } from './status-tag';
import type { Booking } from './types';

type Props = {
  order: Booking;
  /** Cancelling takes an account: a guest reads its bookings but cancels after confirming its e-mail. */
  mayCancel: boolean;
  onCancelled: (message: string) => void;
};

const label = 'text-slate-600 dark:text-slate-300';

/**
 * One booking, answering "which trip?": the tour (in the page's language), when it leaves, who
 * travels, its status, the total and the order number; everything else is one "details" away.
 */
export function BookingCard({ order, mayCancel, onCancelled }: Props) {
  const t = useTranslations('myBookings');
  const words = useTranslations('checkout.document');
  const locale = useLocale();
  const status = order.orderStatus || 'Pending';
  const number = orderNumber(order);
  const titleId = `booking-${number}`;
  const lines = order.orderDetails;
  const title = lines.map((line) => line.tourName).join(' · ');
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-950">
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h2 id={titleId} className="min-w-0 text-lg font-bold leading-snug break-words">
          {title}
        </h2>
        <StatusTag colour={statusColour(status)}>{t(`status.${status}`)}</StatusTag>
      </header>
      <ul className="flex flex-col gap-3">
        {lines.map((line, index) => (
          <li key={`${line.tourId}-${index}`} className="text-sm">
            {lines.length > 1 && <p className="font-semibold">{line.tourName}</p>}
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
              <div>
                <dt className={label}>{t('departure')}</dt>
                <dd className="font-medium">{departureLabel(line.departureDate, line.startTime, locale)}</dd>
              </div>
              <div>
                <dt className={label}>{t('travellers')}</dt>
                <dd className="font-medium">{travellers(line, (key, values) => words(key, values))}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
        <div>
          <dt className={label}>{t('orderNumber')}</dt>
          <dd className="font-mono font-semibold tracking-wide">{number}</dd>
        </div>
        <div className="text-right">
          <dt className={label}>{t('total')}</dt>
          <dd className="text-base font-bold">{formatTry(order.totalAmount, locale)}</dd>
        </div>
      </dl>
      <footer className="flex flex-wrap gap-3">
        <Link
          href={`/my-bookings/${order.orderUUID}`}
          aria-describedby={titleId}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('details')}
        </Link>
        {mayCancel && customerMayCancel(status) && <CancelBooking orderUUID={order.orderUUID} onCancelled={onCancelled} />}
      </footer>
    </article>
  );
}
