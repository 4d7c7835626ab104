/**
 * What `POST /api/Checkout` answers, and where the page goes next:
 * - `payment`: the card page `/payment/{orderId}`;
 * - `bankTransfer`: the bank-transfer result page with the IBAN;
 * - `signIn`: a guest used the e-mail of an existing account; the order went to that account, so
 *   the visitor signs in (a one-time code proves the address) and then pays or reads it there.
 */
export type CheckoutAnswer = {
  orderId: string;
  orderNo: string;
  /** Kuruş. */
  totalAmount: number;
  paymentMethod: 'card' | 'eft';
  next: 'payment' | 'bankTransfer' | 'signIn';
};
