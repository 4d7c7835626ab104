import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGatewayFields, payerName } from '@/lib/payments/nestpay/form';
import { fieldText, hashVer3, parseFormBody, verifyHashVer3 } from '@/lib/payments/nestpay/hash';

type Vector = { kind: 'request' | 'response'; fields: Record<string, string>; storeKey: string; expected: string };
// A copy of tests/fixtures/nestpay/vectors.json (mewebstudio/pos outputs, see docs/bank-gateway.md#hash-version-3).
const vectors: Vector[] = JSON.parse(readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'nestpay', 'vectors.json'), 'utf8'));

describe('NestPay hash version 3', () => {
  it('has all eleven published vectors', () => expect(vectors).toHaveLength(11));

  it.each(vectors.map((vector, index) => [index, vector] as const))('reproduces vector #%i', (_index, vector) => {
    expect(hashVer3(vector.fields, vector.storeKey)).toBe(vector.expected);
    if (vector.kind === 'response') expect(verifyHashVer3(vector.fields, vector.storeKey, vector.fields.HASH)).toBe(true);
  });

  it('refuses a callback whose amount, mdStatus or HASH was changed', () => {
    const callback = vectors.find((vector) => vector.kind === 'response')!;
    const { storeKey } = callback;
    expect(verifyHashVer3({ ...callback.fields, amount: '100.01' }, storeKey, callback.fields.HASH)).toBe(false);
    expect(verifyHashVer3({ ...callback.fields, mdStatus: '' }, storeKey, callback.fields.HASH)).toBe(false);
    expect(verifyHashVer3(callback.fields, storeKey, callback.fields.HASH.replace(/^./, 'A'))).toBe(false);
    expect(verifyHashVer3(callback.fields, storeKey, undefined)).toBe(false);
    expect(verifyHashVer3(callback.fields, 'wrong-key', callback.fields.HASH)).toBe(false);
  });

  it('ignores HASH, encoding and NATIONALIDNO in any case', () => {
    const fields = { oid: '1', amount: '10.00' };
    const base = hashVer3(fields, 'k');
    expect(hashVer3({ ...fields, Hash: 'x', ENCODING: 'ISO-8859-9', NationalIdNo: '10000000146' }, 'k')).toBe(base);
  });

  it('escapes backslashes and pipes so values cannot shift', () => {
    expect(hashVer3({ a: 'x|', b: 'y' }, 'k')).not.toBe(hashVer3({ a: 'x', b: '|y' }, 'k'));
    expect(hashVer3({ a: 'x\\', b: 'y' }, 'k')).not.toBe(hashVer3({ a: 'x', b: '\\y' }, 'k'));
  });

  it('hashes an ISO-8859-9 callback by its raw bytes', () => {
    // "ZİRAAT" in Latin-5: İ is 0xDD.
    const body = Buffer.from('merchantName=Z%DDRAAT+BANKASI&oid=42&encoding=ISO-8859-9', 'latin1');
    const entries = parseFormBody(body);
    expect(entries.map(([name]) => name)).toEqual(['merchantName', 'oid', 'encoding']);
    expect(fieldText(entries[0][1], 'ISO-8859-9')).toBe('ZİRAAT BANKASI');
    const raw = hashVer3(entries, 'k');
    expect(raw).not.toBe(hashVer3({ merchantName: 'ZİRAAT BANKASI', oid: '42' }, 'k'));
    expect(raw).toBe(hashVer3([['merchantName', Buffer.from([0x5a, 0xdd, 0x52, 0x41, 0x41, 0x54, 0x20, 0x42, 0x41, 0x4e, 0x4b, 0x41, 0x53, 0x49])], ['oid', '42']], 'k'));
  });
});

describe('the payer’s name in the signed form', () => {
  it('keeps letters, spaces, apostrophes and hyphens, Turkish letters transliterated', () => {
    expect(payerName('Ali Öztürk')).toBe('Ali Ozturk');
    expect(payerName("  Jean-Luc   O'Neil 3. ")).toBe("Jean-Luc O'Neil");
  });

  it('never signs a name that could read as an amount', () => {
    // Hash version 3 signs values in name order: "1.00" right after `amount` could be renamed into it.
    // The numbers left are the merchant's (after `amount` in name order), the amount and the currency.
    expect(payerName('1.00 Ж')).toBe('');
    const fields = buildGatewayFields({ clientId: '190100000', storeKey: 'key', storeType: '3D_PAY_HOSTING', amount: '29000.00', oid: 'A1', okUrl: 'https://x/ok', failUrl: 'https://x/fail', lang: 'tr', billToName: '1.00 Ж' });
    expect(fields).not.toHaveProperty('BillToName');
    expect(Object.values(fields).filter((value) => /^\d+(\.\d+)?$/.test(value))).toEqual(['190100000', '29000.00', '949']);
  });
});

