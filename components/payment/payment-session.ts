import { useMemo, useSyncExternalStore } from 'react';

/**
 * docs/product-rules.md#bookings: while a card payment is under way the tab keeps its amount, order id, time, name and
 * e-mail in session storage (for the pages the bank sends the customer back to). Never card data.
 */
type StoredPayment = {
  /** Kuruş. */
  amount: number;
  orderId: string;
  /** ISO time the payment was started. */
  time: string;
  name: string;
  email: string;
};

const KEY = 'payment';

export function savePaymentSession(payment: StoredPayment): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(payment));
  } catch {
    // Storage disabled: the result pages read the order from the server anyway.
  }
}

export function clearPaymentSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

const PROBLEM_KEY = 'payment-problem';

/**
 * The server's sentences when starting a payment failed ("API Hatası: 409" and why): the failure page
 * shows them for this order. Kept in this tab only, so that the page's address carries no text.
 */
export function savePaymentProblem(orderId: string, details: string[]): void {
  try {
    sessionStorage.setItem(PROBLEM_KEY, JSON.stringify({ orderId, details }));
  } catch {
    // Storage disabled: the failure page shows the status alone.
  }
}

function storedProblem(): string | null {
  try {
    return sessionStorage.getItem(PROBLEM_KEY);
  } catch {
    return null;
  }
}

function problemDetails(raw: string | null, orderId: string | null): string[] {
  try {
    const stored = JSON.parse(raw ?? 'null') as { orderId?: unknown; details?: unknown } | null;
    if (!stored || stored.orderId !== orderId || !Array.isArray(stored.details)) return [];
    return stored.details.filter((line): line is string => typeof line === 'string').slice(0, 10);
  } catch {
    return [];
  }
}

const noSubscription = () => () => undefined;

/** The stored sentences for this order (none while rendering on the server, which has no storage). */
export function useStoredPaymentProblem(orderId: string | null): string[] {
  const raw = useSyncExternalStore(noSubscription, storedProblem, () => null);
  return useMemo(() => problemDetails(raw, orderId), [raw, orderId]);
}

const BALANCE_KEY = 'balance-token';

/**
 * The balance link's token (docs/decisions/0083) for the order paid from an e-mail without signing
 * in: kept in this tab so the pages the bank sends the customer back to can read the order too.
 */
export function saveBalanceToken(orderId: string, token: string): void {
  try {
    sessionStorage.setItem(BALANCE_KEY, JSON.stringify({ orderId, token }));
  } catch {
    // Storage disabled: the result page asks to sign in instead.
  }
}

export function balanceTokenFor(orderId: string | null): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(BALANCE_KEY) ?? 'null') as { orderId?: unknown; token?: unknown } | null;
    return stored && stored.orderId === orderId && typeof stored.token === 'string' ? stored.token : null;
  } catch {
    return null;
  }
}
