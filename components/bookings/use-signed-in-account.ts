'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionHint } from '@/components/auth/use-account';
import { useRouter } from '@/i18n/navigation';
import { getJson } from '@/lib/api/client';
import { readSessionHint } from '@/lib/auth/client-session';
import type { Role } from '@/lib/auth/dashboard-routes';

/** What `GET /api/User/Session` says of any session, a guest's included. */
type BookingsOwner = { Id: number; Role: Role; EmailProven: boolean };

/**
 * Whose bookings a bookings page shows: the signed-in account, or the visitor's temporary user
 * (a guest who checked out reads its own bookings, docs/auth.md "Proven sessions"). The page is
 * cached (it reads no cookies), so the island sends a visitor without a session to sign in and
 * come back to `returnPath`.
 */
export function useSignedInAccount(returnPath: string) {
  const hint = useSessionHint();
  const router = useRouter();
  const query = useQuery({
    queryKey: ['User', 'Session', hint],
    queryFn: () => getJson<BookingsOwner | null>('User/Session'),
    enabled: hint !== null,
    // A code sign-in on another page may have just proven the address.
    staleTime: 0,
  });
  const owner = hint !== null ? (query.data ?? null) : null;
  const pending = hint !== null && query.isPending;
  useEffect(() => {
    // The hydration render still shows the server's view (no hint), so the cookie is read directly;
    // "no session" only counts once the hint is known and the server has answered.
    const signedOut = readSessionHint() === null || (hint !== null && !pending && owner === null);
    if (signedOut) router.replace(`/login?${new URLSearchParams({ returnUrl: returnPath })}`);
  }, [owner, hint, pending, returnPath, router]);
  return { account: owner, pending: pending || owner === null };
}
