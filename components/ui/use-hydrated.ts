'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates, true once this component's code runs in the
 * browser. A button whose work needs that code (opening a dialog, calling the API) is disabled until
 * then: a press in the first moment of a slow page is then visibly not taken, instead of silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
