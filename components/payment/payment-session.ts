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
