'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { describeApiError } from '@/lib/api/errors';
import { FormMessage, linkButtonClass } from './form-parts';

/** "Send the code again", available once the server's minute between codes has passed. */
export function ResendCode({ secondsToResend, onResend, onChangeEmail }: { secondsToResend: number; onResend: () => Promise<void>; onChangeEmail: () => void }) {
  const t = useTranslations('auth');
  const tErrors = useTranslations('errors');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setPending(true);
    setError(null);
    try {
      await onResend();
    } catch (failure) {
      setError(describeApiError(failure, tErrors));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <button type="button" onClick={resend} disabled={pending || secondsToResend > 0} className={linkButtonClass}>
          {pending ? t('sendingCode') : t('resendCode')}
        </button>
        <button type="button" onClick={onChangeEmail} className={linkButtonClass}>
          {t('changeEmail')}
        </button>
      </div>
      {secondsToResend > 0 && <p className="text-slate-600 dark:text-slate-400">{t('resendIn', { seconds: secondsToResend })}</p>}
      <FormMessage tone="error" message={error} />
    </div>
  );
}
