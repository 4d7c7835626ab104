'use client';

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getJson } from '@/lib/api/client';
import type { Account } from '@/lib/auth/account';
import { notifySessionChange, onSessionChange, readSessionHint, sessionRefresher, type SessionHint } from '@/lib/auth/client-session';

export const accountQueryKey = ['User', 'Me'] as const;

/** "member", "guest" or null, from the readable hint cookie; re-read after every sign-in or sign-out. */
export function useSessionHint(): SessionHint | null {
  return useSyncExternalStore(onSessionChange, readSessionHint, () => null);
}

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

/** After a sign-in or sign-out: forget who was signed in and let every island look again. */
export function sessionChanged(queryClient: QueryClient, { signedIn }: { signedIn: boolean }) {
  if (signedIn) sessionRefresher.markFresh();
  queryClient.removeQueries({ queryKey: accountQueryKey });
  notifySessionChange();
}
