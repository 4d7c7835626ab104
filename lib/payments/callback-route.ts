import 'server-only';
import { applyBankCallback, type CallbackResult } from './card-payment';
import { callbackRedirect } from './callback-redirect';
import { parseFormBody } from './nestpay/hash';

async function settle(request: Request): Promise<CallbackResult | null> {
  try {
    // The raw bytes, not request.formData(): ISO-8859-9 fields must hash exactly as the bank sent them.
    return await applyBankCallback(parseFormBody(new Uint8Array(await request.arrayBuffer())));
  } catch (error) {
    console.error('[payments] bank callback could not be applied:', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * okUrl and failUrl: the bank posts through the customer's browser, cross-site and without our
 * session cookie. The verified fields decide what happened, not which URL was called.
 */
export async function bankReturn(request: Request): Promise<Response> {
  const result = await settle(request);
  return callbackRedirect(result ?? { kind: 'failed', orderUUID: '', locale: 'tr', reason: 'temporaryProblem' });
}

/** callbackUrl: the bank's server-to-server notice (a shopper who closed the tab during 3-D). */
export async function bankNotice(request: Request): Promise<Response> {
  const result = await settle(request);
  if (!result) return new Response('RETRY', { status: 503 });
  return new Response(result.kind === 'unverified' ? 'REJECTED' : 'OK', { status: result.kind === 'unverified' ? 400 : 200 });
}
