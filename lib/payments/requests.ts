import { z } from 'zod';
import { cardSchema } from './card-schema';
import { MAX_INSTALLMENTS } from './installments/plans';

/** An installment count as a form or JSON sends it (1: a single payment). */
const installmentCount = z.coerce
  .number({ error: () => 'installmentCount' })
  .int('installmentCount')
  .min(1, 'installmentCount')
  .max(MAX_INSTALLMENTS, 'installmentCount');

/** A charge in kuruş as the page showed it. */
const expectedCharge = z.coerce.number({ error: () => 'invalidAmount' }).int('invalidAmount').min(1, 'invalidAmount').max(2_147_483_647, 'invalidAmount');

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
    /** How many installments the customer chose (docs/booking-and-payments.md "Installments"); the server prices them. */
    installments: installmentCount.default(1),
    /** What the page said the card is charged (kuruş, the installment cost included); another amount is a 409. */
    expectedCharge: expectedCharge.optional(),
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
  /** The spec's field: empty for a single payment, else the installment count. */
  Installment: z
    .union([z.string().trim().max(2), z.number()])
    .default('')
    .transform((value): unknown => (value === '' ? 1 : value))
    .pipe(installmentCount),
  /** What the page said the card is charged (kuruş, the installment cost included); another amount is a 409. */
  ExpectedCharge: expectedCharge.optional(),
  /** The card programme the customer chose for the installments (the bank's page takes the card): its id. */
  InstallmentProgramme: z.coerce.number({ error: () => 'oneOf' }).int('oneOf').positive('oneOf').max(2_147_483_647, 'oneOf').optional(),
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
