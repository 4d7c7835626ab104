'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Loading } from '@/components/ui/loading';
import { Link, useRouter } from '@/i18n/navigation';
import { postJson } from '@/lib/api/client';
import { ApiError, describeApiError, describePaymentApiProblem, expectAnswer, paymentApiProblem } from '@/lib/api/errors';
import { formatTry, kurusToDecimalString } from '@/lib/money';
import type { StoreType } from '@/lib/payments/nestpay/form';
import { submitBankHtml, submitGatewayForm } from './bank-redirect';
import { CardForm, cardFields, PayButton, type Card } from './card-form';
import { chosenOption, InstallmentOptions, useInstallmentTable } from './installment-options';
import type { PaymentFailure } from '@/lib/payments/failure';
import { paymentFailPath, resultPagePath } from './payment-paths';
import { saveBalanceToken, savePaymentProblem, savePaymentSession } from './payment-session';
import { PriceBreakdown } from '@/components/pricing/price-breakdown';
import { CardIcon, LockIcon, ShieldIcon } from './security-icons';
import { showToast, Toasts } from './toasts';
import { usePaymentResult } from './use-payment-result';

type Props = { orderId: string; storeType: StoreType; /** From a balance link (docs/decisions/0083). */ balanceToken?: string };
/** docs/product-rules.md#statuses: the payment page's states. */
type PaymentState = 'idle' | 'submitting' | 'success' | 'failure';

const REDIRECT_TO_CART_MS = 3_000;

/**
 * The card payment page's island (spec /payment/{orderId}). The amount is the server's: the order is
 * loaded by its id, and a missing or zero amount or an unknown id sends the visitor back to the
 * cart. Paying starts the bank's 3-D Secure step: with store type 3D_PAY the card is typed here,
 * with 3D_PAY_HOSTING on the bank's own page.
 */
export function CardPayment({ orderId, storeType, balanceToken }: Props) {
  const t = useTranslations('payment');
  const tErrors = useTranslations('errors');
  const tApi = useTranslations('payment.api');
  const locale = useLocale();
  const router = useRouter();
  const bankForm = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PaymentState>('idle');
  /** The server refused the start with a reason of its own: "API Hatası: 429" and its sentences. */
  const [refusal, setRefusal] = useState<string[] | null>(null);
  // Stored before the first read, so the read and the pages after the bank carry the link's token.
  const [tokenSaved] = useState(() => {
    if (balanceToken && typeof window !== 'undefined') saveBalanceToken(orderId, balanceToken);
    return true;
  });
  const { valid: validId, query: orderQuery } = usePaymentResult(tokenSaved ? orderId : null, { retry: false });
  const result = orderQuery.data;
  const unknownOrder = orderQuery.error instanceof ApiError && (orderQuery.error.kind === 'notFound' || orderQuery.error.kind === 'unauthorized');
  const invalid = !validId || unknownOrder || (result !== undefined && !(result.amount > 0));
  const paidOrTransfer = result !== undefined && (result.paymentStatus === 'Completed' || result.paymentMethod === 'eft');
  // ---- installments: the card's first digits (3D_PAY) or the customer's programme (3D_PAY_HOSTING), and the count.
  const [cardDigits, setCardDigits] = useState('');
  const [chosenProgrammeId, setChosenProgrammeId] = useState<number | null>(null);
  const [installmentCount, setInstallmentCount] = useState(1);
  const bin = storeType === '3D_PAY' && cardDigits.length >= 6 ? cardDigits : null;
  const queryClient = useQueryClient();
  const installmentQuery = useInstallmentTable(orderId, bin, validId && result !== undefined && result.amount > 0 && !paidOrTransfer, balanceToken);
  const installmentTable = installmentQuery.data;
  const programmeId = storeType === '3D_PAY' ? (bin ? (installmentTable?.cardProgrammeId ?? null) : null) : chosenProgrammeId;
  const programme = installmentTable?.programmes.find((candidate) => candidate.id === programmeId && candidate.options.length > 0);
  const installment = chosenOption(programme, installmentCount);
  // ---- end installments
  const balance = result?.paymentStatus === 'Partial';

  useEffect(() => {
    if (!invalid) return;
    const timer = setTimeout(() => router.replace('/cart'), REDIRECT_TO_CART_MS);
    return () => clearTimeout(timer);
  }, [invalid, router]);

  useEffect(() => {
    // Nothing to pay by card here: the order's own result page says what it is.
    if (result && paidOrTransfer) router.replace(resultPagePath(result));
  }, [result, paidOrTransfer, router]);

  if (invalid) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-2xl bg-red-50 p-6 text-red-800 dark:bg-red-950 dark:text-red-200">
        <p className="font-semibold">{t('invalid')}</p>
        <Link href="/cart" className="font-semibold underline underline-offset-4">
          {t('backToCart')}
        </Link>
      </div>
    );
  }
  if (orderQuery.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-2xl bg-red-50 p-6 text-red-800 dark:bg-red-950 dark:text-red-200">
        <p className="font-semibold">{describeApiError(orderQuery.error, tErrors)}</p>
        <button type="button" onClick={() => void orderQuery.refetch()} className="font-semibold underline underline-offset-4">
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!result || paidOrTransfer) return <Loading variant="card" />;

  const expired = result.orderStatus === 'Cancelled' || (!balance && result.holdExpiresAt !== null && new Date(result.holdExpiresAt).getTime() <= Date.now());
  if (expired) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-2xl bg-amber-50 p-6 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        <p className="font-semibold">{t('notPayable')}</p>
        <Link href="/cart" className="font-semibold underline underline-offset-4">
          {t('backToCart')}
        </Link>
      </div>
    );
  }

  const order = result;
  const amount = formatTry(order.amount, locale);
  /** What the bank charges: the amount due, plus the installment cost of the chosen count (the server prices it again). */
  const charged = installment?.totalKurus ?? order.amount;
  const payLabel = t('pay', { amount: formatTry(charged, locale) });
  const installmentTableView = (
    <InstallmentOptions
      table={installmentTable}
      failed={installmentQuery.isError}
      programme={programme}
      mode={storeType === '3D_PAY' ? 'card' : 'choose'}
      cardKnown={bin !== null}
      count={installment ? installmentCount : 1}
      onCount={setInstallmentCount}
      onProgramme={(id) => {
        setChosenProgrammeId(id);
        setInstallmentCount(1);
      }}
      disabled={state === 'submitting' || state === 'success'}
    />
  );
  // The server always tells the bank its own return addresses; these only satisfy the spec's request shape.
  const returnUrls = () => ({ success: `${window.location.origin}/payment/success`, fail: `${window.location.origin}/payment/fail` });

  function started(redirect: () => boolean | void) {
    setState('success');
    showToast(t('toastStarted'));
    if (redirect() === false) failed('notStarted', { kind: 'bank', code: 'other' });
  }

  /** docs/product-rules.md#errors payment toasts, then the failure page with what went wrong. */
  function failed(kind: 'notStarted' | 'exception', failure: PaymentFailure) {
    setState('failure');
    showToast(kind === 'notStarted' ? t('toastNotStarted') : t('toastError'), 'error');
    router.push(paymentFailPath(orderId, failure));
  }

  /**
   * Starting the payment failed (docs/booking-and-payments.md "When the payment API fails"). A
   * refusal with the server's own sentence (too many attempts, a payment already waiting for the
   * bank, an order no longer payable) is shown here, "API Hatası: {status}" and the sentence, and the
   * customer stays; anything else goes to the failure page, which says what happened.
   */
  function startFailed(error: unknown) {
    // The figures may have changed (409 chargeChanged): the table is asked for again.
    void queryClient.invalidateQueries({ queryKey: ['Payment', 'installments'] });
    const problem = paymentApiProblem(error);
    if (problem?.problem === 'status' && error instanceof ApiError && (error.kind === 'message' || error.kind === 'unauthorized') && error.serverMessage) {
      setState('idle');
      setRefusal(describePaymentApiProblem(problem, tApi));
      return;
    }
    if (!problem) return failed('exception', { kind: 'bank', code: 'other' });
    if (problem.problem === 'status') {
      savePaymentProblem(orderId, problem.details);
      return failed('exception', { kind: 'api', problem: 'status', status: problem.status });
    }
    failed(problem.problem === 'unexpectedFormat' ? 'notStarted' : 'exception', { kind: 'api', problem: problem.problem });
  }

  function begin() {
    setState('submitting');
    setRefusal(null);
    savePaymentSession({ amount: charged, orderId, time: new Date().toISOString(), name: `${order.name} ${order.surname}`, email: order.email });
  }

  async function payWithCard(card: Card): Promise<Record<string, string> | void> {
    begin();
    try {
      const answer = expectAnswer<{ success: boolean; html?: string }>(
        await postJson('Payment/initiate', {
          ...card,
          orderId,
          amount: order.amount / 100,
          installments: installment?.count ?? 1,
          expectedCharge: charged,
          ...(balanceToken ? { balanceToken } : {}),
          currency: 'TRY',
          language: locale,
          successUrl: returnUrls().success,
          failUrl: returnUrls().fail,
        }),
        (value) => typeof (value as { success?: unknown }).success === 'boolean',
      );
      if (answer.success && answer.html) started(() => submitBankHtml(bankForm.current!, answer.html!));
      else if (answer.success) router.push(resultPagePath(order));
      else failed('notStarted', { kind: 'bank', code: 'other' });
    } catch (error) {
      // The server refused a card field: the customer corrects it beside the field, no prefix.
      if (error instanceof ApiError && Object.keys(error.fieldErrors).some((name) => (cardFields as readonly string[]).includes(name))) {
        setState('idle');
        return error.fieldErrors;
      }
      startFailed(error);
    }
  }

  async function payOnBankPage() {
    begin();
    try {
      const answer = expectAnswer<{ gatewayUrl: string; formData: Record<string, string> }>(
        await postJson('PaymentGateway/initiate', {
          Amount: kurusToDecimalString(order.amount),
          Currency: 'TRY',
          OrderId: orderId,
          Description: 'Sipariş Ödemesi',
          // The browser cannot know its public address without a third-party lookup (the spec's
          // call 15, left out); the server records the address the request came from.
          CustomerIp: '0.0.0.0',
          Installment: installment ? String(installment.count) : '',
          ...(installment && programme ? { InstallmentProgramme: programme.id } : {}),
          ExpectedCharge: charged,
          OkUrl: returnUrls().success,
          FailUrl: returnUrls().fail,
          ...(balanceToken ? { BalanceToken: balanceToken } : {}),
        }),
        // The spec: an answer without gatewayUrl and formData is not in the expected format.
        (value) => {
          const { gatewayUrl, formData } = value as { gatewayUrl?: unknown; formData?: unknown };
          return typeof gatewayUrl === 'string' && gatewayUrl !== '' && typeof formData === 'object' && formData !== null;
        },
      );
      started(() => submitGatewayForm(bankForm.current!, answer.gatewayUrl, answer.formData));
    } catch (error) {
      startFailed(error);
    }
  }

  const busy = state === 'submitting' || state === 'success';
  return (
    <div className="grid gap-8 desk:grid-cols-[1fr_22rem]">
      <section aria-labelledby="payment-form" className="rounded-2xl border border-slate-200 p-5 sm:p-8 dark:border-slate-800">
        <h2 id="payment-form" className="mb-6 text-xl font-bold">
          {storeType === '3D_PAY' ? t('cardTitle') : t('hostedTitle')}
        </h2>
        {balance && <p className="mb-6">{t('balanceIntro')}</p>}
        {refusal && (
          <div role="alert" data-testid="payment-refusal" className="mb-6 rounded-xl bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
            <p className="text-sm font-semibold">{refusal[0]}</p>
            {refusal.slice(1).map((line) => (
              <p key={line} className="mt-1">
                {line}
              </p>
            ))}
          </div>
        )}
        {storeType === '3D_PAY' ? (
          <CardForm onPay={payWithCard} payLabel={payLabel} busyLabel={t('paying')} busy={busy} waiting={installmentQuery.isFetching || installmentQuery.isPlaceholderData} onCardDigits={setCardDigits} beforePay={installmentTableView} />
        ) : (
          <div className="flex flex-col gap-5">
            <p>{t('hostedNote')}</p>
            {installmentTableView}
            <PayButton label={payLabel} busyLabel={t('paying')} busy={busy} waiting={installmentQuery.isFetching || installmentQuery.isPlaceholderData} onClick={() => void payOnBankPage()} />
          </div>
        )}
        <ul className="mt-6 flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
          <li className="flex items-center gap-2">
            <LockIcon /> {t('ssl')}
          </li>
          <li className="flex items-center gap-2">
            <ShieldIcon /> {t('threeD')}
          </li>
          <li className="flex items-center gap-2">
            <CardIcon /> {t('noCardStored')}
          </li>
        </ul>
        {/* The bank's form goes here and submits itself. */}
        <div ref={bankForm} hidden />
      </section>
      <aside aria-labelledby="payment-summary" className="order-first h-fit rounded-2xl bg-slate-50 p-6 desk:order-last dark:bg-slate-900">
        <h2 id="payment-summary" className="text-lg font-bold">
          {t('summary')}
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt>{t('orderNo')}</dt>
            <dd className="font-mono font-semibold">{order.orderNo}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t('customer')}</dt>
            <dd className="text-right">
              {order.name} {order.surname}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3 dark:border-slate-700">
            <dt className="font-bold">{order.amount < order.totalAmount ? t('amountDueNow') : t('amount')}</dt>
            <dd data-testid="payment-amount" className="text-2xl font-extrabold tabular-nums text-brand-700 dark:text-brand-100">
              {amount}
            </dd>
          </div>
          {installment && (
            <>
              <div className="flex justify-between gap-4">
                <dt>{t('installments.plan')}</dt>
                <dd data-testid="payment-plan" className="text-right tabular-nums">
                  {t('installments.planValue', { count: installment.count, monthly: formatTry(installment.monthlyKurus, locale) })}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{t('installments.cost')}</dt>
                <dd data-testid="payment-installment-cost" className="tabular-nums">
                  {formatTry(installment.costKurus, locale)}
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3 dark:border-slate-700">
                <dt className="font-bold">{t('installments.charged')}</dt>
                <dd data-testid="payment-charged" className="text-xl font-extrabold tabular-nums text-brand-700 dark:text-brand-100">
                  {formatTry(installment.totalKurus, locale)}
                </dd>
              </div>
            </>
          )}
        </dl>
        <PriceBreakdown pricing={order.pricing} payments={order.payments} className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700" />
      </aside>
      <Toasts />
    </div>
  );
}
