import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * NestPay (Asseco/Payten) hash version 3 — docs/bank-gateway.md#hash-version-3. The same function signs our request
 * form and verifies the bank's callback. Values are bytes so that a callback posted in ISO-8859-9
 * hashes exactly as the bank hashed it.
 */
export type FormEntry = readonly [name: string, value: string | Uint8Array];

const EXCLUDED = new Set(['hash', 'encoding', 'nationalidno']);

/** Upper-case (ASCII) fold, then ordinal compare: `_` sorts after letters, as the bank sorts. */
function compareNames(a: string, b: string): number {
  const x = a.toUpperCase();
  const y = b.toUpperCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

const BACKSLASH = 0x5c;
const PIPE = 0x7c;

/** `\` → `\\`, then `|` → `\|`, on bytes (both are single ASCII bytes in UTF-8 and ISO-8859-9). */
function escapeBytes(value: Uint8Array): Buffer {
  const out: number[] = [];
  for (const byte of value) {
    if (byte === BACKSLASH || byte === PIPE) out.push(BACKSLASH);
    out.push(byte);
  }
  return Buffer.from(out);
}

const toBytes = (value: string | Uint8Array) => (typeof value === 'string' ? Buffer.from(value, 'utf8') : value);

/** base64(SHA-512(v1|v2|…|storeKey)) over every field but hash/encoding/nationalidno. */
export function hashVer3(fields: Iterable<FormEntry> | Record<string, string>, storeKey: string): string {
  const entries: FormEntry[] = Symbol.iterator in Object(fields) ? [...(fields as Iterable<FormEntry>)] : Object.entries(fields);
  const hashed = entries.filter(([name]) => !EXCLUDED.has(name.toLowerCase())).sort(([a], [b]) => compareNames(a, b));
  const separator = Buffer.from('|');
  const parts: Buffer[] = [];
  for (const [, value] of hashed) parts.push(escapeBytes(toBytes(value)), separator);
  parts.push(escapeBytes(toBytes(storeKey)));
  return createHash('sha512').update(Buffer.concat(parts)).digest('base64');
}

/** Constant-time check of a posted HASH against the fields it came with. */
export function verifyHashVer3(fields: Iterable<FormEntry> | Record<string, string>, storeKey: string, posted: string | undefined): boolean {
  if (!posted) return false;
  const expected = Buffer.from(hashVer3(fields, storeKey));
  const actual = Buffer.from(posted);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function percentDecode(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '+') bytes.push(0x20);
    else if (char === '%' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(char, 'latin1'));
  }
  return Buffer.from(bytes);
}

/**
 * Reads an application/x-www-form-urlencoded body into (name, raw bytes) pairs, without decoding
 * values as UTF-8 (request.formData() would corrupt ISO-8859-9 callback fields).
 */
export function parseFormBody(body: Uint8Array): FormEntry[] {
  const text = Buffer.from(body).toString('latin1');
  if (!text) return [];
  return text.split('&').filter(Boolean).map((pair) => {
    const at = pair.indexOf('=');
    const name = percentDecode(at < 0 ? pair : pair.slice(0, at)).toString('latin1');
    const value = at < 0 ? Buffer.alloc(0) : percentDecode(pair.slice(at + 1));
    return [name, value] as const;
  });
}

/** A field's text: UTF-8 unless the callback declared ISO-8859-9 (Turkish Latin-5). */
export function fieldText(value: string | Uint8Array, encoding = 'utf-8'): string {
  if (typeof value === 'string') return value;
  const label = /8859-9|latin-?5|windows-1254/i.test(encoding) ? 'windows-1254' : 'utf-8';
  return new TextDecoder(label).decode(value);
}
