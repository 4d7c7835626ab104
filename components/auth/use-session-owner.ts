'use client';

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from '@/lib/api/client';
import { notifySessionChange } from '@/lib/auth/client-session';
import type { Role } from '@/lib/auth/dashboard-routes';
import { useSessionHint } from './use-session-hint';

/** What `GET /api/User/Session` says of any session, a guest's included. */
export type SessionOwner = { Id: number; Role: Role; EmailProven: boolean; Bookings: number };

export const sessionOwnerQueryKey = ['User', 'Session'] as const;
/** The customer's bookings (components/bookings/use-bookings.ts); named here so a new order can refresh them. */
export const ordersQueryKey = ['Orders'] as const;

/**
 * Whoever the session is, a guest included (docs/auth.md "Proven sessions"): asked of the server
 * only when the hint says there is a session. `staleTime` 0 asks again on every mount (the bookings
 * pages: a code sign-in elsewhere may have just proven the address).
 */
export function useSessionOwner({ enabled = true, staleTime = 0 }: { enabled?: boolean; staleTime?: number } = {}) {
  const hint = useSessionHint();
  const query = useQuery({
    queryKey: [...sessionOwnerQueryKey, hint],
    queryFn: () => getJson<SessionOwner | null>('User/Session'),
    enabled: enabled && hint !== null,
    staleTime,
  });
  return { hint, owner: hint !== null ? (query.data ?? null) : null, pending: hint !== null && query.isPending };
}

/**
 * After checkout placed an order: the session may be new to this page (a guest's first cart made it)
 * and it now has a booking, so the header and the bookings pages look again at once, without
 * waiting for a reload or a session renewal.
 */
export function orderPlaced(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: sessionOwnerQueryKey });
  void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  notifySessionChange();
}
