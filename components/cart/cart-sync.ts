import { getJson } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { localCartVersion, writeLocalCart, type CartItem } from './cart-local';

/** docs/product-rules.md#http-calls call 3 and §9: the cart list is read with a 5 s abort and given up after 3 failed retries. */
export const CART_FETCH_TIMEOUT_MS = 5_000;
export const MAX_CART_FETCH_FAILURES = 3;
const RETRY_DELAY_MS = 1_000;

/** How a sync ended: the server's list replaced the local copy, or the stored copy stays. */
export type CartSyncResult = 'synced' | 'fallback';

/** docs/product-rules.md#errors: the internal message of a failed cart fetch (logged; the page shows the stored copy). */
export function cartFetchProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'timeout') return `Cart request timed out after ${CART_FETCH_TIMEOUT_MS / 1000} s`;
    if (error.kind === 'noResponse') return 'No response from the server for the cart';
    if (error.status > 0) return `Server error ${error.status} while loading the cart`;
  }
  return 'The cart could not be loaded';
}

type SyncDeps = {
  fetchCart: () => Promise<CartItem[]>;
  write: (items: CartItem[]) => void;
  version: () => number;
  wait: (ms: number) => Promise<void>;
  warn: (message: string) => void;
};

/**
 * The cart's read from the server. One read runs at a time (later callers join it). Every failure
 * counts; after the counter passes 3 the server is not asked again on this page and the stored copy
 * stands. A success resets the counter. A list that arrives after the cart was changed here (an
 * add or a remove answered in the meantime) is dropped: it is older than what is shown.
 */
export function createCartSync(deps: SyncDeps) {
  let failures = 0;
  let inFlight: Promise<CartSyncResult> | null = null;
  let last: CartSyncResult | null = null;

  async function run(): Promise<CartSyncResult> {
    while (failures <= MAX_CART_FETCH_FAILURES) {
      const started = deps.version();
      try {
        const items = await deps.fetchCart();
        failures = 0;
        if (deps.version() === started) deps.write(items);
        return 'synced';
      } catch (error) {
        failures += 1;
        deps.warn(cartFetchProblem(error));
        if (failures <= MAX_CART_FETCH_FAILURES) await deps.wait(RETRY_DELAY_MS);
      }
    }
    return 'fallback';
  }

  /** `force` reads again even when an earlier read of this page already answered. */
  return function sync({ force = false }: { force?: boolean } = {}): Promise<CartSyncResult> {
    if (inFlight) return inFlight;
    if (last && !force) return Promise.resolve(last);
    if (failures > MAX_CART_FETCH_FAILURES) return Promise.resolve<CartSyncResult>('fallback');
    inFlight = run().then((result) => {
      last = result;
      inFlight = null;
      return result;
    });
    return inFlight;
  };
}

export const syncCart = createCartSync({
  fetchCart: async () =>
    (await getJson<{ items: CartItem[] }>('VWShoppingCarts', { searchParams: { PageIndex: 0, PageSize: 100 }, timeout: CART_FETCH_TIMEOUT_MS })).items,
  write: writeLocalCart,
  version: localCartVersion,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  warn: (message) => console.warn(`[cart] ${message}; showing the stored copy`),
});
