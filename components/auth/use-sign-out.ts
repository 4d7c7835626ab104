'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { postJson } from '@/lib/api/client';
import { usePathname, useRouter } from '@/i18n/navigation';
import { isDashboardPath } from '@/lib/auth/dashboard-routes';
import { sessionChanged } from './use-account';

/** Signs out on the server (the cookies are httpOnly), then leaves pages that need an account. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await postJson('User/Logout');
    } catch {
      // Signed out already, or the server is away: the page forgets the account either way.
    } finally {
      setPending(false);
      sessionChanged(queryClient, { signedIn: false });
      if (isDashboardPath(pathname)) router.replace('/');
      else router.refresh();
    }
  }

  return { signOut, pending };
}
