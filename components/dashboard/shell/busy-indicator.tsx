'use client';

import { useIsMutating } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

/** Quick answers show nothing; anything slower than this shows the strip. */
const DELAY_MS = 400;
/** A move that never changed the address (a refused page, a download): the strip gives up. */
const GIVE_UP_MS = 20_000;

/**
 * Every staff action that takes a while shows that it is working (#22): a strip under the top bar
 * and "Working…" for screen readers while a change is being saved (any TanStack mutation), a link
 * is opening another dashboard page (server-rendered per request: over when the address changes)
 * or a filter form is loading its page (GET forms are full page loads).
 */
export function BusyIndicator() {
  const t = useTranslations('admin');
  const mutating = useIsMutating();
  const address = `${usePathname()}?${useSearchParams().toString()}`;
  const [submittedAt, setSubmittedAt] = useState<number | null>(null);
  // The address a link was followed from: still on it means still on the way.
  const [navigatingFrom, setNavigatingFrom] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search)) return;
      setNavigatingFrom(address);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && form.method.toLowerCase() === 'get' && !event.defaultPrevented) setSubmittedAt(event.timeStamp);
    };
    // Back to a page from the browser's cache: its earlier submit is over.
    const onPageShow = () => setSubmittedAt(null);
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [address]);

  const navigating = navigatingFrom === address;
  // One busy spell: a new one waits DELAY_MS again before it shows.
  const spell = mutating > 0 || submittedAt !== null || navigating ? `${mutating}|${submittedAt}|${navigating ? navigatingFrom : ''}` : null;
  useEffect(() => {
    if (spell === null) return;
    const show = setTimeout(() => setShownFor(spell), DELAY_MS);
    const giveUp = setTimeout(() => {
      setSubmittedAt(null);
      setNavigatingFrom(null);
    }, GIVE_UP_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, [spell]);
  const shown = spell !== null && shownFor === spell;

  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-14 z-50 h-1" data-testid="busy-indicator" data-busy={shown}>
      {shown && (
        <>
          <div className="h-full w-full animate-pulse bg-brand-600 motion-reduce:animate-none" />
          <span className="sr-only">{t('working')}</span>
        </>
      )}
    </div>
  );
}
