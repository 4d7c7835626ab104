'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { withLocale } from '@/lib/auth/dashboard-routes';
import { safeReturnUrl } from '@/lib/auth/return-url';
import { sessionChanged } from './use-account';

/**
 * After any sign-in: the header learns about it, and the visitor goes back to the page they came
 * from (`?returnUrl=`, same-site paths only), else to their dashboard. The return address is read
 * when needed, so the sign-in page itself stays static.
 */
export function useCompleteSignIn() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const locale = useLocale() as Locale;
  return () => {
    sessionChanged(queryClient, { signedIn: true });
    const requested = safeReturnUrl(new URLSearchParams(window.location.search).get('returnUrl'));
    router.replace(requested ?? withLocale('/db-main', locale));
  };
}
