import { getSessionUser } from '@/lib/auth/session';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { getDb } from '@/lib/db/client';
import { startCardPayment, payableOrder } from '@/lib/payments/card-payment';
import { chooseInstallments } from '@/lib/payments/installments/rules';
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
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, 'unauthorized');
  const order = await payableOrder(body.orderId, user.id);
  if (Math.round(body.amount * 100) !== order.totalAmount) throw new HttpError(400, 'invalidPaymentAmount');
  // The count is the browser's wish; whether it is allowed and what it costs is decided here (the card's programme by its first digits).
  const installments = await chooseInstallments(await getDb(), { orderId: order.id, amountKurus: order.totalAmount, count: body.installments, card: { cardNumber: body.cardNumber }, locale });
  const start = await startCardPayment(order, {
    lang: locale === 'tr' ? 'tr' : 'en',
    installments,
    card: { pan: body.cardNumber, expiryMonth: body.cardExpireMonth, expiryYear: body.cardExpireYear, cvv: body.cardCVV },
  });
  return ok({ success: true, html: start.html }, translator(locale)('api.paymentStarted'));
});
