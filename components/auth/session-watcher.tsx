'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { onSessionChange, readSessionHint } from '@/lib/auth/client-session';

/**
 * On a dashboard page: when the session ends in the browser (a refused renewal, a sign-out),
 * the server renders the page again, and its guard sends the visitor to the sign-in page.
 */
export function SessionWatcher() {
  const router = useRouter();
  useEffect(
    () =>
      onSessionChange(() => {
        if (readSessionHint() !== 'member') router.refresh();
      }),
    [router],
  );
  return null;
}
