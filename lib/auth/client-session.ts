/**
 * The browser's side of the session (docs/product-rules.md#statuses and §7, docs/auth.md). The tokens live in httpOnly
 * cookies the page cannot read; the page only sees the `user_session` hint ("member" or "guest")
 * and keeps the session fresh: before an API request, when more than 20 s passed since the last
 * renewal, it calls User/RefreshToken once, however many requests are waiting (single flight).
 * A refused renewal means signed out.
 */
export const REFRESH_INTERVAL_MS = 20_000;
export type SessionHint = 'member' | 'guest';

const HINT_COOKIE = 'user_session';
const STORAGE_KEY = 'auth.refreshedAt';
/** docs/product-rules.md#http-calls: never before these; nor before registering or signing out, which need no fresh token. */
const exempt = new Set(['user/login', 'user/otp', 'user/refreshtoken', 'user/register', 'user/logout']);

/** The API path of a request URL, lower-cased ("user/me"), or null when it is not an API call. */
function apiPath(url: string): string | null {
  const { pathname } = new URL(url, 'http://same.site');
  return pathname.startsWith('/api/') ? pathname.slice('/api/'.length).replace(/\/+$/, '').toLowerCase() : null;
}

/** Whether a request must wait for a renewal first. */
export function shouldRefreshBefore(url: string, state: { hint: SessionHint | null; refreshedAt: number; now: number }): boolean {
  const path = apiPath(url);
  if (path === null || exempt.has(path) || state.hint === null) return false;
  return state.now - state.refreshedAt > REFRESH_INTERVAL_MS;
}

type RefresherDeps = {
  renew: () => Promise<Response>;
  readHint: () => SessionHint | null;
  now: () => number;
  /** Shared by the tabs of the browser, so that one tab's renewal spares the others theirs. */
  load: () => number;
  save: (time: number) => void;
  onSignedOut: () => void;
};

export function createSessionRefresher(deps: RefresherDeps) {
  let inFlight: Promise<void> | null = null;
  let refreshedAt = 0;

  function lastRefresh() {
    refreshedAt = Math.max(refreshedAt, deps.load());
    return refreshedAt;
  }

  function markFresh() {
    refreshedAt = deps.now();
    deps.save(refreshedAt);
  }

  async function renew(): Promise<void> {
    try {
      const response = await deps.renew();
      // The answer's body (the new token, also in the cookies) is read to its end: a body left unread
      // keeps its connection busy, and a browser never counts the request as finished.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) markFresh();
      else if (response.status === 401 || response.status === 403) deps.onSignedOut();
    } catch {
      // No answer is not a refusal: the request goes ahead and reports the network trouble itself.
    }
  }

  /** Renews now, or joins the renewal already under way. */
  function refresh(): Promise<void> {
    inFlight ??= renew().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** Requests that arrive while a renewal runs see the old time, so they join it rather than start another. */
  async function beforeRequest(url: string): Promise<void> {
    if (shouldRefreshBefore(url, { hint: deps.readHint(), refreshedAt: lastRefresh(), now: deps.now() })) await refresh();
  }

  return { markFresh, refresh, beforeRequest };
}

// ---------------------------------------------------------------- the browser's instance

// Reading document.cookie is a synchronous round trip to the browser's cookie store, and one React
// render reads the hint many times (each useSyncExternalStore check): a reading lasts until the
// running code finishes (the next microtask checkpoint), or until a session change is announced.
let hintReading: { hint: SessionHint | null } | null = null;

export function readSessionHint(): SessionHint | null {
  if (typeof document === 'undefined') return null;
  if (hintReading) return hintReading.hint;
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${HINT_COOKIE}=`))
    ?.slice(HINT_COOKIE.length + 1);
  hintReading = { hint: value === 'member' || value === 'guest' ? value : null };
  queueMicrotask(() => {
    hintReading = null;
  });
  return hintReading.hint;
}

const listeners = new Set<() => void>();

/** Sign-in, sign-out or a refused renewal: the header and the dashboard re-read who is signed in. */
export function notifySessionChange() {
  hintReading = null;
  listeners.forEach((listener) => listener());
}

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function pageLanguage(): string {
  return typeof document !== 'undefined' ? document.documentElement.lang || 'tr' : 'tr';
}

export const sessionRefresher = createSessionRefresher({
  renew: () => fetch('/api/User/RefreshToken', { method: 'POST', credentials: 'same-origin', headers: { 'Accept-Language': pageLanguage() } }),
  readHint: readSessionHint,
  now: () => Date.now(),
  load: () => {
    try {
      return Number(localStorage.getItem(STORAGE_KEY)) || 0;
    } catch {
      return 0;
    }
  },
  save: (time) => {
    try {
      localStorage.setItem(STORAGE_KEY, String(time));
    } catch {
      // Without storage each tab keeps its own clock; the server copes with the extra renewals.
    }
  },
  onSignedOut: notifySessionChange,
});
