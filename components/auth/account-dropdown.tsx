'use client';

import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { Link } from '@/i18n/navigation';

type Props = {
  label: string;
  email: string;
  pending: boolean;
  onSignOut: () => void;
  triggerClass: string;
  itemClass: string;
  children: React.ReactNode;
};

/** The signed-in account's dropdown (Radix); UserMenu loads it on the first press of its button. */
export default function AccountDropdown({ label, email, pending, onSignOut, triggerClass, itemClass, children }: Props) {
  const t = useTranslations('auth.header');
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={triggerClass} aria-label={label}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-[60] min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-600 dark:text-slate-400">{email}</DropdownMenu.Label>
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
          <DropdownMenu.Item className={itemClass} disabled={pending} onSelect={onSignOut}>
            {pending ? t('signingOut') : t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
