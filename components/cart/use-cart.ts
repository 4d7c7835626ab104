'use client';

import { useEffect, useState } from 'react';
import { cartSummary, useLocalCart } from './cart-store';
import { syncCart, type CartSyncResult } from './cart-sync';

/**
 * The cart for the cart and checkout pages: the stored copy at once, then the server's list
 * (read again on arrival, for today's prices and seats). `status` says whether the server
 * answered or the stored copy is all there is.
 */
export function useCart() {
  const items = useLocalCart();
  const [status, setStatus] = useState<CartSyncResult | 'loading'>('loading');
  useEffect(() => {
    let current = true;
    void syncCart({ force: true }).then((result) => {
      if (current) setStatus(result);
    });
    return () => {
      current = false;
    };
  }, []);
  return { items, status, ...cartSummary(items) };
}
