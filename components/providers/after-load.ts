'use client';

import { startTransition, useEffect, useState } from 'react';
import { useSessionHint } from '@/components/auth/use-session-hint';

/**
 * Islands that need the API client (ky) and TanStack Query on the catalogue pages wait for this:
 * the page has loaded (first paint, hydration, its images) and the browser has a quiet moment. Their
 * code then loads, so it is not part of the page's first-load JavaScript (docs/seo-and-performance.md budget). Until
 * then each shows what it showed before its data arrived, in the same space.
 */
let ready = false;
const listeners = new Set<() => void>();
let started = false;

function markReady() {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

function start() {
  if (started) return;
  started = true;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(markReady, { timeout: 1500 });
    else setTimeout(markReady, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => void listeners.delete(listener);
}

/** Load the islands now (the visitor pressed one before the quiet moment came). */
export function loadIslandsNow() {
  markReady();
}

/**
 * False on the server and while hydrating, true once the page has loaded and the browser is idle.
 * The switch renders as a transition: the islands' code and first render are split into short tasks
 * instead of one that blocks the page (a store read with useSyncExternalStore would render at once).
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setLoaded(true));
    if (ready) {
      show();
      return;
    }
    return subscribe(show);
  }, []);
  return loaded;
}

/**
 * `useAfterLoad`, for islands that show a visitor without a session (no `user_session` hint) exactly
 * what the cached page shows: the header's account menu, the cards' hearts. For such a visitor (a
 * first visit from a search engine) their code never loads and nothing is asked; it loads once the
 * browser holds a session, which a sign-in in this tab announces (lib/auth/client-session.ts).
 */
export function useAfterLoadWithSession(): boolean {
  const loaded = useAfterLoad();
  return useSessionHint() !== null && loaded;
}
