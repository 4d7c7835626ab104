import 'server-only';
import { createCipheriv, createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/config/env';
import { normalizeCode } from './code-format';

export { formatCode, normalizeCode } from './code-format';

/**
 * Signed booking codes (docs/decisions/0090): what the voucher's QR code carries, and the keys of the
 * e-mailed links to a booking's travellers form and voucher. One 16-byte block —
 * purpose (1) · order id (4) · last valid day (2) · HMAC-SHA-256 of those seven bytes (9) — encrypted
 * with AES-256 under a key derived from AUTH_SECRET, then written in Crockford base32 (26 characters,
 * shown in groups of four). Encrypted, the code says nothing (not even the order's number) to anyone
 * without the key; any changed character changes the whole block, and the MAC refuses it.
 */
export type TokenPurpose = 'checkin' | 'travellers' | 'voucher';
const PURPOSES: Record<TokenPurpose, number> = { checkin: 1, travellers: 2, voucher: 3 };

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const EPOCH = Date.UTC(2020, 0, 1);
const DAY = 86_400_000;

let keys: { secret: string; aes: Buffer; mac: Buffer } | undefined;
function derived() {
  const secret = env().AUTH_SECRET;
  if (keys?.secret !== secret) {
    keys = {
      secret,
      aes: createHash('sha256').update(`booking-code:aes:${secret}`).digest(),
      mac: createHash('sha256').update(`booking-code:mac:${secret}`).digest(),
    };
  }
  return keys;
}

function toBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): Buffer | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  return Buffer.from(out);
}

function mac(payload: Buffer): Buffer {
  return createHmac('sha256', derived().mac).update(payload).digest().subarray(0, 9);
}

/** The day number (days since 2020-01-01) of a 'YYYY-MM-DD' date. */
function dayNumber(isoDate: string): number {
  return Math.floor((Date.parse(`${isoDate}T00:00:00Z`) - EPOCH) / DAY);
}

/** A code for an order, valid through `lastValidDay` ('YYYY-MM-DD', on the agency's calendar). */
export function signBookingCode(purpose: TokenPurpose, orderId: number, lastValidDay: string): string {
  const payload = Buffer.alloc(7);
  payload.writeUInt8(PURPOSES[purpose], 0);
  payload.writeUInt32BE(orderId, 1);
  payload.writeUInt16BE(Math.max(0, Math.min(65_535, dayNumber(lastValidDay))), 5);
  const cipher = createCipheriv('aes-256-ecb', derived().aes, null);
  cipher.setAutoPadding(false);
  return toBase32(Buffer.concat([cipher.update(Buffer.concat([payload, mac(payload)])), cipher.final()]));
}

export type CodeCheck = { ok: true; orderId: number } | { ok: false; reason: 'malformed' | 'invalid' | 'expired' };

/** The order a code names, if the code is well-formed, ours, for this purpose and not past its last day. */
export function verifyBookingCode(purpose: TokenPurpose, input: string, today: string): CodeCheck {
  const code = typeof input === 'string' && input.length <= 64 ? normalizeCode(input) : null;
  if (!code) return { ok: false, reason: 'malformed' };
  const bytes = fromBase32(code);
  if (!bytes || bytes.length !== 16) return { ok: false, reason: 'malformed' };
  // 26 characters carry 130 bits: the last two must be zero in a code we wrote.
  if ((ALPHABET.indexOf(code[25]) & 3) !== 0) return { ok: false, reason: 'invalid' };
  const decipher = createDecipheriv('aes-256-ecb', derived().aes, null);
  decipher.setAutoPadding(false);
  const block = Buffer.concat([decipher.update(bytes), decipher.final()]);
  const payload = block.subarray(0, 7);
  if (!timingSafeEqual(block.subarray(7), mac(payload))) return { ok: false, reason: 'invalid' };
  if (payload.readUInt8(0) !== PURPOSES[purpose]) return { ok: false, reason: 'invalid' };
  if (payload.readUInt16BE(5) < dayNumber(today)) return { ok: false, reason: 'expired' };
  return { ok: true, orderId: payload.readUInt32BE(1) };
}
