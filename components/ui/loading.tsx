import { useTranslations } from 'next-intl';

type LoadingVariant = 'spinner' | 'header' | 'slider' | 'card';

const pulse = 'animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800';

/** The spec's loading placeholder in its four variants, announced to screen readers. */
export function Loading({ variant = 'spinner' }: { variant?: LoadingVariant }) {
  const t = useTranslations('loading');
  const label = t('label');
  if (variant === 'spinner') {
    return (
      <div role="status" aria-label={label} className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 dark:bg-slate-950/70">
        <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" aria-hidden="true" />
      </div>
    );
  }
  if (variant === 'header') {
    return (
      <div role="status" aria-label={label} className="flex h-20 items-center gap-4 px-4">
        <div className={`${pulse} h-10 w-40`} />
        <div className={`${pulse} ml-auto h-8 w-64`} />
      </div>
    );
  }
  if (variant === 'slider') {
    return (
      <div role="status" aria-label={label} className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className={`${pulse} h-64`} />
        ))}
      </div>
    );
  }
  return (
    <div role="status" aria-label={label} className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className={`${pulse} h-40`} />
      <div className={`${pulse} h-4 w-3/4`} />
      <div className={`${pulse} h-4 w-1/2`} />
    </div>
  );
}
