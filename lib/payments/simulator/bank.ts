import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/config/env';
import { hashVer3, verifyHashVer3 } from '../nestpay/hash';
import { maskPan, requestedInstallments, scenarioFor } from './scenarios';

/**
 * The built-in stand-in for the bank's 3-D gate. It speaks NestPay's protocol: it refuses a request
 * whose hash does not verify with the store key, runs a 3-D step, and posts a signed result back to
 * okUrl or failUrl through the browser. It keeps no state: what it carries between its pages is
 * signed, and card numbers never leave the request they arrive in.
 */
const CARD_FIELDS = ['pan', 'cv2', 'Ecom_Payment_Card_ExpDate_Month', 'Ecom_Payment_Card_ExpDate_Year', 'cardType'];

function seal(payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', env().AUTH_SECRET).update(`bank-simulator.${body}`).digest('base64url');
  return `${body}.${mac}`;
}

function unseal<T>(token: string): T | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(createHmac('sha256', env().AUTH_SECRET).update(`bank-simulator.${body}`).digest('base64url'));
  const actual = Buffer.from(mac);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
}

/**
 * A bank only ever returns to the merchant it serves: okUrl and failUrl must be http(s) addresses on
 * this site's own origin (SITE_URL), never `javascript:` or another host (docs/booking-and-payments.md).
 */
function isOwnReturnUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const target = new URL(value);
    return (target.protocol === 'https:' || target.protocol === 'http:') && target.origin === new URL(env().SITE_URL).origin;
  } catch {
    return false;
  }
}

type GateRequest = Record<string, string>;
type Carried = { request: GateRequest; pan?: string };

/** Step 1: the merchant's form arrives. Returns what to show next, or why the bank refuses it. */
export function receiveGateRequest(fields: GateRequest): { kind: 'refused'; reason: string } | { kind: 'cardForm' | 'challenge'; state: string; amount: string; installments: number; maskedPan?: string } {
  const { NESTPAY_CLIENT_ID: clientId, NESTPAY_STORE_KEY: storeKey } = env();
  if (fields.clientid !== clientId) return { kind: 'refused', reason: 'Unknown merchant (clientid).' };
  if (!verifyHashVer3(fields, storeKey, fields.hash ?? fields.HASH)) return { kind: 'refused', reason: 'Hash verification failed: the request was not signed with the store key.' };
  if (!/^\d+\.\d{2}$/.test(fields.amount ?? '') || !fields.oid || !fields.okUrl || !fields.failUrl) return { kind: 'refused', reason: 'Missing or malformed amount, oid, okUrl or failUrl.' };
  if (!isOwnReturnUrl(fields.okUrl) || !isOwnReturnUrl(fields.failUrl)) return { kind: 'refused', reason: 'okUrl and failUrl must be addresses of the merchant’s own site.' };
  // The installment count is signed with the rest (a changed `taksit` failed the hash above).
  const installments = requestedInstallments(fields);
  if (installments === null) return { kind: 'refused', reason: 'Taksit tablosu icin gecersiz deger: the installment count (taksit) must be empty or a whole number from 2.' };
  const request = Object.fromEntries(Object.entries(fields).filter(([name]) => !CARD_FIELDS.includes(name) && name.toLowerCase() !== 'hash'));
  if (fields.storetype?.toUpperCase() === '3D_PAY_HOSTING') return { kind: 'cardForm', state: seal({ request }), amount: fields.amount, installments };
  const pan = (fields.pan ?? '').replace(/\D/g, '');
  return { kind: 'challenge', state: seal({ request, pan }), amount: fields.amount, installments, maskedPan: maskPan(pan) };
}

/** Step 2 (3D_PAY_HOSTING only): the bank's own card page was filled in. */
export function receiveHostedCard(state: string, pan: string): { state: string; amount: string; installments: number; maskedPan: string } | null {
  const carried = unseal<Carried>(state);
  if (!carried) return null;
  const digits = pan.replace(/\D/g, '');
  return { state: seal({ request: carried.request, pan: digits }), amount: carried.request.amount, installments: requestedInstallments(carried.request) ?? 1, maskedPan: maskPan(digits) };
}

/** Step 3: the cardholder answered the 3-D challenge. Returns the signed fields to post back. */
export function completeChallenge(state: string, authenticated: boolean): { action: string; fields: Record<string, string> } | null {
  const carried = unseal<Carried>(state);
  if (!carried) return null;
  const { request, pan = '' } = carried;
  if (!isOwnReturnUrl(request.okUrl) || !isOwnReturnUrl(request.failUrl)) return null;
  const scenario = scenarioFor(pan, authenticated, requestedInstallments(request) ?? 1);
  const approved = scenario.Response === 'Approved' && scenario.ProcReturnCode === '00';
  const now = new Date();
  const stamp = `${now.toISOString().slice(0, 10).replace(/-/g, '')} ${now.toISOString().slice(11, 19)}`;
  const fields: Record<string, string> = {
    ...request,
    mdStatus: scenario.mdStatus,
    mdErrorMsg: scenario.mdStatus === '1' ? 'Authenticated' : scenario.mdStatus === '0' ? 'Not authenticated' : 'Attempt',
    MaskedPan: maskPan(pan),
    EXTRA_TRXDATE: stamp,
    ErrMsg: scenario.ErrMsg ?? '',
  };
  if (scenario.Response) {
    fields.Response = scenario.Response;
    fields.ProcReturnCode = scenario.ProcReturnCode ?? '';
    fields.TransId = `SIM${randomBytes(6).toString('hex').toUpperCase()}`;
    fields.AuthCode = approved ? String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)) : '';
    fields.HostRefNum = approved ? String(Date.now()).slice(-12) : '';
  }
  fields.HASH = hashVer3(fields, env().NESTPAY_STORE_KEY);
  return { action: approved ? request.okUrl : request.failUrl, fields };
}
