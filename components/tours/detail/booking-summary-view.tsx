'use client';

import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { ApproxPrice } from '@/components/rates/approx-price';
import { CheckIcon } from '@/components/ui/icons';
import { withDeparture } from './departure-link';

/**
 * A next date as the booking block lists it, formatted on the server: the departure id, the day, the
 * seats left in words, and its special adult price in words ('' when it has none).
 */
export type NextDateItem = [id: number, day: string, seats: string, special: string];

/** A row of the price list: who, their ages, the price in words and in kuruş (for the USD/EUR hint). */
export type PriceItem = [label: string, ages: string, price: string, kurus: number];

export type BookingSummaryTexts = {
  booking: string;
  priceFrom: string;
  priceFromAmount: string;
  freeCancellation: string;
  cancellationTerms: string;
  bookNow: string;
  maxPerBooking: string;
  nextDates: string;
  allDates: string;
  noOpenDates: string;
  prices: string;
  perPerson: string;
};

type Props = {
  texts: BookingSummaryTexts;
  /** The lowest adult price, for the USD/EUR hint beside it. */
  priceFromKurus: number;
  /** Localized addresses: the cancellation terms, the booking page, and the booking page with `?departure=`. */
  termsHref: string;
  bookHref: string;
  nextDates: NextDateItem[];
  allDatesHref?: string;
  /** The price list (layouts 1 and 2), or none. */
  prices: PriceItem[] | null;
  /** The price rules in words (price-rule-note.tsx), drawn on the server. */
  note: ReactNode;
  className: string;
};

/**
 * The booking block's markup (booking-summary.tsx reads and formats). A client component only so
 * that the cached tour page's RSC payload carries these texts instead of the block's element tree
 * (docs/decisions/0126); it renders the same markup on the server and hydrates it.
 */
export function BookingSummaryView({ texts, priceFromKurus, termsHref, bookHref, nextDates, allDatesHref, prices, note, className }: Props) {
  return (
    <section id="tour-booking" aria-labelledby="tour-booking-title" className={`booking-block booking-card @container relative ${className}`}>
      <h2 id="tour-booking-title" className="sr-only">{texts.booking}</h2>
      <div className="grid gap-5 @2xl:grid-cols-2 @2xl:gap-8">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{texts.priceFrom}</p>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-3xl font-bold text-brand-700 dark:text-brand-100">{texts.priceFromAmount}</span>
            <ApproxPrice amountKurus={priceFromKurus} />
          </p>
          {note}
          <p className="mt-2 flex gap-2 text-sm">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <span>
              {texts.freeCancellation}
              {' · '}
              <NextLink href={termsHref} prefetch={false} className="whitespace-nowrap font-medium underline underline-offset-4 hover:text-brand-700 dark:hover:text-brand-100">
                {texts.cancellationTerms}
              </NextLink>
            </span>
          </p>
          <NextLink href={bookHref} className="book-button mt-4 w-full">
            {texts.bookNow}
          </NextLink>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{texts.maxPerBooking}</p>
        </div>
        <NextDatesView items={nextDates} bookHref={bookHref} title={texts.nextDates} allDates={texts.allDates} allDatesHref={allDatesHref} none={texts.noOpenDates} />
      </div>
      {prices && (
        <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
          <h3 className="text-sm font-semibold">{texts.prices}</h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">{texts.perPerson}</p>
          <PriceListView rows={prices} />
        </div>
      )}
    </section>
  );
}

/** "Next dates": the first few departures with seats left, each a link to book that date. */
function NextDatesView({ items, bookHref, title, allDates, allDatesHref, none }: { items: NextDateItem[]; bookHref: string; title: string; allDates: string; allDatesHref?: string; none: string }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="tour-next-dates" className="text-sm font-semibold">{title}</h3>
        {allDatesHref && items.length > 0 && (
          <a href={allDatesHref} className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-100">
            {allDates}
          </a>
        )}
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{none}</p>
      ) : (
        <ul aria-labelledby="tour-next-dates" className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {items.map(([id, day, seats, special]) => (
            <li key={id}>
              {/* A plain link: a client-side Link per date would hydrate and prefetch every date. */}
              <a href={withDeparture(bookHref, id)} className="tour-date-link">
                <span className="font-semibold">{day}</span>
                <span className="tour-muted">{seats}</span>
                {special && <span className="w-full text-xs font-semibold text-amber-800 dark:text-amber-300">{special}</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Per-person prices for adults, children and babies with the ages each covers, and approximate USD/EUR. */
export function PriceListView({ rows }: { rows: PriceItem[] }) {
  return (
    <dl className="divide-y divide-slate-200 dark:divide-slate-800">
      {rows.map(([label, ages, price, kurus]) => (
        <div key={label} className="tour-price-row">
          <dt>
            <span className="font-semibold">{label}</span>
            <span className="tour-muted block text-xs">{ages}</span>
          </dt>
          <dd className="text-right">
            <span className="tour-price">{price}</span>
            <ApproxPrice amountKurus={kurus} className="block" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Below the desktop width: the price "from" and the booking button at the foot of the screen
 * (tour-page-frame.tsx words it). It is sticky at the end of the page, not fixed, so it never covers
 * the last lines or the footer, and it steps aside while the booking block is on screen
 * (`booking-bar` in app/globals.css). The price keeps its width; a long button label (Russian) wraps
 * instead of covering it.
 */
export function BookingBarView({ priceLabel, price, bookNow, bookHref }: { priceLabel: string; price: string; bookNow: string; bookHref: string }) {
  return (
    <div data-testid="booking-bar" className="booking-bar booking-bar-look sticky bottom-0 z-30 desk:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <p className="shrink-0">
          <span className="block text-xs text-slate-600 dark:text-slate-400">{priceLabel}</span>
          <span className="text-xl font-bold text-brand-700 dark:text-brand-100">{price}</span>
        </p>
        <NextLink href={bookHref} className="book-button min-w-0 px-5 py-2.5 text-center text-sm leading-tight">
          {bookNow}
        </NextLink>
      </div>
    </div>
  );
}
