'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';
import { request } from '@/lib/api/client';
import { describeApiError } from '@/lib/api/errors';
import { wishlistIdsKey } from './wishlist-ids';

/** The dashboard's "Remove" on a saved tour: deletes it, then the page shows the list without it. */
export function RemoveFromWishlist({ tourId, title }: { tourId: number; title: string }) {
  const t = useTranslations('adminWishlist');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const pending = sending || refreshing;

  async function remove() {
    setSending(true);
    setError(null);
    try {
      await request(`Wishlist/${tourId}`, { method: 'delete' });
      queryClient.setQueryData<number[]>(wishlistIdsKey, (ids) => ids?.filter((id) => id !== tourId));
      startRefresh(() => router.refresh());
    } catch (failure) {
      setError(describeApiError(failure, tErrors));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={() => void remove()}
        disabled={pending}
        aria-label={t('removeLabel', { title })}
        className="inline-flex h-10 items-center justify-center rounded-full border border-slate-300 px-4 text-sm font-semibold hover:border-red-600 hover:text-red-700 disabled:cursor-wait disabled:opacity-70 dark:border-slate-700 dark:hover:text-red-300"
      >
        {pending ? t('removing') : t('remove')}
      </button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
