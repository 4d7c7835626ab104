'use client';

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from '@/lib/api/client';
import type { Account } from '@/lib/auth/account';
import { notifySessionChange, sessionRefresher } from '@/lib/auth/client-session';
import { useSessionHint } from './use-session-hint';

export const accountQueryKey = ['User', 'Me'] as const;

/** The signed-in account, asked of the server only when the hint says there is one. */
export function useAccount() {
  const hint = useSessionHint();
  const query = useQuery({
    queryKey: accountQueryKey,
    queryFn: () => getJson<Account | null>('User/Me'),
    enabled: hint === 'member',
    staleTime: 60_000,
  });
  const member = hint === 'member';
  return { account: member ? (query.data ?? null) : null, pending: member && query.isPending };
}

/**
 * After a sign-in or sign-out: forget who was signed in and everything read as them, and let every
 * island look again. The tab's query cache outlives a sign-out (the same page, a client navigation
 * to the sign-in page): a booking read by the last person (its key names the booking, not who read
 * it) was shown, fresh, to the next one who signed in on that page. Every query goes back to no
 * data; the ones on screen ask again, with the new cookies (docs/decisions/0181).
 */
export function sessionChanged(queryClient: QueryClient, { signedIn }: { signedIn: boolean }) {
  if (signedIn) sessionRefresher.markFresh();
  queryClient.removeQueries({ queryKey: accountQueryKey });
  void queryClient.resetQueries();
  notifySessionChange();
}
