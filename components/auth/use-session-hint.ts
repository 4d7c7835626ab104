'use client';

import { useSyncExternalStore } from 'react';
import { onSessionChange, readSessionHint, type SessionHint } from '@/lib/auth/client-session';

/**
 * "member", "guest" or null, from the readable hint cookie; re-read after every sign-in or sign-out.
 * Null on the server and while hydrating. No TanStack Query here: the first-load code uses it
 * (components/providers/after-load.ts).
 */
export function useSessionHint(): SessionHint | null {
  return useSyncExternalStore(onSessionChange, readSessionHint, () => null);
}
