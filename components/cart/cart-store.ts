'use client';

import { useSyncExternalStore } from 'react';

/** A cart line as the spec's §3 names it; prices are kuruş computed by the server. */
export type CartItem = {
  id: number;
  tourId: number;
  departureId: number;
  sumPrice: number;
  quantity: number;
  adultQuantity: number;
  childQuantity: number;
  babyQuantity: number;
};

const STORAGE_KEY = 'cart';
const listeners = new Set<() => void>();
let snapshot: CartItem[] | null = null;
const empty: CartItem[] = [];

function read(): CartItem[] {
  if (snapshot) return snapshot;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    snapshot = Array.isArray(parsed) ? (parsed as CartItem[]) : [];
  } catch {
    snapshot = [];
  }
  return snapshot;
}

/** Replaces the local copy of the cart (the server's list wins, spec §4). */
export function writeLocalCart(items: CartItem[]) {
  snapshot = items;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the in-memory copy still serves this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) {
      snapshot = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLocalCart(): CartItem[] {
  return useSyncExternalStore(subscribe, read, () => empty);
}

/** Spec §4: the count is the number of items, the total the sum of sumPrice. */
export function cartSummary(items: CartItem[]) {
  return { count: items.length, total: items.reduce((sum, item) => sum + item.sumPrice, 0) };
}
