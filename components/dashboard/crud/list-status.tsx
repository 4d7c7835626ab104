'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FormMessage } from '@/components/auth/form-parts';
import { describeApiError } from '@/lib/api/errors';

type Props = {
  /** The list's query: its error is said in the reader's language, its loading announced. */
  query: { isError: boolean; isPending: boolean; error: unknown };
  /** Whether the loaded list has nothing to show; `emptyText` says so instead of `children`. */
  empty: boolean;
  emptyText: string;
  children: ReactNode;
};

/** What a dashboard list shows before its items: the API's error, "loading", or why it is empty. */
export function ListStatus({ query, empty, emptyText, children }: Props) {
  const t = useTranslations('admin');
  const tErrors = useTranslations('errors');
  if (query.isError) return <FormMessage tone="error" message={describeApiError(query.error, tErrors)} />;
  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (empty) return <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700 dark:bg-slate-900 dark:text-slate-300">{emptyText}</p>;
  return children;
}
