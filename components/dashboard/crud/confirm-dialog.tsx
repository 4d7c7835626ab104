'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { describeApiError } from '@/lib/api/errors';

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-60';
export const secondaryButtonClass = `${buttonClass} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`;
const dangerButtonClass = `${buttonClass} bg-red-700 text-white hover:bg-red-800`;
export const primaryButtonClass = `${buttonClass} bg-brand-600 text-white hover:bg-brand-700`;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal (a conflict), shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
};

/** The spec's confirmation modal: a message, and what happens on yes. */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, pending, error, onConfirm }: Props) {
  const t = useTranslations('admin');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">{message}</Dialog.Description>
          {error && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={secondaryButtonClass}>{t('keep')}</Dialog.Close>
            <button type="button" disabled={pending} onClick={onConfirm} className={dangerButtonClass}>
              {pending ? t('working') : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The confirmation before deleting `item` (nothing open while it is null): yes runs `remove` on it,
 * whose pending state and refusal (a conflict, in the reader's language) the dialog shows.
 */
export function DeleteDialog<T>({
  item,
  onClose,
  remove,
  title,
  message,
}: {
  item: T | null;
  onClose: () => void;
  remove: { isPending: boolean; isError: boolean; error: unknown; mutate: (item: T) => void };
  title: string;
  message: (item: T) => string;
}) {
  const t = useTranslations('admin');
  const tErrors = useTranslations('errors');
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      message={item !== null ? message(item) : ''}
      confirmLabel={t('delete')}
      pending={remove.isPending}
      error={remove.isError ? describeApiError(remove.error, tErrors) : null}
      onConfirm={() => item !== null && remove.mutate(item)}
    />
  );
}
