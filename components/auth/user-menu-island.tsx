'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { displayName, type Account } from '@/lib/auth/account';
import { QueryProvider } from '@/components/providers/query-provider';
import { TicketIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { UserIcon } from '@/components/ui/icons';
import { itemClass, SignInLink, triggerClass } from './user-menu';
import { useAccount } from './use-account';
import { useSessionHint } from './use-session-hint';
import { useSessionOwner } from './use-session-owner';
import { useSignOut } from './use-sign-out';

const loadDropdown = () => import('./account-dropdown');
const AccountDropdown = dynamic(loadDropdown, { ssr: false });

/**
 * The header's account island: "Giriş yap" for visitors, or the signed-in name with a menu. A
 * guest (temporary user, docs/product-rules.md#statuses) who booked in this browser also gets the
 * way to its bookings: it has no account or name, but `/my-bookings` shows what it booked. It asks
 * /api/User/Me (an account) or /api/User/Session (a guest), never the token (the cookies are httpOnly).
 */
function AccountMenu() {
  const hint = useSessionHint();
  const { account } = useAccount();
  const { owner } = useSessionOwner({ enabled: hint === 'guest', staleTime: 60_000 });
  const { signOut, pending } = useSignOut();
  if (account) return <AccountButton account={account} pending={pending} onSignOut={() => void signOut()} />;
  if (hint === 'guest' && owner && owner.Bookings > 0) {
    return (
      <>
        <GuestBookingsLink count={owner.Bookings} />
        <SignInLink iconOnly />
      </>
    );
  }
  return <SignInLink />;
}

/**
 * A guest's bookings, made in this browser (the page invites it to keep them in an account): the
 * ticket with how many, like the cart beside it, and the words where the header has room for them.
 */
function GuestBookingsLink({ count }: { count: number }) {
  const t = useTranslations('auth.header');
  return (
    <Link href="/my-bookings" prefetch={false} className={`${triggerClass} relative`} aria-label={t('myBookingsCount', { count })} title={t('myBookings')}>
      <TicketIcon />
      <span aria-hidden="true" className="absolute left-6 top-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white">
        {count}
      </span>
      <span className="hidden 2xl:inline">{t('myBookings')}</span>
    </Link>
  );
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
      {/* Not from 1200 to 1279 px, where the navigation and the language menu share the row (the label names the account). */}
      <span className="hidden max-w-36 truncate sm:inline desk:hidden xl:inline">{account.Name || name}</span>
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

/** The island as loaded after the page (components/auth/user-menu.tsx), with the shared query client. */
export default function LoadedUserMenu() {
  return (
    <QueryProvider>
      <AccountMenu />
    </QueryProvider>
  );
}
