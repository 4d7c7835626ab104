'use client';

import { useEffect } from 'react';

/** Registers /service-worker.js (static assets only, see the file) once the page has loaded, in production. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    if (process.env.NODE_ENV !== 'production') {
      // A worker left from a production run on this origin would serve stale development chunks.
      void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));
      return;
    }
    // Offline caching is an extra: a failed registration changes nothing for the visitor.
    const register = () => void navigator.serviceWorker.register('/service-worker.js').catch(() => undefined);
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);

  return null;
}
