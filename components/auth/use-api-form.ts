'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, describeApiError } from '@/lib/api/errors';

/**
 * Runs a form's API call: the server's field errors land on their fields (already in the
 * visitor's language), anything else becomes the form's alert sentence. `shown` names the fields
 * the form displays, when some of its values (a hidden e-mail address) have no field on screen.
 */
export function useApiForm<Values extends FieldValues, Output>(form: UseFormReturn<Values, unknown, Output>, shown?: readonly Path<Values>[]) {
  const tErrors = useTranslations('errors');
  const [alert, setAlert] = useState<string | null>(null);

  async function run<T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    setAlert(null);
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      const visible = (name: string) => (shown ? (shown as readonly string[]).includes(name) : name in form.getValues());
      const known = error instanceof ApiError ? Object.entries(error.fieldErrors).filter(([name]) => visible(name)) : [];
      known.forEach(([name, message], index) => form.setError(name as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }));
      if (known.length === 0) setAlert(describeApiError(error, tErrors));
      return { ok: false };
    }
  }

  return { alert, setAlert, run };
}
