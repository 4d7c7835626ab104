import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { cartFetchProblem, createCartSync, MAX_CART_FETCH_FAILURES } from '@/components/cart/cart-sync';
import type { CartItem } from '@/components/cart/cart-local';

const line = (id: number) => ({ id, sumPrice: 1000, quantity: 1, adultQuantity: 1, childQuantity: 0, babyQuantity: 0 }) as CartItem;

function harness(fetchCart: () => Promise<CartItem[]>) {
  let version = 0;
  const written: CartItem[][] = [];
  const warnings: string[] = [];
  const sync = createCartSync({
    fetchCart,
    write: (items) => {
      version += 1;
      written.push(items);
    },
    version: () => version,
    wait: async () => undefined,
    warn: (message) => warnings.push(message),
  });
  return { sync, written, warnings, bump: () => (version += 1) };
}

describe('the cart read from the server', () => {
  it('replaces the local copy with the server’s list', async () => {
    const { sync, written } = harness(async () => [line(1), line(2)]);
    expect(await sync()).toBe('synced');
    expect(written).toEqual([[line(1), line(2)]]);
  });

  it('retries three times, then keeps the stored copy and stops asking', async () => {
    const fetchCart = vi.fn(async (): Promise<CartItem[]> => {
      throw new ApiError('timeout', 0);
    });
    const { sync, written, warnings } = harness(fetchCart);
    expect(await sync()).toBe('fallback');
    expect(fetchCart).toHaveBeenCalledTimes(MAX_CART_FETCH_FAILURES + 1);
    expect(written).toEqual([]);
    expect(warnings[0]).toBe('Cart request timed out after 5 s');
    expect(await sync({ force: true })).toBe('fallback');
    expect(fetchCart).toHaveBeenCalledTimes(MAX_CART_FETCH_FAILURES + 1);
  });

  it('resets the failure counter after a success', async () => {
    let calls = 0;
    const { sync } = harness(async () => {
      calls += 1;
      if (calls % 3 !== 0) throw new ApiError('server', 503);
      return [line(calls)];
    });
    expect(await sync()).toBe('synced');
    expect(await sync({ force: true })).toBe('synced');
    expect(calls).toBe(6);
  });

  it('joins a read under way and answers a later caller from the last read unless forced', async () => {
    const fetchCart = vi.fn(async () => [line(1)]);
    const { sync } = harness(fetchCart);
    await Promise.all([sync(), sync(), sync()]);
    await sync();
    expect(fetchCart).toHaveBeenCalledTimes(1);
    await sync({ force: true });
    expect(fetchCart).toHaveBeenCalledTimes(2);
  });

  it('drops a list that arrives after the cart was changed here', async () => {
    let bump = () => 0;
    const { sync, written, bump: change } = harness(async () => {
      bump();
      return [line(9)];
    });
    bump = change;
    expect(await sync()).toBe('synced');
    expect(written).toEqual([]);
  });

  it('words the internal failure as the spec lists it', () => {
    expect(cartFetchProblem(new ApiError('noResponse', 0))).toBe('No response from the server for the cart');
    expect(cartFetchProblem(new ApiError('server', 502))).toBe('Server error 502 while loading the cart');
    expect(cartFetchProblem(new Error('boom'))).toBe('The cart could not be loaded');
  });
});
