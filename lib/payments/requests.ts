import { z } from 'zod';
import { cardSchema } from './card-schema';

/** docs/product-rules.md#bookings "Card payment request" (the 3D_PAY flow: our page takes the card). */
export const cardPaymentRequestSchema = z
  .object({
    orderId: z.uuid(),
    amount: z.coerce.number(),
    currency: z.literal('TRY').default('TRY'),
    language: z.enum(['tr', 'en', 'ru']).default('tr'),
    clientIp: z.string().max(64).optional(),
    successUrl: z.string().max(500).optional(),
    failUrl: z.string().max(500).optional(),
    /** The balance link's token (docs/decisions/0083), when paying from an e-mail. */
    balanceToken: z.string().max(1000).optional(),
  })
  .and(cardSchema);

/**
 * docs/product-rules.md#bookings "Initiate request" (the 3D_PAY_HOSTING flow: the bank's page takes the card). The spec's
 * §5 checks and sentences apply; the return URLs the browser sends are checked for presence but the
 * server always uses its own (a browser must not choose where the bank reports).
 */
export const gatewayInitiateSchema = z.object({
  Amount: z.union([z.string(), z.number()]).optional(),
  Currency: z.string().optional(),
  OrderId: z.uuid(),
  Description: z.string().max(100).default('Sipariş Ödemesi'),
  CustomerIp: z.string().max(64).optional(),
  Installment: z.string().max(2).default(''),
  OkUrl: z.string().max(500).optional(),
  FailUrl: z.string().max(500).optional(),
  BalanceToken: z.string().max(1000).optional(),
});

type GatewayInitiate = z.infer<typeof gatewayInitiateSchema>;

/** docs/product-rules.md#validation: the required gateway fields that are missing or empty, in the spec's names. */
export function missingGatewayFields(request: GatewayInitiate): string[] {
  const required = ['Amount', 'Currency', 'CustomerIp', 'OkUrl', 'FailUrl'] as const;
  return required.filter((name) => request[name] === undefined || String(request[name]).trim() === '');
}

/** docs/product-rules.md#validation: the amount must be a number above zero. */
export function parseAmount(value: string | number | undefined): number | null {
  const amount = typeof value === 'number' ? value : Number(String(value ?? '').replace(',', '.'));
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** docs/product-rules.md: the failure report of the payment failure page. */
export const paymentFailReportSchema = z.object({
  orderId: z.string().max(64).optional(),
  errorMessage: z.string().max(500).default(''),
});
