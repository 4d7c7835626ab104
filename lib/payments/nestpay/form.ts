import { randomBytes } from 'node:crypto';
import { hashVer3 } from './hash';

export type StoreType = '3D_PAY' | '3D_PAY_HOSTING';
export type CardFields = { pan: string; expiryMonth: string; expiryYear: string; cvv: string };

type GatewayRequest = {
  clientId: string;
  storeKey: string;
  storeType: StoreType;
  /** Dot decimal with two places, e.g. "1450.00". */
  amount: string;
  oid: string;
  okUrl: string;
  failUrl: string;
  callbackUrl?: string;
  lang: 'tr' | 'en';
  email?: string;
  billToName?: string;
  card?: CardFields;
  /** How many installments the bank splits `amount` into; 1 (or absent) is a single payment. */
  installments?: number;
};

/** ISO 4217 numeric code of the Turkish lira. */
export const CURRENCY_TRY = '949';

/**
 * The `taksit` field (docs/bank-gateway.md#installments): empty for a single payment, otherwise the
 * count, as mews/pos sends it and as the published hash vectors carry it. Part of the hash.
 */
export function taksitValue(installments: number): string {
  if (!Number.isInteger(installments) || installments < 1) throw new Error(`not an installment count: ${installments}`);
  return installments > 1 ? String(installments) : '';
}

/** Keeps hashed request values ASCII (docs/bank-gateway.md#hash-version-3): Turkish letters transliterated, others dropped. */
export function asciiOnly(text: string): string {
  const map: Record<string, string> = { ç: 'c', Ç: 'C', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ö: 'o', Ö: 'O', ş: 's', Ş: 'S', ü: 'u', Ü: 'U' };
  return text
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (char) => map[char])
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}

/**
 * The payer's name as the bank gets it: letters, spaces, apostrophes and hyphens only, never a digit
 * or a dot. Hash version 3 signs the values in the order of their names, not the names themselves, so
 * a value the customer typed could be moved under another name without breaking the signature: a name
 * typed as "1.00" sorts right after `amount` (docs/bank-gateway.md#hash-version-3). A name that can
 * never read as a number cannot become the amount.
 */
export function payerName(text: string): string {
  return asciiOnly(text)
    .replace(/[^A-Za-z' -]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
}

/**
 * The fields our page POSTs (through the customer's browser) to the bank's 3-D gate, signed with
 * hash version 3. Card fields appear only for 3D_PAY and are never stored or logged.
 */
export function buildGatewayFields(request: GatewayRequest): Record<string, string> {
  const fields: Record<string, string> = {
    clientid: request.clientId,
    storetype: request.storeType,
    amount: request.amount,
    currency: CURRENCY_TRY,
    oid: request.oid,
    okUrl: request.okUrl,
    failUrl: request.failUrl,
    rnd: randomBytes(12).toString('hex').toUpperCase(),
    lang: request.lang,
    TranType: 'Auth',
    taksit: taksitValue(request.installments ?? 1),
    hashAlgorithm: 'ver3',
  };
  if (request.callbackUrl) fields.callbackUrl = request.callbackUrl;
  if (request.email) fields.email = asciiOnly(request.email);
  const billToName = payerName(request.billToName ?? '');
  if (billToName) fields.BillToName = billToName;
  if (request.storeType === '3D_PAY') {
    if (!request.card) throw new Error('3D_PAY needs the card fields');
    fields.pan = request.card.pan;
    fields.Ecom_Payment_Card_ExpDate_Month = request.card.expiryMonth;
    fields.Ecom_Payment_Card_ExpDate_Year = request.card.expiryYear.slice(-2);
    fields.cv2 = request.card.cvv;
  }
  fields.hash = hashVer3(fields, request.storeKey);
  return fields;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page fragment whose form submits itself to the 3-D gate (docs/product-rules.md#statuses: "html is inserted and auto-submitted"). */
export function autoSubmitHtml(gatewayUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form id="bank-3d-form" method="post" action="${escapeHtml(gatewayUrl)}">${inputs}<noscript><button type="submit">3-D Secure</button></noscript></form>`;
}
