import type { CartLine } from '@/lib/cart/cart-line';

/** A cart line as the docs/product-rules.md#bookings names it (id, sumPrice, quantity, the headcounts) plus its departure. */
export type CartItem = CartLine;

const STORAGE_KEY = 'cart';
const listeners = new Set<() => void>();
let snapshot: CartItem[] | null = null;
/** Bumped on every write, so that a slow read of the server's cart never undoes a newer write. */
let version = 0;

/** docs/product-rules.md#bookings: an item kept without a quantity counts its adults, children and babies. */
export function withQuantity(item: CartItem): CartItem {
  const quantity = Number.isInteger(item.quantity) ? item.quantity : (item.adultQuantity ?? 0) + (item.childQuantity ?? 0) + (item.babyQuantity ?? 0);
  return { ...item, quantity };
}

/** The browser's copy of the cart (local storage), read once and then kept in memory. */
export function readLocalCart(): CartItem[] {
  if (snapshot) return snapshot;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    snapshot = Array.isArray(parsed) ? (parsed as CartItem[]).filter((item) => item && typeof item.id === 'number').map(withQuantity) : [];
  } catch {
    snapshot = [];
  }
  return snapshot;
}

/** Replaces the local copy of the cart (the server's list wins, docs/product-rules.md#statuses). */
export function writeLocalCart(items: CartItem[]) {
  version += 1;
  snapshot = items.map(withQuantity);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or disabled: the in-memory copy still serves this page.
  }
  listeners.forEach((listener) => listener());
}

export function localCartVersion(): number {
  return version;
}

/** Calls `listener` when this tab or another one changes the cart. */
export function subscribeLocalCart(listener: () => void): () => void {
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
