'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { CheckoutAnswer } from '@/lib/orders/types';
import { Field, FormMessage, inputClass } from '@/components/auth/form-parts';
import { useApiForm } from '@/components/auth/use-api-form';
import type { CartItem } from '@/components/cart/cart-store';
import { syncCart } from '@/components/cart/cart-sync';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { postJson } from '@/lib/api/client';
import { departureLabel } from '@/lib/cart/departure-label';
import { formatTry } from '@/lib/money';
import type { Checkout, CheckoutInput } from '@/lib/orders/checkout-schema';
import { legalValues, type LegalParties } from '@/lib/orders/legal-text';
import type { OrderPricing } from '@/lib/pricing/breakdown';
import { dayLabel } from '@/lib/pricing/day-label';
import { newIdempotencyKey } from './idempotency-key';
import { LegalDocument } from './legal-document';

type Prefill = { name: string; surname: string; email: string; phone: string };

type Props = {
  items: CartItem[];
  total: number;
  /** The server's breakdown of this cart (null while it loads): discounts and the deposit plan in the documents. */
  pricing: OrderPricing | null;
  /** The server is pricing the cart again (a code applied, the cart changed): the documents may still show the last price. */
  pricePending: boolean;
  /** The promo code the server accepted, sent with the order (checkout checks it again). */
  promoCode: string | null;
  seller: LegalParties;
  deadlineHours: number;
  /** Why a bank transfer is not offered for this cart (the server's sentence), or null. */
  transferRefused: string | null;
  prefill: Prefill | null;
  /** The KVKK information text (art. 10), rendered by the server page: information, not a consent box. */
  notice: React.ReactNode;
  onPlaced: (answer: CheckoutAnswer) => void;
};

const documents = ['preInformation', 'distanceSales'] as const;
/** zod reaches the browser when the form is first checked, not with the page. */
const loadCheckoutSchema = () => import('@/lib/orders/checkout-schema').then((module) => module.checkoutSchema);
const acceptField = { preInformation: 'acceptPreInformation', distanceSales: 'acceptDistanceSales' } as const;

/**
 * The checkout form: one schema with the server (lib/orders/checkout-schema.ts), so the same
 * sentences appear under the same fields whichever side finds the problem. The legal documents
 * are filled in as the customer types. The idempotency key is made once per page: a double click
 * or a retry after a lost answer places one order.
 */
export function CheckoutForm({ items, total, pricing, pricePending, promoCode, seller, deadlineHours, transferRefused, prefill, notice, onPlaced }: Props) {
  const t = useTranslations('checkout');
  const tLegal = useTranslations('legal');
  const tPayment = useTranslations('payment.method');
  const words = useTranslations('checkout.document');
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useLocalizedZodResolver(loadCheckoutSchema);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CheckoutInput, unknown, Checkout>({
    resolver,
    mode: 'onTouched',
    // react-hook-form focuses the first error in the order fields registered, and the agreements
    // register before the fields drawn by <Field>: a customer missing the address was taken down to
    // the first checkbox, the address's message off the screen. focusFirstError goes top to bottom.
    shouldFocusError: false,
    defaultValues: {
      reservationName: prefill?.name ?? '',
      reservationSurName: prefill?.surname ?? '',
      reservationEmail: prefill?.email ?? '',
      reservationPhone: prefill?.phone ?? '',
      reservationAddress: '',
      reservationTckn: '',
      reservationTaxNo: '',
      reservationTaxOffice: '',
      paymentMethod: 'card',
      // Unticked until the customer ticks them (docs/checkout-law.md#pre-information-form-and-distance-contract).
      acceptPreInformation: false as unknown as true,
      acceptDistanceSales: false as unknown as true,
      idempotencyKey,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { alert, run } = useApiForm(form);
  const inFlight = useRef(false);
  const [name, surname, email, phone, method] = useWatch({
    control: form.control,
    name: ['reservationName', 'reservationSurName', 'reservationEmail', 'reservationPhone', 'paymentMethod'],
  });

  // The breakdown's lines are the cart's, in order, once the server has priced this very cart.
  const documentsPricing = pricing && pricing.lines.length === items.length ? pricing : null;
  // The documents name the price. When it changes under a ticked box (the server priced the cart
  // again: a code, a rule, a refused order), the customer reads and accepts the new text.
  const shownPrice = `${total}:${documentsPricing?.deposit ?? ''}`;
  const acceptedPrice = useRef(shownPrice);
  useEffect(() => {
    if (acceptedPrice.current === shownPrice) return;
    acceptedPrice.current = shownPrice;
    for (const field of Object.values(acceptField)) form.setValue(field, false as unknown as true);
  }, [shownPrice, form]);
  // A transfer chosen before the server said it cannot arrive in time (a departure too close): the
  // card instead, and the documents, which name the payment method, are to be accepted again.
  useEffect(() => {
    if (!transferRefused || form.getValues('paymentMethod') !== 'eft') return;
    form.setValue('paymentMethod', 'card');
    for (const field of Object.values(acceptField)) form.setValue(field, false as unknown as true);
  }, [transferRefused, form]);
  const paymentLabel = tPayment(method === 'eft' ? 'eft' : 'card');
  const values = legalValues(
    {
      parties: seller,
      customer: { name: name ?? '', surname: surname ?? '', email: email ?? '', phone: phone ?? '' },
      lines: items.map((item) => ({ ...item, tourName: item.tourTitle, lineTotal: item.sumPrice })),
      total,
      paymentMethod: paymentLabel,
      deadlineHours,
      pricing: documentsPricing,
    },
    { money: (kurus) => formatTry(kurus, locale), date: (startsOn, startTime) => departureLabel(startsOn, startTime, locale), words: (key, v) => words(key, v), day: (day) => dayLabel(day, locale) },
  );

  const submit = async (checkout: Checkout) => {
    // Never an order for the price being replaced: the button waits for the new one.
    if (inFlight.current || pricePending) return;
    inFlight.current = true;
    try {
      // The figures of the documents being accepted: the server places the order only at them.
      const expected = { expectedTotal: total, ...(documentsPricing ? { expectedDueNow: documentsPricing.deposit } : {}) };
      const result = await run(() => postJson<CheckoutAnswer>('Checkout', { ...checkout, promoCode: promoCode ?? undefined, ...expected }));
      if (result.ok) onPlaced(result.value);
      else {
        // A seat sold, a departure closed or the price changed meanwhile: show the cart and its price as they now are.
        void syncCart({ force: true });
        void queryClient.invalidateQueries({ queryKey: ['Checkout', 'quote'] });
      }
    } finally {
      inFlight.current = false;
    }
  };

  /** The first field with an error as the customer sees the form, from the top. */
  const focusFirstError = (found: FieldErrors<CheckoutInput>) => {
    const fields = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[];
    fields.find((field) => field.name && field.name in found)?.focus();
  };

  const pending = isSubmitting;
  return (
    <form ref={formRef} onSubmit={(event) => form.handleSubmit(submit, focusFirstError)(event)} noValidate aria-busy={pending} className="flex flex-col gap-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-bold">{t('contactTitle')}</legend>
        <Field id={`${id}-name`} label={t('name')} error={errors.reservationName}>
          {(described) => <input type="text" autoComplete="given-name" className={inputClass} {...form.register('reservationName')} {...described} />}
        </Field>
        <Field id={`${id}-surname`} label={t('surname')} error={errors.reservationSurName}>
          {(described) => <input type="text" autoComplete="family-name" className={inputClass} {...form.register('reservationSurName')} {...described} />}
        </Field>
        <Field id={`${id}-email`} label={t('email')} hint={t('emailHint')} error={errors.reservationEmail}>
          {(described) => <input type="email" autoComplete="email" className={inputClass} {...form.register('reservationEmail')} {...described} />}
        </Field>
        <Field id={`${id}-phone`} label={t('phone')} hint={t('phoneHint')} error={errors.reservationPhone}>
          {(described) => <input type="tel" autoComplete="tel" className={inputClass} {...form.register('reservationPhone')} {...described} />}
        </Field>
        <div className="sm:col-span-2">
          <Field id={`${id}-address`} label={t('address')} error={errors.reservationAddress}>
            {(described) => <textarea rows={3} autoComplete="street-address" className={`${inputClass} h-auto py-3`} {...form.register('reservationAddress')} {...described} />}
          </Field>
        </div>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-xl font-bold">{t('invoiceTitle')}</legend>
        <p className="mb-1 text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">{t('invoiceIntro')}</p>
        <Field id={`${id}-tckn`} label={t('tckn')} error={errors.reservationTckn}>
          {(described) => <input type="text" inputMode="numeric" maxLength={11} autoComplete="off" className={inputClass} {...form.register('reservationTckn')} {...described} />}
        </Field>
        <div className="hidden sm:block" />
        <Field id={`${id}-taxNo`} label={t('taxNo')} error={errors.reservationTaxNo}>
          {(described) => <input type="text" inputMode="numeric" maxLength={11} autoComplete="off" className={inputClass} {...form.register('reservationTaxNo')} {...described} />}
        </Field>
        <Field id={`${id}-taxOffice`} label={t('taxOffice')} error={errors.reservationTaxOffice}>
          {(described) => <input type="text" autoComplete="off" className={inputClass} {...form.register('reservationTaxOffice')} {...described} />}
        </Field>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-4 text-xl font-bold">{t('paymentTitle')}</legend>
        {(['card', 'eft'] as const).map((option) => {
          const refused = option === 'eft' && transferRefused !== null;
          return (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-50 dark:border-slate-700 dark:has-[:checked]:bg-slate-900 dark:has-[:disabled]:bg-slate-900"
            >
              <input type="radio" value={option} disabled={refused} {...form.register('paymentMethod')} className="mt-1 h-5 w-5 accent-brand-600" />
              <span>
                <span className={`block font-semibold ${refused ? 'text-slate-500 dark:text-slate-400' : ''}`}>{tPayment(option)}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{refused ? transferRefused : option === 'card' ? t('cardNote') : t('eftNote', { hours: deadlineHours })}</span>
              </span>
            </label>
          );
        })}
      </fieldset>

      <section aria-labelledby={`${id}-legal`} className="flex flex-col gap-6">
        <h2 id={`${id}-legal`} className="text-xl font-bold">
          {t('legalTitle')}
        </h2>
        {documents.map((document) => (
          <LegalDocument
            key={document}
            id={`${id}-${document}`}
            title={tLegal(`${document}.title`)}
            text={tLegal(`${document}.body`, values as never)}
            acceptLabel={tLegal(`${document}.accept`)}
            error={errors[acceptField[document]]?.message}
            checkbox={form.register(acceptField[document])}
          />
        ))}
        <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">{notice}</p>
      </section>

      <FormMessage message={alert} tone="error" />
      <button
        type="submit"
        disabled={pending || pricePending}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-600 px-8 py-2 text-center font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-fit"
      >
        {pending ? t('placing') : t('submit', { total: formatTry(total, locale) })}
      </button>
    </form>
  );
}
