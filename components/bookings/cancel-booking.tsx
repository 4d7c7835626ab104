'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { postJson } from '@/lib/api/client';
import { describeApiError } from '@/lib/api/errors';
import { orderNumber } from '@/lib/orders/number';
import { bookingsQueryKey } from './use-bookings';

const button = 'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Cancel with the spec's confirmation modal (a message and what to do on yes); refreshes the lists after. */
export function CancelBooking({ orderUUID, onCancelled }: { orderUUID: string; onCancelled?: (message: string) => void }) {
  const t = useTranslations('myBookings');
  const tErrors = useTranslations('errors');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: () => postJson<{ orderStatus: 'Cancelled' }>(`Orders/${orderUUID}/cancel`),
    onSuccess: async () => {
      setOpen(false);
      onCancelled?.(t('cancelled'));
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
    >
      <Dialog.Trigger className={`${button} border border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-950`}>{t('cancel')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="text-lg font-bold">{t('confirmTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">{t('confirmMessage', { code: orderNumber(orderUUID) })}</Dialog.Description>
          {cancel.isError && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
              {describeApiError(cancel.error, tErrors)}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={`${button} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`}>{t('confirmNo')}</Dialog.Close>
            <button type="button" disabled={cancel.isPending} onClick={() => cancel.mutate()} className={`${button} bg-red-700 text-white hover:bg-red-800 disabled:opacity-60`}>
              {cancel.isPending ? t('cancelling') : t('confirmYes')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
