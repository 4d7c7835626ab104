import 'server-only';
import { applyBankCallback, type CallbackResult } from './card-payment';
import { callbackRedirect } from './callback-redirect';
import { parseFormBody } from './nestpay/hash';
import { BODY_LIMITS, readBodyOrRefuse } from '@/lib/http/body';
import { logError } from '@/lib/log';
import { applyQueuedInvalidations } from '@/lib/catalog/cache-runtime';
import { recordEvent } from '@/lib/ops/events';

async function settle(request: Request): Promise<CallbackResult | Response | null> {
  await applyQueuedInvalidations();
  // The raw bytes, not request.formData(): ISO-8859-9 fields must hash exactly as the bank sent them.
  // At most BODY_LIMITS.form of them: a larger post is answered 413 (lib/http/body.ts).
  const body = await readBodyOrRefuse(request, BODY_LIMITS.form);
  if (body instanceof Response) return body;
  try {
    const result = await applyBankCallback(parseFormBody(body));
    if (result.kind === 'unverified') recordEvent({ name: 'callback.rejected', reason: result.orderUUID ? 'not-verified' : 'unknown-attempt' });
    return result;
  } catch (error) {
    logError('payments', error, 'bank callback could not be applied');
    return null;
  }
}

/**
 * okUrl and failUrl: the bank posts through the customer's browser, cross-site and without our
 * session cookie. The verified fields decide what happened, not which URL was called.
 */
export async function bankReturn(request: Request): Promise<Response> {
  const result = await settle(request);
  if (result instanceof Response) return result;
  return callbackRedirect(result ?? { kind: 'failed', orderUUID: '', locale: 'tr', code: 'SystemError' });
}

/** callbackUrl: the bank's server-to-server notice (a shopper who closed the tab during 3-D). */
export async function bankNotice(request: Request): Promise<Response> {
  const result = await settle(request);
  if (result instanceof Response) return result;
  if (!result) return new Response('RETRY', { status: 503 });
  return new Response(result.kind === 'unverified' ? 'REJECTED' : 'OK', { status: result.kind === 'unverified' ? 400 : 200 });
}
