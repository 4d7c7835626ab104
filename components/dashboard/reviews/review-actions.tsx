'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { request } from '@/lib/api/client';
import { describeApiError } from '@/lib/api/errors';
import { useRouter } from '@/i18n/navigation';
import { REVIEW_REPLY_MAX } from '@/lib/reviews/schema';
import { inputClass, primaryButton, secondaryButton } from '@/components/dashboard/bookings/ui';

type Change = { status?: 'approved' | 'hidden'; reply?: string | null };

/** Approve, hide and answer one review (PATCH /api/admin/reviews/{id}, audited); the list reloads after. */
export function ReviewActions({ id, status, reply }: { id: number; status: 'pending' | 'approved' | 'hidden'; reply: string | null }) {
  const t = useTranslations('adminReviews');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const field = useId();
  const [answer, setAnswer] = useState(reply ?? '');
  const [notice, setNotice] = useState('');
  const change = useMutation({
    mutationFn: (json: Change) => request(`admin/reviews/${id}`, { method: 'patch', json }),
    onSuccess: () => {
      setNotice(t('saved'));
      router.refresh();
    },
  });
  const busy = change.isPending;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {status !== 'approved' && (
          <button type="button" disabled={busy} onClick={() => change.mutate({ status: 'approved' })} className={primaryButton}>
            {t('approve')}
          </button>
        )}
        {status !== 'hidden' && (
          <button type="button" disabled={busy} onClick={() => change.mutate({ status: 'hidden' })} className={secondaryButton}>
            {t('hide')}
          </button>
        )}
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) change.mutate({ reply: answer.trim() ? answer : null });
        }}
      >
        <label htmlFor={`${field}-reply`} className="text-sm font-semibold">
          {t('reply')}
        </label>
        <textarea id={`${field}-reply`} value={answer} onChange={(event) => setAnswer(event.target.value)} rows={3} maxLength={REVIEW_REPLY_MAX} aria-describedby={`${field}-hint`} className={`${inputClass} py-2`} />
        <p id={`${field}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('replyHint')}
        </p>
        <div>
          <button type="submit" disabled={busy} className={secondaryButton}>
            {busy ? t('working') : t('saveReply')}
          </button>
        </div>
      </form>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden dark:text-emerald-200">
        {change.isSuccess ? notice : ''}
      </p>
      {change.isError && (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-200">
          {describeApiError(change.error, tErrors)}
        </p>
      )}
    </div>
  );
}
