'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { loadIslandsNow, useAfterLoadWithSession } from '@/components/providers/after-load';

export type WishlistHeartProps = { tourId: number; title: string; className?: string };

type HeartButtonProps = { title: string; className?: string; saved: boolean; onPress: () => void; status: string };

/** The heart's toggle button and its status line (a span, not a paragraph: the card's paragraphs stay the card's). */
export function HeartButton({ title, className = 'absolute right-3 top-3', saved, onPress, status }: HeartButtonProps) {
  const t = useTranslations('wishlist');
  return (
    <div className={`wishlist-heart-box ${className}`}>
      <button
        type="button"
        onClick={onPress}
        aria-pressed={saved}
        aria-label={t('save', { title })}
        data-testid="wishlist-heart"
        className="wishlist-heart"
      >
        <svg className="h-5 w-5" viewBox="0 0 24 24" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" strokeLinejoin="round" />
        </svg>
      </button>
      <span role="status" className={status ? 'block max-w-48 rounded-lg bg-white px-2 py-1 text-right text-xs font-medium text-red-700 shadow dark:bg-slate-900 dark:text-red-300' : 'sr-only'}>
        {status}
      </span>
    </div>
  );
}

// React.lazy rather than next/dynamic: while the island's code loads, its Suspense fallback is the
// same heart with the same label and press handler, so the heart never vanishes (a press in that
// moment would land on the card's link) and a press then still counts.
const LoadedWishlistHeart = lazy(() => import('./wishlist-heart-island'));

/**
 * The heart on a tour card: a toggle button that saves the tour to the visitor's favourites
 * (wishlist-heart-island.tsx). The cached page knows nobody, so every heart starts unpressed; the
 * code that asks the server (TanStack Query, the API client) loads after the page when the browser
 * holds a session (components/providers/after-load.ts), or at once when the heart is pressed before
 * that, and the press then counts.
 */
export function WishlistHeart({ tourId, title, className }: WishlistHeartProps) {
  // Without a session no heart is pressed: the island's code loads only for a visitor who has one,
  // or at the first press (it sends a signed-out visitor to sign in).
  const ready = useAfterLoadWithSession();
  const [pressedEarly, setPressedEarly] = useState(false);
  const waiting = (
    <HeartButton
      title={title}
      className={className}
      saved={false}
      status=""
      onPress={() => {
        setPressedEarly(true);
        loadIslandsNow();
      }}
    />
  );
  if (!ready && !pressedEarly) return waiting;
  return (
    <Suspense fallback={waiting}>
      <LoadedWishlistHeart tourId={tourId} title={title} className={className} pressedEarly={pressedEarly} />
    </Suspense>
  );
}
