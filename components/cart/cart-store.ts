'use client';

import { useSyncExternalStore } from 'react';
import { onSessionChange, readSessionHint } from '@/lib/auth/client-session';
import { readLocalCart, subscribeLocalCart, type CartItem } from './cart-local';
import { syncCart } from './cart-sync';

export { writeLocalCart, type CartItem } from './cart-local';

const empty: CartItem[] = [];

/**
 * The first island that shows the cart on a page (the header badge) asks the server once, when
 * there is a session or a stored copy to check; signing in or out asks again. So every page's
 * badge follows the server without each page having to remember to.
 */
let watchingSession = false;
function startServerSync() {
  if (watchingSession) return;
  watchingSession = true;
  onSessionChange(() => void syncCart({ force: true }));
  if (readSessionHint() !== null || readLocalCart().length > 0) void syncCart();
}

function subscribe(listener: () => void) {
  startServerSync();
  return subscribeLocalCart(listener);
}

/** The cart as this browser last knew it: shown at once, then replaced by the server's list (spec §4). */
export function useLocalCart(): CartItem[] {
  return useSyncExternalStore(subscribe, readLocalCart, () => empty);
}

/** Spec §4: the count is the number of items, the total the sum of sumPrice. */
export function cartSummary(items: CartItem[]) {
  return { count: items.length, total: items.reduce((sum, item) => sum + item.sumPrice, 0) };
}
