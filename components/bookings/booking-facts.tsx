'use client';

import { useLocale, useTranslations } from 'next-intl';
import { departureLabel } from '@/lib/cart/departure-label';
import { formatTry } from '@/lib/money';
import { StatusTag } from './status-tag';
import type { Booking, BookingLine } from './types';

const heading = 'mb-2 text-sm font-bold uppercase tracking-wide text-slate-600 dark:text-slate-300';

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="font-medium break-all">{value}</dd>
    </div>
  );
}

/** Guest info: tax number, tax office and national ID only when present (docs/product-rules.md#screens). */
export function GuestFacts({ order }: { order: Booking }) {
  const t = useTranslations('myBookings');
  return (
    <section>
      <h3 className={heading}>{t('guest')}</h3>
      <dl className="text-sm">
        <Fact label={t('name')} value={`${order.reservationName} ${order.reservationSurName}`} />
        <Fact label={t('email')} value={order.reservationEmail} />
        <Fact label={t('phone')} value={order.reservationPhone} />
        <Fact label={t('address')} value={order.reservationAddress} />
        {order.reservationTaxNo && <Fact label={t('taxNo')} value={order.reservationTaxNo} />}
        {order.reservationTaxOffice && <Fact label={t('taxOffice')} value={order.reservationTaxOffice} />}
        {order.reservationTckn && <Fact label={t('tckn')} value={order.reservationTckn} />}
      </dl>
    </section>
  );
}

/** Payment info: success colour once paid, warning otherwise (docs/product-rules.md#screens). */
export function PaymentFacts({ order }: { order: Booking }) {
  const t = useTranslations('myBookings');
  const locale = useLocale();
  return (
    <section>
      <h3 className={heading}>{t('payment')}</h3>
      <dl className="text-sm">
        <Fact
          label={t('paymentStatus')}
          value={<StatusTag colour={order.paymentStatus === 'Completed' ? 'success' : order.paymentStatus === 'Partial' ? 'processing' : 'warning'}>{t(`status.${order.paymentStatus}`)}</StatusTag>}
        />
        <Fact label={t('paymentMethod')} value={t(`methods.${order.paymentMethod}`)} />
        <Fact label={t('amount')} value={formatTry(order.totalAmount, locale)} />
      </dl>
    </section>
  );
}

type Participant = { key: 'adults' | 'children' | 'babies'; quantity: number; price: number };

/** One order line: the tour, its departure day and time, and a row per kind of traveller that comes (docs/product-rules.md#screens). */
export function TourLine({ line, extra }: { line: BookingLine; extra?: React.ReactNode }) {
  const t = useTranslations('myBookings');
  const locale = useLocale();
  const participants: Participant[] = [
    { key: 'adults', quantity: line.adultQuantity, price: line.adultPrice },
    { key: 'children', quantity: line.childQuantity, price: line.childPrice },
    { key: 'babies', quantity: line.babyQuantity, price: line.babyPrice },
  ];
  return (
    <li className="rounded-xl bg-slate-50 p-4 dark:bg-slate-900">
      <p className="font-semibold">{line.tourName || t('tourFallback')}</p>
      <dl className="mt-2 text-sm">
        <Fact label={t('departure')} value={departureLabel(line.departureDate, line.startTime, locale)} />
        {extra}
        {participants
          .filter((participant) => participant.quantity > 0)
          .map((participant) => (
            <Fact key={participant.key} label={t(participant.key)} value={t('participants', { count: participant.quantity, price: formatTry(participant.price, locale) })} />
          ))}
        <Fact label={t('lineTotal')} value={formatTry(line.lineTotal, locale)} />
      </dl>
    </li>
  );
}
