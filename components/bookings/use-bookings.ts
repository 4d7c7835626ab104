'use client';

import { useQuery } from '@tanstack/react-query';
import { getJson, withRetry } from '@/lib/api/client';
import type { Booking, BookingDetail } from './types';

export const bookingsQueryKey = ['Orders'] as const;

/** The signed-in customer's orders, through the spec's retry helper. */
export function useBookings(userId: number | null) {
  return useQuery({
    queryKey: [...bookingsQueryKey, 'user', userId],
    queryFn: () => withRetry(() => getJson<Booking[]>(`Orders/user/${userId}`)),
    enabled: userId !== null,
    retry: false,
  });
}

export function useBookingDetail(orderUUID: string, enabled: boolean) {
  return useQuery({
    queryKey: [...bookingsQueryKey, orderUUID],
    queryFn: () => withRetry(() => getJson<BookingDetail>(`Orders/${orderUUID}`)),
    enabled,
    retry: false,
  });
}
