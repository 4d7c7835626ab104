'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { request } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { useRouter } from '@/i18n/navigation';
import { useSessionHint } from '@/components/auth/use-session-hint';
import { QueryProvider } from '@/components/providers/query-provider';
import { HeartButton, type WishlistHeartProps } from './wishlist-heart';
import { fetchWishlistIds, rememberPendingSave, takePendingSave, wishlistIdsKey } from './wishlist-ids';

/**
 * The heart on a tour card: a toggle button that saves the tour to the visitor's favourites. The
 * cached public page knows nobody, so the island asks the server (one request for all hearts on the
 * page) only when the session hint says an account is signed in; a signed-out visitor (a temporary
 * user too) is sent to sign in and comes back here, where the tour is then saved.
 */
function Heart({ tourId, title, className, pressedEarly }: WishlistHeartProps & { pressedEarly: boolean }) {
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
    // A saved list still on its way was read before this change and would undo it on screen when it
    // lands: drop it, and read the list again once the server has the change.
    const listWasLoading = queryClient.getQueryState(wishlistIdsKey)?.fetchStatus === 'fetching';
    if (listWasLoading) await queryClient.cancelQueries({ queryKey: wishlistIdsKey });
    setSaved(next);
    try {
      await request(`Wishlist/${tourId}`, { method: next ? 'put' : 'delete' });
      if (listWasLoading) void queryClient.invalidateQueries({ queryKey: wishlistIdsKey });
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

  // The visitor pressed the heart before its code had loaded: act on that press once it can be.
  const earlyPress = useRef(pressedEarly);
  useEffect(() => {
    if (earlyPress.current && (!member || ids || isError)) {
      earlyPress.current = false;
      press();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the heart knows its state
  }, [member, ids, isError]);

  function press() {
    // Signed out, or the server no longer knows the session the hint speaks of.
    if (!member || (isError && !ids)) {
      rememberPendingSave(tourId);
      goToSignIn();
    } else {
      // Pressed before the saved list arrived: the heart showed "not saved", so this saves (an
      // idempotent PUT, harmless if the tour was saved already).
      setFailed(false);
      void send(!saved).then(settle);
    }
  }

  return <HeartButton title={title} className={className} saved={saved} onPress={press} status={failed ? t('failed') : ''} />;
}

/** The heart as loaded after the page (wishlist-heart.tsx), with the shared query client. */
export default function LoadedWishlistHeart(props: WishlistHeartProps & { pressedEarly: boolean }) {
  return (
    <QueryProvider>
      <Heart {...props} />
    </QueryProvider>
  );
}
