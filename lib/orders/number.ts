/**
 * The order number: the one name of an order that people read, type and say (docs/decisions/0070).
 * The first 8 characters of the order's UUID in capitals, without a '#': "A6D94EE8". The same on
 * every page, in every e-mail, in the dashboard, in the CSV export and in the transfer description.
 * Client-safe (the bookings and payment pages use it too).
 */
export function orderNumber(order: string | { orderUUID: string }): string {
  const uuid = typeof order === 'string' ? order : order.orderUUID;
  return uuid.slice(0, 8).toUpperCase();
}

/**
 * What to look for in the order's UUID when staff type an order number, however they write it:
 * "#a6d94ee8", "A6D9 4EE8" or "a6d94ee8" all find order A6D94EE8. Null when the text is not an
 * order number (the search then treats it as a name, address or phone).
 */
export function orderNumberQuery(typed: string): string | null {
  const compact = typed.trim().replace(/^#/, '').replace(/[\s-]/g, '');
  return /^[0-9a-f]{8}$/i.test(compact) ? compact.toLowerCase() : null;
}
