'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { postJson } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { usePathname, useRouter } from '@/i18n/navigation';
import { isDashboardPath } from '@/lib/auth/dashboard-routes';
import { sessionChanged } from './use-account';

/**
 * Signs out on the server (the cookies are httpOnly), then leaves pages that need an account. When
 * the server did not confirm it (no answer, a server error), the session may still be open: the page
 * says so and stays signed in, rather than look signed out on a shared computer that is not.
 */
export function useSignOut() {
  const t = useTranslations('auth.header');
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await postJson('User/Logout');
    } catch (error) {
      // 401: this sign-in had ended already, and the page forgets it below.
      if (!(error instanceof ApiError && error.kind === 'unauthorized')) {
        setPending(false);
        window.alert(t('signOutFailed'));
        return;
      }
    }
    setPending(false);
    sessionChanged(queryClient, { signedIn: false });
    if (isDashboardPath(pathname)) router.replace('/');
    else router.refresh();
  }

  return { signOut, pending };
}
