'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormMessage } from '@/components/auth/form-parts';
import { describeApiError } from '@/lib/api/errors';
import { smallButton } from './move-buttons';

/**
 * What both screens of a tour's parts (pictures, programme) say above their list: a notice after a
 * change, a problem (in a sentence) after a failure.
 */
export function useScreenMessages() {
  const tErrors = useTranslations('errors');
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    notice,
    setNotice,
    problem,
    setProblem,
    fail: (error: unknown) => setProblem(describeApiError(error, tErrors)),
    clear: () => {
      setProblem(null);
      setNotice(null);
    },
  };
}

export function ScreenMessages({ notice, problem }: { notice: string | null; problem: string | null }) {
  return (
    <>
      <FormMessage tone="info" message={notice} />
      <FormMessage tone="error" message={problem} />
    </>
  );
}

/** The "Delete" button of one picture or programme day: opens the confirmation. */
export function DeleteItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  const tAdmin = useTranslations('admin');
  return (
    <button type="button" className={`${smallButton} text-red-700 dark:text-red-300`} onClick={onClick} aria-label={label}>
      {tAdmin('delete')}
    </button>
  );
}
