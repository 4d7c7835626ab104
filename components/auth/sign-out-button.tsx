'use client';

import { useTranslations } from 'next-intl';
import { useSignOut } from './use-sign-out';

export function SignOutButton({ className }: { className?: string }) {
  const t = useTranslations('auth.header');
  const { signOut, pending } = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()} disabled={pending} className={className}>
      {pending ? t('signingOut') : t('signOut')}
    </button>
  );
}
