'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { postJson } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { usePathname, useRouter } from '@/i18n/navigation';
import { isDashboardPath } from '@/lib/auth/dashboard-routes';
import { forgetGuideLists, scansWaitingOnDevice } from '@/components/dashboard/guide/kept-lists';
import { sessionChanged } from './use-account';

/**
 * Signs out on the server (the cookies are httpOnly), forgets what the guide's check-in kept on the
 * device, then leaves pages that need an account. When
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
    // A guide's check-ins that have not reached the server yet would go with the passenger lists.
    const waiting = scansWaitingOnDevice();
    if (waiting > 0 && !window.confirm(t('signOutDiscardsScans', { count: waiting }))) return;
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
    // The guide's passenger lists leave the device with the session (components/dashboard/guide/kept-lists.ts).
    forgetGuideLists();
    sessionChanged(queryClient, { signedIn: false });
    if (isDashboardPath(pathname)) router.replace('/');
    else router.refresh();
  }

  return { signOut, pending };
}
