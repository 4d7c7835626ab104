import 'server-only';
import { localizedPath } from '@/lib/seo/urls';
import { isLocale } from '@/i18n/routing';
import { env } from '@/lib/config/env';
import type { CallbackResult } from './card-payment';

/** Where the customer's browser goes after the bank's POST: a 303 so the POST is not repeated. */
export function callbackRedirect(result: CallbackResult): Response {
  const locale = result.locale && isLocale(result.locale) ? result.locale : 'tr';
  const query = new URLSearchParams();
  if (result.orderUUID) query.set('orderId', result.orderUUID);
  let path = '/payment/fail';
  if (result.kind === 'paid') path = '/payment/success';
  else query.set('reason', result.kind === 'failed' ? result.reason : 'unverified');
  const location = `${env().SITE_URL.replace(/\/+$/, '')}${localizedPath(path, locale)}?${query}`;
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
