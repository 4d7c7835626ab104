import { randomUUID } from 'node:crypto';

/** The checkout form as a customer sends it (lib/orders/checkout-schema.ts): a new address and key each time. */
export const checkoutForm = (paymentMethod: 'card' | 'eft', overrides: Record<string, unknown> = {}) => ({
  reservationName: 'Deniz',
  reservationSurName: 'Aydın',
  reservationEmail: `deniz-${randomUUID().slice(0, 8)}@example.com`,
  reservationPhone: '0532 123 45 67',
  reservationAddress: 'Moda Cad. 12, Kadıköy, İstanbul',
  reservationTckn: '',
  reservationTaxNo: '',
  reservationTaxOffice: '',
  paymentMethod,
  acceptPreInformation: true,
  acceptDistanceSales: true,
  idempotencyKey: randomUUID(),
  ...overrides,
});
