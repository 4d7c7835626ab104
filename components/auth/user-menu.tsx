'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { displayName, type Account } from '@/lib/auth/account';
import { withLocale } from '@/lib/auth/dashboard-routes';
import { UserIcon } from './user-icon';
import { useAccount } from './use-account';
import { useSignOut } from './use-sign-out';

const loadDropdown = () => import('./account-dropdown');
const AccountDropdown = dynamic(loadDropdown, { ssr: false });

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

  return <AccountButton account={account} pending={pending} onSignOut={() => void signOut()} />;
}

/**
 * The signed-in trigger. The dropdown's code (Radix menu, positioning) loads when the pointer or
 * focus comes near and opens on the first press, so visitors never download it with the page.
 */
function AccountButton({ account, pending, onSignOut }: { account: Account; pending: boolean; onSignOut: () => void }) {
  const t = useTranslations('auth.header');
  const [wanted, setWanted] = useState(false);
  const name = displayName(account);
  const label = t('accountMenu', { name });
  const face = (
    <>
      <UserIcon />
      <span className="hidden max-w-36 truncate sm:inline">{account.Name || name}</span>
    </>
  );
  if (wanted) {
    return (
      <AccountDropdown label={label} email={account.Email} pending={pending} onSignOut={onSignOut} triggerClass={triggerClass} itemClass={itemClass}>
        {face}
      </AccountDropdown>
    );
  }
  return (
    <button type="button" className={triggerClass} aria-haspopup="menu" aria-expanded={false} aria-label={label} onPointerEnter={() => void loadDropdown()} onFocus={() => void loadDropdown()} onClick={() => setWanted(true)}>
      {face}
    </button>
  );
}
