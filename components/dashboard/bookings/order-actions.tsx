'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { postJson } from '@/lib/api/client';
import { describeApiError } from '@/lib/api/errors';
import { useRouter } from '@/i18n/navigation';
import { useHydrated } from '@/components/ui/use-hydrated';
import { dangerButton, inputClass, primaryButton, secondaryButton } from './ui';

/**
 * A card payment to give back: its attempt, transaction number and amount as the page shows it;
 * `approved` false for a charge the bank approved without 3-D Secure (maybe never taken).
 */
type Refund = { attemptId: number; oid: string; amount: string; approved: boolean };

/**
 * `amount` is what is due now as the page shows it, `amountDue` the same in kuruş (sent with "transfer
 * arrived"); `refunds` the payments still to give back (lib/orders/refunds.ts); `canResendVoucher` for a
 * paid booking whose travellers are all known, `email` the booking's address the voucher goes to.
 */
type Props = { orderId: number; code: string; email: string; amount: string; amountDue: number; canMarkPaid: boolean; canCancel: boolean; canResendVoucher: boolean; refunds: Refund[] };

/** A button that asks first (the spec's confirmation modal), then calls the API and refreshes the page. */
function ConfirmedAction({
  trigger,
  triggerClass,
  title,
  message,
  confirm,
  confirmClass,
  run,
  onDone,
  dismiss,
  children,
}: {
  trigger: string;
  triggerClass: string;
  title: string;
  message: string;
  confirm: string;
  confirmClass: string;
  run: () => Promise<unknown>;
  onDone: () => void;
  /** The closing button's words; "Keep it" (the order, for the cancel dialog) unless told otherwise. */
  dismiss?: string;
  children?: ReactNode;
}) {
  const t = useTranslations('adminBookings.actions');
  const tErrors = useTranslations('errors');
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const action = useMutation({
    mutationFn: run,
    onSuccess: () => {
      setOpen(false);
      onDone();
    },
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) action.reset();
      }}
    >
      <Dialog.Trigger className={triggerClass} disabled={!hydrated}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">{message}</Dialog.Description>
          {children}
          {action.isError && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
              {describeApiError(action.error, tErrors)}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={secondaryButton}>{dismiss ?? t('keep')}</Dialog.Close>
            <button type="button" disabled={action.isPending} onClick={() => action.mutate()} className={confirmClass}>
              {action.isPending ? t('working') : confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Record the refund" of one payment: asks for the bank's reference (optional), then records it. */
function RecordRefund({ orderId, refund, onDone }: { orderId: number; refund: Refund; onDone: () => void }) {
  const t = useTranslations('adminBookings.actions');
  const referenceId = useId();
  const [reference, setReference] = useState('');
  return (
    <ConfirmedAction
      trigger={t(refund.approved ? 'refund' : 'settle', { amount: refund.amount })}
      triggerClass={primaryButton}
      title={t('refundTitle')}
      message={t(refund.approved ? 'refundMessage' : 'settleMessage', { oid: refund.oid, amount: refund.amount })}
      confirm={t(refund.approved ? 'refundYes' : 'settleYes')}
      confirmClass={primaryButton}
      dismiss={t('notNow')}
      run={() => postJson(`admin/orders/${orderId}/refund`, reference.trim() ? { attemptId: refund.attemptId, reference: reference.trim() } : { attemptId: refund.attemptId })}
      onDone={onDone}
    >
      <label htmlFor={referenceId} className="mt-4 block text-sm font-medium">
        {t('refundReference')}
      </label>
      <input id={referenceId} value={reference} maxLength={64} autoComplete="off" onChange={(event) => setReference(event.target.value)} className={`${inputClass} mt-1`} />
    </ConfirmedAction>
  );
}

/** The order page's actions: mark a bank transfer paid, cancel, record a refund; each asks for confirmation. */
export function OrderActions({ orderId, code, email, amount, amountDue, canMarkPaid, canCancel, canResendVoucher, refunds }: Props) {
  const t = useTranslations('adminBookings.actions');
  const router = useRouter();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState('');
  const done = (message: string) => () => {
    setNotice(message);
    router.refresh();
  };
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="empty:hidden rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
        {notice}
      </p>
      {!canMarkPaid && !canCancel && !canResendVoucher && refunds.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('none')}</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {refunds.map((refund) => (
            <RecordRefund key={refund.attemptId} orderId={orderId} refund={refund} onDone={done(t('refundedNotice'))} />
          ))}
          {canMarkPaid && (
            <ConfirmedAction
              trigger={t('markPaid')}
              triggerClass={primaryButton}
              title={t('markPaidTitle')}
              message={t('markPaidMessage', { code, amount })}
              confirm={t('markPaidYes')}
              confirmClass={primaryButton}
              dismiss={t('notYet')}
              // The amount the dialog named: if a payment was recorded meanwhile (another tab, another
              // admin), the server refuses instead of taking the balance for the deposit.
              run={() => postJson(`admin/orders/${orderId}/mark-paid`, { amount: amountDue })}
              onDone={done(t('paidNotice'))}
            />
          )}
          {canResendVoucher && (
            <ConfirmedAction
              trigger={t('resendVoucher')}
              triggerClass={secondaryButton}
              title={t('resendVoucherTitle')}
              message={t('resendVoucherMessage', { code, email })}
              confirm={t('resendVoucherYes')}
              confirmClass={primaryButton}
              dismiss={t('notNow')}
              run={() => postJson(`admin/orders/${orderId}/voucher-mail`)}
              onDone={done(t('voucherSentNotice', { email }))}
            />
          )}
          {canCancel && (
            <ConfirmedAction
              trigger={t('cancel')}
              triggerClass={`${secondaryButton} border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-950`}
              title={t('cancelTitle')}
              message={t('cancelMessage', { code })}
              confirm={t('cancelYes')}
              confirmClass={dangerButton}
              run={() => postJson(`admin/orders/${orderId}/cancel`, reason.trim() ? { reason: reason.trim() } : {})}
              onDone={done(t('cancelledNotice'))}
            >
              <label htmlFor={reasonId} className="mt-4 block text-sm font-medium">
                {t('cancelReason')}
              </label>
              <textarea id={reasonId} value={reason} maxLength={500} rows={2} onChange={(event) => setReason(event.target.value)} className={`${inputClass} mt-1 py-2`} />
            </ConfirmedAction>
          )}
        </div>
      )}
    </div>
  );
}
