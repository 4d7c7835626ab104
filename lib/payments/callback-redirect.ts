import 'server-only';
import { localizedPath } from '@/lib/seo/urls';
import { isLocale } from '@/i18n/routing';
import { env } from '@/lib/config/env';
import type { CallbackResult } from './card-payment';
import { failureQuery } from './failure';

/** Where the customer's browser goes after the bank's POST: a 303 so the POST is not repeated. */
export function callbackRedirect(result: CallbackResult): Response {
  const locale = result.locale && isLocale(result.locale) ? result.locale : 'tr';
  const orderId = result.orderUUID || undefined;
  let path = '/payment/fail';
  let query: URLSearchParams;
  if (result.kind === 'paid') {
    path = '/payment/success';
    query = new URLSearchParams(orderId ? { orderId } : {});
  } else if (result.kind === 'failed') {
    query = failureQuery(orderId, { kind: 'bank', code: result.code, reason: result.reason });
  } else {
    // Our check of the answer failed (hash, merchant, amount): a security verification error.
    query = failureQuery(orderId, { kind: 'bank', code: 'SecurityError', reason: 'unverified' });
  }
  const location = `${env().SITE_URL.replace(/\/+$/, '')}${localizedPath(path, locale)}?${query}`;
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
