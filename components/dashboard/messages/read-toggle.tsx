'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { request } from '@/lib/api/client';
import { describeApiError } from '@/lib/api/errors';
import { useRouter } from '@/i18n/navigation';
import { secondaryButton } from '@/components/dashboard/bookings/ui';

/**
 * Marks a contact message read or unread. Opening a message marks it read, so "unread" goes back to
 * the list (showing it unread) instead of reloading the message, which would read it again.
 */
export function ReadToggle({ id, read }: { id: number; read: boolean }) {
  const t = useTranslations('adminMessages');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const [notice, setNotice] = useState('');
  const toggle = useMutation({
    mutationFn: () => request(`admin/messages/${id}`, { method: 'patch', json: { read: !read } }),
    onSuccess: () => {
      if (read) return router.push('/db-messages');
      setNotice(t('api.markedRead'));
      router.refresh();
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" disabled={toggle.isPending} onClick={() => toggle.mutate()} className={secondaryButton}>
        {toggle.isPending ? t('working') : read ? t('markUnread') : t('markRead')}
      </button>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden dark:text-emerald-200">
        {notice}
      </p>
      {toggle.isError && (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-200">
          {describeApiError(toggle.error, tErrors)}
        </p>
      )}
    </div>
  );
}
