'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatTry } from '@/lib/money';
import { Loading } from '@/components/ui/loading';
import { Link } from '@/i18n/navigation';
import { ApiError, describeApiError } from '@/lib/api/errors';
import { orderNumber } from '@/lib/orders/number';
import { owesBalance, statusColour } from '@/lib/orders/status';
import { GuestFacts, PaymentFacts, TourLine } from './booking-facts';
import { BookingHistory } from './booking-history';
import { CancelBooking } from './cancel-booking';
import { PrintVoucher } from './print-voucher';
import { StatusTag } from './status-tag';
import { useBookingDetail } from './use-bookings';
import { useSignedInAccount } from './use-signed-in-account';
import { PriceBreakdown } from '@/components/pricing/price-breakdown';

const backLink = 'font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100';

/** One booking in full: the voucher (booking code, tours, departure times, meeting points) and its history. */
export function BookingDetailView({ orderUUID }: { orderUUID: string }) {
  const t = useTranslations('myBookings');
  const tPricing = useTranslations('pricing');
  const locale = useLocale();
  const tErrors = useTranslations('errors');
  const { account, pending } = useSignedInAccount(`/my-bookings/${orderUUID}`);
  const detail = useBookingDetail(orderUUID, account !== null);

  const back = (
    <Link href="/my-bookings" data-no-print className={backLink}>
      ← {t('back')}
    </Link>
  );
  if (pending || detail.isPending) return <Loading variant="card" />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.kind === 'notFound';
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
          {missing ? t('notFound') : describeApiError(detail.error, tErrors)}
        </p>
        {back}
      </div>
    );
  }

  const order = detail.data;
  const code = orderNumber(order);
  // A deposit booking paid by card: the balance is paid on the card page (docs/decisions/0083).
  const payBalance = owesBalance(order) && order.paymentMethod === 'card' && order.balanceDue > 0;
  return (
    <div className="flex flex-col gap-8">
      {back}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('voucher')}</p>
          <h1 className="text-3xl font-extrabold tracking-tight">{t('detailTitle', { code })}</h1>
        </div>
        <StatusTag colour={statusColour(order.orderStatus)}>{t(`status.${order.orderStatus}`)}</StatusTag>
      </div>
      <div className="rounded-2xl border-2 border-dashed border-slate-300 p-5 dark:border-slate-700 print:border-black">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('orderNumber')}</p>
        <p className="font-mono text-3xl font-bold tracking-widest">{code}</p>
        <p className="mt-3 text-sm">{t('voucherNote')}</p>
      </div>
      <section aria-labelledby="booking-tours">
        <h2 id="booking-tours" className="mb-3 text-lg font-bold">
          {t('tours')}
        </h2>
        <ul className="grid gap-3">
          {order.orderDetails.map((line, index) => (
            <TourLine
              key={`${line.tourId}-${index}`}
              line={line}
              extra={
                <div className="flex flex-wrap justify-between gap-x-4 py-1">
                  <dt className="text-slate-600 dark:text-slate-300">{t('meetingPoint')}</dt>
                  <dd className="font-medium">{line.meetingPoint}</dd>
                </div>
              }
            />
          ))}
        </ul>
      </section>
      {order.travellers && (
        <section aria-labelledby="booking-travellers" data-no-print className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <h2 id="booking-travellers" className="text-lg font-bold">
            {t('travellersTitle')}
          </h2>
          <p>{order.travellers.missing > 0 ? t('travellersMissing', { count: order.travellers.missing }) : t('travellersComplete')}</p>
          <div className="flex flex-wrap gap-3">
            <Link href={order.travellers.path} prefetch={false} className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700">
              {t('enterTravellers')}
            </Link>
            {order.travellers.voucherPath && (
              <Link href={order.travellers.voucherPath} prefetch={false} className="inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 px-5 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
                {t('openVoucher')}
              </Link>
            )}
          </div>
        </section>
      )}
      <div className="grid gap-8 desk:grid-cols-2">
        <GuestFacts order={order} />
        <PaymentFacts order={order} />
      </div>
      <section aria-labelledby="booking-breakdown">
        <h2 id="booking-breakdown" className="mb-3 text-lg font-bold">
          {tPricing('title')}
        </h2>
        <PriceBreakdown pricing={order.pricing} payments={order.payments} settled={order.orderStatus === 'Cancelled'} />
        {payBalance && (
          <Link data-no-print href={`/payment/${order.orderUUID}`} className="mt-4 inline-flex h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
            {tPricing('payBalance', { amount: formatTry(order.balanceDue, locale) })}
          </Link>
        )}
      </section>
      <BookingHistory events={order.events} />
      <div data-no-print className="flex flex-wrap gap-3">
        <PrintVoucher />
        {order.canCancel && <CancelBooking orderUUID={order.orderUUID} />}
        {order.orderStatus === 'Completed' && (
          <Link href={`/review/${order.orderUUID}`} prefetch={false} className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
            {t('writeReview')}
          </Link>
        )}
      </div>
    </div>
  );
}
