import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { getDb } from '@/lib/db/client';
import { startCardPayment } from '@/lib/payments/card-payment';
import { chooseInstallments } from '@/lib/payments/installments/rules';
import { orderToPay } from '@/lib/payments/payer';
import { gatewayInitiateSchema, missingGatewayFields, parseAmount } from '@/lib/payments/requests';
import { enforcePaymentStartLimit } from '@/lib/security/rate-limit';

/**
 * Spec call 10: the bank-gateway flow (store type 3D_PAY_HOSTING): answers `{ gatewayUrl, formData }`
 * for the page to post to the bank, whose own page takes the card.
 */
export const POST = route(async (request, { locale }) => {
  await enforcePaymentStartLimit(request);
  const body = await parseJson(request, gatewayInitiateSchema);
  const missing = missingGatewayFields(body);
  if (missing.length) throw new HttpError(400, 'paymentFieldsMissing', { list: missing.join(', ') });
  const amount = parseAmount(body.Amount);
  if (amount === null) throw new HttpError(400, 'invalidPaymentAmount');
  const order = await orderToPay(request, body.OrderId, body.BalanceToken);
  if (Math.round(amount * 100) !== order.amountDue) throw new HttpError(400, 'invalidPaymentAmount');
  // The bank's page takes the card, so the customer named the card's programme here; the server prices the count.
  const installments = await chooseInstallments(await getDb(), { orderId: order.id, amountKurus: order.amountDue, count: body.Installment, card: { programmeId: body.InstallmentProgramme ?? null }, locale, expectedChargeKurus: body.ExpectedCharge });
  const start = await startCardPayment(order, { lang: locale === 'tr' ? 'tr' : 'en', installments });
  return ok({ gatewayUrl: start.gatewayUrl, formData: start.formData });
});
