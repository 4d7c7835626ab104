'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useId, useState } from 'react';
import { addCartItem } from '@/components/cart/cart-api';
import { useRouter } from '@/i18n/navigation';
import { getJson } from '@/lib/api/client';
import { ApiError, describeApiError } from '@/lib/api/errors';
import type { Participants } from '@/lib/booking/rules';
import { departureChoiceLabel, departureChoicesNeedYear, departureLabel } from '@/lib/cart/departure-label';
import type { Departure } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { PriceBreakdown } from './price-breakdown';
import { QuantityField } from './quantity-field';
import { useQuote } from './use-quote';

type Props = {
  tour: { id: number; maxPerBooking: number; childAgeMax: number; babyAgeMax: number };
  /** From the cached page; refreshed from the server on arrival for today's seats. */
  departures: Departure[];
};

/** The departure the visitor picked, else the one the tour page linked (`?departure=`), else the first with seats. */
function chosenDeparture(departures: Departure[], picked: number | null, linked: number): Departure | null {
  const open = departures.filter((departure) => departure.seatsLeft > 0);
  return departures.find((d) => d.id === picked) ?? open.find((d) => d.id === linked) ?? open[0] ?? null;
}

/**
 * The booking page's island: a departure, the travellers, the price the server computes as they
 * change, and "add to cart" (which goes to the cart). The server checks everything again on add.
 */
export function BookingForm({ tour, departures: cached }: Props) {
  const t = useTranslations('booking');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const linked = Number(useSearchParams().get('departure'));

  const { data: departures } = useQuery({
    queryKey: ['Booking', tour.id, 'departures'],
    queryFn: () => getJson<Departure[]>(`Booking/${tour.id}/departures`),
    initialData: cached,
    // The page may be an hour old: ask for live seats at once.
    initialDataUpdatedAt: 0,
    staleTime: 30_000,
  });
  const [picked, setPicked] = useState<number | null>(null);
  const departure = chosenDeparture(departures, picked, linked);
  const [people, setPeople] = useState<Participants>({ adultQuantity: 1, childQuantity: 0, babyQuantity: 0 });
  const { quote, current, failed } = useQuote(tour.id, departure?.id ?? null, people);

  const add = useMutation({
    mutationFn: () => addCartItem({ tourId: tour.id, departureId: departure!.id, ...people }),
    retry: false,
    onSuccess: () => router.push('/cart'),
  });

  if (departures.length === 0 || !departure) {
    return <p className="rounded-xl bg-slate-50 p-4 dark:bg-slate-900">{t('noDepartures')}</p>;
  }

  const seats = (option: Departure) => (option.seatsLeft === 0 ? t('soldOut') : t('seatsLeft', { count: option.seatsLeft }));
  // The list's choices are short ("Tue, Dec 1, 04:30 · 20 left") so that a phone's select shows the
  // chosen one whole, seats included; the line below it writes that date in full, with its year.
  const withYear = departureChoicesNeedYear(departures.map((option) => option.startsOn));
  const choice = (option: Departure) =>
    `${departureChoiceLabel(option.startsOn, option.startTime, locale, withYear)} · ${option.seatsLeft === 0 ? t('soldOut') : t('seatsLeftShort', { count: option.seatsLeft })}`;
  const set = (key: keyof Participants) => (value: number) => {
    add.reset();
    setPeople((before) => ({ ...before, [key]: value }));
  };
  const problem = current ? quote?.problem : null;
  const addError = add.error instanceof ApiError && Object.keys(add.error.fieldErrors).length > 0 ? Object.values(add.error.fieldErrors)[0] : add.isError ? describeApiError(add.error, tErrors) : null;

  return (
    <form
      noValidate
      aria-busy={add.isPending}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!add.isPending) add.mutate();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-departure`} className="font-semibold">
          {t('departure')}
        </label>
        <select
          id={`${id}-departure`}
          value={departure.id}
          onChange={(event) => {
            add.reset();
            setPicked(Number(event.target.value));
          }}
          aria-describedby={`${id}-departure-info`}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pl-3 pr-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-900"
        >
          {departures.map((option) => (
            <option key={option.id} value={option.id} disabled={option.seatsLeft === 0}>
              {choice(option)}
            </option>
          ))}
        </select>
        <p id={`${id}-departure-info`} className="text-sm text-slate-600 dark:text-slate-400">
          <span className="block font-medium text-ink dark:text-slate-100">{departureLabel(departure.startsOn, departure.startTime, locale)}</span>
          {t('departureInfo', { seats: seats(departure), price: formatTry(departure.adultPrice, locale) })}
          {departure.hasPriceOverride && <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('specialPrice')}</span>}
        </p>
      </div>

      <fieldset>
        <legend className="font-semibold">{t('travellers')}</legend>
        <div className="divide-y divide-slate-200 dark:divide-slate-800">
          <QuantityField id={`${id}-adults`} label={t('adults')} hint={t('adultsHint', { min: tour.childAgeMax + 1 })} value={people.adultQuantity} min={1} max={tour.maxPerBooking} onChange={set('adultQuantity')} />
          <QuantityField
            id={`${id}-children`}
            label={t('children')}
            hint={t('childrenHint', { min: tour.babyAgeMax + 1, max: tour.childAgeMax })}
            value={people.childQuantity}
            min={0}
            max={tour.maxPerBooking}
            onChange={set('childQuantity')}
          />
          <QuantityField id={`${id}-babies`} label={t('babies')} hint={t('babiesHint', { max: tour.babyAgeMax })} value={people.babyQuantity} min={0} max={tour.maxPerBooking} onChange={set('babyQuantity')} />
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('maxPerBooking', { count: tour.maxPerBooking })}</p>
      </fieldset>

      <PriceBreakdown quote={quote} current={current} failed={failed} />

      {(problem || addError) && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
          {addError ?? problem}
        </p>
      )}

      <button
        type="submit"
        disabled={add.isPending || !current || !quote?.bookable}
        className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-600 px-8 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-fit"
      >
        {add.isPending ? t('adding') : t('addToCart')}
      </button>
    </form>
  );
}
