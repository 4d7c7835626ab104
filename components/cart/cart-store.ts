'use client';

import { useSyncExternalStore } from 'react';
import { onSessionChange, readSessionHint } from '@/lib/auth/client-session';
import { readLocalCart, subscribeLocalCart, type CartItem } from './cart-local';

export { writeLocalCart, type CartItem } from './cart-local';

const empty: CartItem[] = [];

/**
 * The first island that shows the cart on a page (the header badge) asks the server once, when
 * there is a session or a stored copy to check; signing in or out asks again. So every page's
 * badge follows the server without each page having to remember to. The badge shows the stored
 * copy at once; the reading code (and the API client) loads after it, not with the page.
 */
const loadSync = () => import('./cart-sync').then((module) => module.syncCart);
let watchingSession = false;
function startServerSync() {
  if (watchingSession) return;
  watchingSession = true;
  onSessionChange(() => void loadSync().then((sync) => sync({ force: true })));
  if (readSessionHint() !== null || readLocalCart().length > 0) void loadSync().then((sync) => sync());
}

function subscribe(listener: () => void) {
  startServerSync();
  return subscribeLocalCart(listener);
}

/** The cart as this browser last knew it: shown at once, then replaced by the server's list (docs/product-rules.md#statuses). */
export function useLocalCart(): CartItem[] {
  return useSyncExternalStore(subscribe, readLocalCart, () => empty);
}

/** docs/product-rules.md#statuses: the count is the number of items, the total the sum of sumPrice. */
export function cartSummary(items: CartItem[]) {
  return { count: items.length, total: items.reduce((sum, item) => sum + item.sumPrice, 0) };
}
