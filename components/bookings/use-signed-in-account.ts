'use client';

import { useEffect } from 'react';
import { useSessionOwner } from '@/components/auth/use-session-owner';
import { useRouter } from '@/i18n/navigation';
import { readSessionHint } from '@/lib/auth/client-session';

/**
 * Whose bookings a bookings page shows: the signed-in account, or the visitor's temporary user
 * (a guest who checked out reads its own bookings, docs/auth.md "Proven sessions"). The page is
 * cached (it reads no cookies), so the island sends a visitor without a session to sign in and
 * come back to `returnPath`.
 */
export function useSignedInAccount(returnPath: string) {
  const router = useRouter();
  // A code sign-in on another page may have just proven the address: asked again on every visit.
  const { hint, owner, pending } = useSessionOwner({ staleTime: 0 });
  useEffect(() => {
    // The hydration render still shows the server's view (no hint), so the cookie is read directly;
    // "no session" only counts once the hint is known and the server has answered.
    const signedOut = readSessionHint() === null || (hint !== null && !pending && owner === null);
    if (signedOut) router.replace(`/login?${new URLSearchParams({ returnUrl: returnPath })}`);
  }, [owner, hint, pending, returnPath, router]);
  return { account: owner, pending: pending || owner === null };
}
