'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api/client';
import type { CartPricing } from '@/lib/pricing/quote';

/**
 * The cart priced by the server as checkout would price it now (GET /api/Checkout/quote): early
 * booking, the code typed, the deposit. `cartKey` changes with the cart's lines, so the breakdown
 * follows them; the previous answer stays on screen while a new one loads.
 */
export function useCartPricing(cartKey: string, promoCode: string | null) {
  const query = promoCode ? new URLSearchParams({ promoCode }).toString() : '';
  return useQuery({
    queryKey: ['Checkout', 'quote', cartKey, promoCode],
    queryFn: () => getJson<CartPricing>(`Checkout/quote${query ? `?${query}` : ''}`),
    enabled: cartKey !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/** A key for the cart's lines as they stand (what to price). */
export const cartKeyOf = (items: readonly { id: number; departureId: number; adultQuantity: number; childQuantity: number; babyQuantity: number }[]) =>
  items.map((item) => `${item.id}:${item.departureId}:${item.adultQuantity}:${item.childQuantity}:${item.babyQuantity}`).join('|');
