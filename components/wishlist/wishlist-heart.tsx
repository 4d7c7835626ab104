'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { request } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { useRouter } from '@/i18n/navigation';
import { useSessionHint } from '@/components/auth/use-account';
import { fetchWishlistIds, rememberPendingSave, takePendingSave, wishlistIdsKey } from './wishlist-ids';

/**
 * The heart on a tour card: a toggle button that saves the tour to the visitor's favourites. The
 * cached public page knows nobody, so the island asks the server (one request for all hearts on the
 * page) only when the session hint says an account is signed in; a signed-out visitor (a temporary
 * user too) is sent to sign in and comes back here, where the tour is then saved.
 */
export function WishlistHeart({ tourId, title, className = 'absolute right-3 top-3' }: { tourId: number; title: string; className?: string }) {
  const t = useTranslations('wishlist');
  const router = useRouter();
  const member = useSessionHint() === 'member';
  const queryClient = useQueryClient();
  const { data: ids, isError } = useQuery({ queryKey: wishlistIdsKey, queryFn: fetchWishlistIds, enabled: member, staleTime: 60_000 });
  const saved = member && (ids?.includes(tourId) ?? false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);

  function goToSignIn() {
    router.push({ pathname: '/login', query: { returnUrl: `${window.location.pathname}${window.location.search}` } });
  }

  function setSaved(next: boolean) {
    queryClient.setQueryData<number[]>(wishlistIdsKey, (current = []) => (next ? [tourId, ...current.filter((id) => id !== tourId)] : current.filter((id) => id !== tourId)));
  }

  /** Saves or unsaves at once on screen, then on the server; undone when the server refuses. */
  async function send(next: boolean): Promise<'done' | 'signedOut' | 'failed'> {
    if (busy.current) return 'done';
    busy.current = true;
    setSaved(next);
    try {
      await request(`Wishlist/${tourId}`, { method: next ? 'put' : 'delete' });
      return 'done';
    } catch (error) {
      setSaved(!next);
      return error instanceof ApiError && error.status === 401 ? 'signedOut' : 'failed';
    } finally {
      busy.current = false;
    }
  }

  function settle(outcome: 'done' | 'signedOut' | 'failed') {
    if (outcome === 'signedOut') {
      rememberPendingSave(tourId);
      goToSignIn();
    } else if (outcome === 'failed') {
      setFailed(true);
    }
  }

  // Back from the sign-in page this heart sent the visitor to: save the tour they meant to save.
  useEffect(() => {
    if (member && ids && takePendingSave(tourId) && !ids.includes(tourId)) void send(true).then(settle);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the ids are known
  }, [member, ids, tourId]);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), 5000);
    return () => clearTimeout(timer);
  }, [failed]);

  function press() {
    // Signed out, or the server no longer knows the session the hint speaks of.
    if (!member || (isError && !ids)) {
      rememberPendingSave(tourId);
      goToSignIn();
    } else if (ids) {
      setFailed(false);
      void send(!saved).then(settle);
    }
  }

  return (
    <div className={`z-10 flex flex-col items-end gap-1 ${className}`}>
      <button
        type="button"
        onClick={press}
        aria-pressed={saved}
        aria-label={t('save', { title })}
        data-testid="wishlist-heart"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-sm transition hover:bg-white hover:text-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:text-red-600 dark:bg-slate-900/90 dark:text-brand-100 dark:aria-pressed:text-red-400"
      >
        <svg className="h-5 w-5" viewBox="0 0 24 24" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" strokeLinejoin="round" />
        </svg>
      </button>
      {/* A span, not a paragraph: the card's own paragraphs stay the card's. */}
      <span role="status" className={failed ? 'block max-w-48 rounded-lg bg-white px-2 py-1 text-right text-xs font-medium text-red-700 shadow dark:bg-slate-900 dark:text-red-300' : 'sr-only'}>
        {failed ? t('failed') : ''}
      </span>
    </div>
  );
}
