'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Loading } from '@/components/ui/loading';
import { Link } from '@/i18n/navigation';
import { formatTry } from '@/lib/money';
import { formatIban } from '@/lib/validation/tr-ids';
import { CopyButton } from './copy-button';
import { OrderFacts } from './order-facts';
import { PriceBreakdown } from '@/components/pricing/price-breakdown';
import { eftIntro, isAwaitingTransfer } from './payment-paths';
import { usePaymentResult } from './use-payment-result';

type TransferAccount = { bankName: string; companyName: string; iban: string };

/**
 * The bank-transfer result page (/pages/booking-pages/eft-result?orderId=…), which is also where a
 * paid card order ends. The spec passes the order summary in navigation state; here the order id
 * is in the URL and the summary comes from the server, so a reload (or the link in the e-mail)
 * shows it again. Without an order there is nothing to show but the way home.
 */
export function EftResult({ account }: { account: TransferAccount }) {
  const t = useTranslations('eft');
  const tPricing = useTranslations('pricing');
  const format = useFormatter();
  const locale = useLocale();
  const orderId = useSearchParams().get('orderId');
  const { valid, query } = usePaymentResult(orderId);
  const result = query.data;
  const home = (
    <Link href="/" className="inline-flex h-12 w-fit items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
      {t('home')}
    </Link>
  );

  if (valid && query.isPending) return <Loading variant="card" />;
  if (!result) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{t('missing')}</p>
        {home}
      </div>
    );
  }

  const cancelled = result.orderStatus === 'Cancelled';
  const transfer = isAwaitingTransfer(result);
  const refund = formatTry(result.refundDue, locale);
  const introKey = eftIntro(result);
  const intro = t(introKey, { amount: introKey === 'refundedIntro' ? formatTry(result.refunded, locale) : refund });
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('greeting', { name: result.name, surname: result.surname })}</h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{intro}</p>
        {!cancelled && result.refundDue > 0 && <p className="mt-3 rounded-xl bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100">{t('extraPaymentRefund', { amount: refund })}</p>}
        {!cancelled && result.refundDue === 0 && result.refunded > 0 && (
          <p className="mt-3 rounded-xl bg-slate-100 p-4 text-slate-800 dark:bg-slate-900 dark:text-slate-200">{t('extraPaymentRefunded', { amount: formatTry(result.refunded, locale) })}</p>
        )}
      </div>
      <OrderFacts result={result} facts={['orderNo', 'amount', 'method', 'date', 'status']} />
      <section aria-labelledby="eft-breakdown" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
        <h2 id="eft-breakdown" className="mb-3 text-lg font-bold">
          {tPricing('title')}
        </h2>
        <PriceBreakdown pricing={result.pricing} payments={result.payments} settled={result.orderStatus === 'Cancelled'} />
      </section>
      {transfer && (
        <section aria-labelledby="eft-account" className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-slate-700 dark:bg-slate-900">
          <h2 id="eft-account" className="text-xl font-bold">
            {t('accountTitle')}
          </h2>
          <dl className="flex flex-col gap-3">
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('bank')}</dt>
              <dd className="font-semibold">{account.bankName}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('company')}</dt>
              <dd className="font-semibold">{account.companyName}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('iban')}</dt>
              <dd className="flex flex-wrap items-center gap-3">
                <span data-testid="eft-iban" className="font-mono text-lg font-semibold tracking-wide">
                  {formatIban(account.iban)}
                </span>
                <CopyButton value={account.iban.replace(/\s+/g, '')} label={t('iban')} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('description')}</dt>
              <dd className="flex flex-wrap items-center gap-3">
                <span className="font-mono text-lg font-semibold">{result.orderNo}</span>
                <CopyButton value={result.orderNo} label={t('description')} />
              </dd>
            </div>
          </dl>
          <p className="rounded-xl bg-white p-4 font-semibold dark:bg-slate-950">{t('reminder', { orderNo: result.orderNo })}</p>
          <p role="note" className="text-sm">
            {result.holdExpiresAt
              ? t('deadline', { deadline: format.dateTime(new Date(result.holdExpiresAt), { dateStyle: 'long', timeStyle: 'short' }) })
              : t('deadlineUnknown')}
          </p>
        </section>
      )}
      <p>{t('invoice')}</p>
      <p className="font-semibold">{t('thanks')}</p>
      <div className="flex flex-wrap gap-3">
        {home}
        {/* The browser that booked reads it there at once, a guest's included (docs/auth.md "Proven sessions"). */}
        <Link
          href="/my-bookings"
          className="inline-flex h-12 w-fit items-center justify-center rounded-full border border-slate-300 px-6 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t('myBookings')}
        </Link>
      </div>
    </div>
  );
}
