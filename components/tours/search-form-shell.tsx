'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';

/**
 * A GET form that works without JavaScript; with it, blank fields are left out of the URL and the
 * results load without a full page reload, so shared links stay short (`?region=3`, not `?q=&region=3&...`).
 */
export function SearchFormShell({ action, className, label, children }: { action: string; className?: string; label: string; children: ReactNode }) {
  const router = useRouter();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim());
    }
    const search = query.toString();
    router.push(search ? `${action}?${search}` : action);
  }
  return (
    <form method="get" action={action} role="search" aria-label={label} className={className} onSubmit={submit}>
      {children}
    </form>
  );
}
