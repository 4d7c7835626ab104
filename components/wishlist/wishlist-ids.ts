import { getJson } from '@/lib/api/client';

/** The TanStack Query key of the signed-in account's saved tour ids (shared by every heart on a page). */
export const wishlistIdsKey = ['Wishlist', 'ids'] as const;

export const fetchWishlistIds = () => getJson<{ tourIds: number[] }>('Wishlist').then((data) => data.tourIds);

const PENDING_KEY = 'wishlist.pending';
const PENDING_MS = 15 * 60_000;

/** A signed-out visitor pressed a heart: remember the tour, so it is saved once they come back signed in. */
export function rememberPendingSave(tourId: number) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ tourId, at: Date.now() }));
  } catch {
    // Without storage the visitor presses the heart again after signing in.
  }
}

/** Whether this tour waits to be saved (and forgets it): only within this tab and a few minutes. */
export function takePendingSave(tourId: number): boolean {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return false;
    const pending = JSON.parse(raw) as { tourId?: unknown; at?: unknown };
    if (typeof pending.at !== 'number' || Date.now() - pending.at > PENDING_MS) {
      sessionStorage.removeItem(PENDING_KEY);
      return false;
    }
    if (pending.tourId !== tourId) return false;
    sessionStorage.removeItem(PENDING_KEY);
    return true;
  } catch {
    return false;
  }
}
