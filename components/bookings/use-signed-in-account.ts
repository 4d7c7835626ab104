'use client';

import { useEffect } from 'react';
import { useAccount, useSessionHint } from '@/components/auth/use-account';
import { useRouter } from '@/i18n/navigation';
import { readSessionHint } from '@/lib/auth/client-session';

/**
 * The account of a page only for signed-in customers. The page itself is cached (it reads no
 * cookies), so the island sends a signed-out visitor to sign in and come back to `returnPath`.
 */
export function useSignedInAccount(returnPath: string) {
  const hint = useSessionHint();
  const { account, pending } = useAccount();
  const router = useRouter();
  useEffect(() => {
    // The hydration render still shows the server's view (no hint, no account), so the cookie is
    // read directly; "no account" only counts once the hint is known and the server has answered.
    const signedOut = readSessionHint() !== 'member' || (hint === 'member' && !pending && account === null);
    if (signedOut) router.replace(`/login?${new URLSearchParams({ returnUrl: returnPath })}`);
  }, [account, hint, pending, returnPath, router]);
  return { account, pending: pending || account === null };
}
