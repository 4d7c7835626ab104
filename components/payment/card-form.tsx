'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { cardSchema } from '@/lib/payments/card-schema';
import { Field, inputClass } from '@/components/auth/form-parts';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { expiryMonths, expiryYears, formatCardNumber, type CardForm as CardFormInput } from '@/lib/payments/card-schema';

export type Card = z.output<typeof cardSchema>;
const loadCardSchema = () => import('@/lib/payments/card-schema').then((module) => module.cardSchema);
export const cardFields = ['cardHolderName', 'cardNumber', 'cardExpireMonth', 'cardExpireYear', 'cardCVV'] as const;

type Props = {
  /** Starts the payment; answers with the server's sentences for card fields it refused, if any. */
  onPay: (card: Card) => Promise<Record<string, string> | void>;
  payLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The card number's first digits (at most 8) as they are typed: the installment table follows the card's programme. */
  onCardDigits?: (digits: string) => void;
  /** Shown between the card fields and the pay button (the installment table). */
  beforePay?: ReactNode;
  /** The installment table is still loading: the button waits where it will stay (see PayButton). */
  waiting?: boolean;
};

/**
 * docs/product-rules.md#validation's card form (store type 3D_PAY): holder name (max 50), card number regrouped in fours
 * with non-digits dropped (max 19 characters), month 01–12, year this one and the next nine, CVV
 * digits only (max 3). The values stay in this form's memory and the one request that starts the
 * payment: nothing stores them.
 */
export function CardForm({ onPay, payLabel, busyLabel, busy, onCardDigits, beforePay, waiting = false }: Props) {
  const t = useTranslations('payment.card');
  const id = useId();
  const resolver = useLocalizedZodResolver(loadCardSchema);
  const years = useMemo(() => expiryYears(), []);
  const form = useForm<CardFormInput, unknown, Card>({
    resolver,
    mode: 'onTouched',
    defaultValues: { cardHolderName: '', cardNumber: '', cardExpireMonth: '', cardExpireYear: '', cardCVV: '' },
  });
  const { errors } = form.formState;
  const number = form.register('cardNumber');
  const cvv = form.register('cardCVV');

  const submit = async (card: Card) => {
    const refused = await onPay(card);
    for (const [name, message] of Object.entries(refused ?? {})) {
      if ((cardFields as readonly string[]).includes(name)) form.setError(name as (typeof cardFields)[number], { type: 'server', message }, { shouldFocus: true });
    }
  };

  return (
    <form onSubmit={(event) => form.handleSubmit(submit)(event)} noValidate aria-busy={busy} autoComplete="on" className="flex flex-col gap-5">
      <Field id={`${id}-holder`} label={t('holder')} error={errors.cardHolderName}>
        {(described) => <input type="text" autoComplete="cc-name" maxLength={50} className={inputClass} {...form.register('cardHolderName')} {...described} />}
      </Field>
      <Field id={`${id}-number`} label={t('number')} error={errors.cardNumber}>
        {(described) => (
          <input
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={19}
            placeholder="0000 0000 0000 0000"
            className={`${inputClass} tracking-wider tabular-nums`}
            {...number}
            onChange={(event) => {
              event.target.value = formatCardNumber(event.target.value);
              onCardDigits?.(event.target.value.replace(/\D/g, '').slice(0, 8));
              return number.onChange(event);
            }}
            {...described}
          />
        )}
      </Field>
      <div className="grid grid-cols-3 gap-4">
        <Field id={`${id}-month`} label={t('month')} error={errors.cardExpireMonth}>
          {(described) => (
            <select autoComplete="cc-exp-month" className={inputClass} {...form.register('cardExpireMonth')} {...described}>
              <option value="">{t('choose')}</option>
              {expiryMonths.map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-year`} label={t('year')} error={errors.cardExpireYear}>
          {(described) => (
            <select autoComplete="cc-exp-year" className={inputClass} {...form.register('cardExpireYear')} {...described}>
              <option value="">{t('choose')}</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-cvv`} label={t('cvv')} error={errors.cardCVV}>
          {(described) => (
            <input
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={3}
              className={inputClass}
              {...cvv}
              onChange={(event) => {
                event.target.value = event.target.value.replace(/\D/g, '').slice(0, 3);
                return cvv.onChange(event);
              }}
              {...described}
            />
          )}
        </Field>
      </div>
      {beforePay}
      <PayButton label={payLabel} busyLabel={busyLabel} busy={busy} waiting={waiting} />
    </form>
  );
}

/**
 * The pay button: the amount on it, a spinner and a busy label while the payment starts. `waiting`:
 * the installment table above it is still loading; when it arrives it pushes the button down, and a
 * press aimed at the button then lands on the table instead (seen in the e2e run as a press that did
 * nothing). The button takes presses once it stands where it stays.
 */
export function PayButton({ label, busyLabel, busy, waiting = false, onClick }: { label: string; busyLabel: string; busy: boolean; waiting?: boolean; onClick?: () => void }) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      disabled={busy || waiting}
      className="inline-flex h-14 w-full items-center justify-center gap-3 rounded-full bg-brand-600 px-8 text-lg font-bold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
    >
      {busy && <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-white border-t-transparent" />}
      {busy ? busyLabel : label}
    </button>
  );
}
