import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { getDb } from '@/lib/db/client';
import { startCardPayment } from '@/lib/payments/card-payment';
import { chooseInstallments } from '@/lib/payments/installments/rules';
import { orderToPay } from '@/lib/payments/payer';
import { cardPaymentRequestSchema } from '@/lib/payments/requests';
import { enforcePaymentStartLimit } from '@/lib/security/rate-limit';

/**
 * Spec call 9: the card form of /payment/{orderId} (store type 3D_PAY). Answers `{ success, html }`:
 * a form that the page inserts and submits to the bank's 3-D gate. The card fields live only in this
 * request's memory and in that form.
 */
export const POST = route(async (request, { locale }) => {
  await enforcePaymentStartLimit(request);
  const body = await parseJson(request, cardPaymentRequestSchema);
  // What is due now (the deposit, the whole amount or the balance) is the server's; the page's amount must match it.
  const order = await orderToPay(request, body.orderId, body.balanceToken);
  if (Math.round(body.amount * 100) !== order.amountDue) throw new HttpError(400, 'invalidPaymentAmount');
  // The count is the browser's wish; whether it is allowed and what it costs is decided here (the card's programme by its first digits).
  const installments = await chooseInstallments(await getDb(), { orderId: order.id, amountKurus: order.amountDue, count: body.installments, card: { cardNumber: body.cardNumber }, locale, expectedChargeKurus: body.expectedCharge });
  const start = await startCardPayment(order, {
    lang: locale === 'tr' ? 'tr' : 'en',
    installments,
    card: { pan: body.cardNumber, expiryMonth: body.cardExpireMonth, expiryYear: body.cardExpireYear, cvv: body.cardCVV },
  });
  return ok({ success: true, html: start.html }, translator(locale)('api.paymentStarted'));
});
