import { postJson, request } from '@/lib/api/client';
import type { CartAddInput } from '@/lib/cart/cart-schema';
import { writeLocalCart, type CartItem } from './cart-local';

/**
 * The cart's writes. Each answer carries the whole cart as the server now has it, which replaces
 * the local copy (docs/product-rules.md#statuses: adding or removing updates local storage, clearing empties it).
 */
export async function addCartItem(input: CartAddInput): Promise<CartItem> {
  const { item, items } = await postJson<{ item: CartItem; items: CartItem[] }>('VWShoppingCarts', input);
  writeLocalCart(items);
  return item;
}

export async function removeCartItem(id: number): Promise<void> {
  const { items } = await request<{ items: CartItem[] }>(`VWShoppingCarts/${id}`, { method: 'delete' });
  writeLocalCart(items);
}

export async function emptyCart(): Promise<void> {
  await request<{ items: CartItem[] }>('VWShoppingCarts', { method: 'delete' });
  writeLocalCart([]);
}
