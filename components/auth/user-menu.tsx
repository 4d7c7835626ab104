'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { withLocale } from '@/lib/auth/dashboard-routes';
import { useAfterLoadWithSession } from '@/components/providers/after-load';
import { UserIcon } from '@/components/ui/icons';

export const itemClass = 'flex min-h-11 cursor-pointer items-center rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';
export const triggerClass = 'header-trigger';

/**
 * "Giriş yap", back to this page after signing in (the home page and the sign-in page need no note).
 * `iconOnly` when another entry stands beside it (a guest's bookings): the header has room for one label.
 */
export function SignInLink({ iconOnly = false }: { iconOnly?: boolean }) {
  const t = useTranslations('auth.header');
  const path = usePathname();
  const locale = useLocale() as Locale;
  const comeBack = path === '/' || path === '/login' ? undefined : { returnUrl: withLocale(path, locale) };
  return (
    <Link href={{ pathname: '/login', query: comeBack }} prefetch={false} className={triggerClass} aria-label={t('signIn')} title={iconOnly ? t('signIn') : undefined}>
      <UserIcon />
      {!iconOnly && <span className="hidden sm:inline">{t('signIn')}</span>}
    </Link>
  );
}

const LoadedUserMenu = dynamic(() => import('./user-menu-island'), { ssr: false, loading: () => <SignInLink /> });

/**
 * The header's account island (user-menu-island.tsx): the cached page knows nobody, so it shows the
 * sign-in link, as before; when the browser holds a session, the code that asks who is signed in
 * (TanStack Query, the API client) loads after the page (components/providers/after-load.ts) and puts
 * the account's name there. Without a session the sign-in link is all there is to show.
 */
export function UserMenu() {
  return useAfterLoadWithSession() ? <LoadedUserMenu /> : <SignInLink />;
}
