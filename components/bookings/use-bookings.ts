'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { ordersQueryKey } from '@/components/auth/use-session-owner';
import { getJson, withRetry } from '@/lib/api/client';
import type { Booking, BookingDetail } from './types';

export const bookingsQueryKey = ordersQueryKey;

/** The session's orders (an account's or a guest's own), tour names in the page's language, through the spec's retry helper. */
export function useBookings(userId: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...bookingsQueryKey, 'user', userId, locale],
    queryFn: () => withRetry(() => getJson<Booking[]>(`Orders/user/${userId}`)),
    enabled: userId !== null,
    retry: false,
  });
}

export function useBookingDetail(orderUUID: string, enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...bookingsQueryKey, orderUUID, locale],
    queryFn: () => withRetry(() => getJson<BookingDetail>(`Orders/${orderUUID}`)),
    enabled,
    retry: false,
  });
}
