'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api/client';
import type { Participants } from '@/lib/booking/rules';
import type { Quote } from '@/lib/cart/quote';
import { useDebounced } from './use-debounced';

/**
 * The server's price for the current choice, asked once the visitor pauses (a quarter second), so
 * that clicking "+" three times makes one request. The last answer stays on screen while the next
 * is on its way; `current` says whether it is for what is chosen now.
 */
export function useQuote(tourId: number, departureId: number | null, people: Participants) {
  const choice = { departureId, ...people };
  const asked = useDebounced(choice, 250);
  const query = useQuery({
    queryKey: ['Booking', tourId, 'quote', asked],
    queryFn: ({ signal }) =>
      getJson<Quote>(`Booking/${tourId}/quote`, {
        searchParams: { departureId: asked.departureId ?? 0, adults: asked.adultQuantity, children: asked.childQuantity, babies: asked.babyQuantity },
        signal,
      }),
    enabled: asked.departureId !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const data = query.data;
  const current =
    data !== undefined &&
    data.departureId === departureId &&
    data.adultQuantity === people.adultQuantity &&
    data.childQuantity === people.childQuantity &&
    data.babyQuantity === people.babyQuantity;
  return { quote: data, current, error: query.error, failed: query.isError && !query.isFetching };
}
