'use client';

import { useLocale, useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { displayName } from '@/lib/auth/account';
import { withLocale } from '@/lib/auth/dashboard-routes';
import { UserIcon } from './user-icon';
import { useAccount } from './use-account';
import { useSignOut } from './use-sign-out';

const itemClass = 'flex cursor-pointer items-center rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';
const triggerClass = 'inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800';

/**
 * The header's account island: "Giriş yap" for visitors (temporary users too, spec §4), or the
 * signed-in name with a menu. It asks /api/User/Me, never the token (the cookies are httpOnly).
 */
export function UserMenu() {
  const t = useTranslations('auth.header');
  const { account } = useAccount();
  const { signOut, pending } = useSignOut();
  const path = usePathname();
  const locale = useLocale() as Locale;

  if (!account) {
    // Back to this page after signing in (the home page and the sign-in page need no note).
    const comeBack = path === '/' || path === '/login' ? undefined : { returnUrl: withLocale(path, locale) };
    return (
      <Link href={{ pathname: '/login', query: comeBack }} prefetch={false} className={triggerClass} aria-label={t('signIn')}>
        <UserIcon />
        <span className="hidden sm:inline">{t('signIn')}</span>
      </Link>
    );
  }

  const name = displayName(account);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={triggerClass} aria-label={t('accountMenu', { name })}>
        <UserIcon />
        <span className="hidden max-w-36 truncate sm:inline">{account.Name || name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-[60] min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-600 dark:text-slate-400">{account.Email}</DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/db-main" prefetch={false}>
              {t('myAccount')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/my-bookings" prefetch={false}>
              {t('myBookings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={itemClass} disabled={pending} onSelect={() => void signOut()}>
            {pending ? t('signingOut') : t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
