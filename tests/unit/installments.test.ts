import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGatewayFields, taksitValue } from '@/lib/payments/nestpay/form';
import { hashVer3, verifyHashVer3 } from '@/lib/payments/nestpay/hash';
import { formatPlanLine, installmentCost, installmentOption, installmentOptions, parsePlanLine } from '@/lib/payments/installments/plans';
import { installmentProgrammeSchema } from '@/lib/admin/schemas/installment-programme';
import { installmentCapSchema } from '@/lib/admin/schemas/installment-cap';
import { gatewayInitiateSchema } from '@/lib/payments/requests';
import { MAX_INSTALLMENTS } from '@/lib/payments/installments/plans';
import { translator } from '@/lib/i18n/messages';
import { locales } from '@/i18n/routing';

type Vector = { kind: 'request' | 'response'; fields: Record<string, string>; storeKey: string; expected: string };
// The published NestPay vectors (docs/bank-gateway.md#hash-version-3): every one carries `taksit`, empty.
const vectors: Vector[] = JSON.parse(readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'nestpay', 'vectors.json'), 'utf8'));

describe('installment figures', () => {
  it('cost: a percentage of the amount due, rounded half up to the kuruş', () => {
    expect(installmentCost(300_000, 320)).toBe(9_600);
    expect(installmentCost(145_050, 345)).toBe(5_004); // 5 004.225 kuruş
    expect(installmentCost(145_070, 345)).toBe(5_005); // 5 004.915
    expect(installmentCost(100, 50)).toBe(1); // 0.5 kuruş rounds up
    expect(installmentCost(99, 50)).toBe(0);
    expect(installmentCost(300_000, 0)).toBe(0);
  });

  it('the total is the amount due plus the cost, and the installments add up to it exactly', () => {
    for (const [amount, count, rate] of [[300_000, 3, 320], [145_050, 9, 1035], [100_001, 12, 1380], [1_000, 7, 0]]) {
      const option = installmentOption(amount, { count, rateBps: rate });
      expect(option.totalKurus).toBe(amount + option.costKurus);
      expect(option.firstKurus + option.monthlyKurus * (count - 1)).toBe(option.totalKurus);
      expect(option.firstKurus - option.monthlyKurus).toBeGreaterThanOrEqual(0);
      expect(option.firstKurus - option.monthlyKurus).toBeLessThan(count);
    }
    expect(installmentOption(100_000, { count: 3, rateBps: 0 })).toEqual({ count: 3, rateBps: 0, costKurus: 0, totalKurus: 100_000, monthlyKurus: 33_333, firstKurus: 33_334 });
  });

  it('offers a programme’s counts within the limit and above the smallest installment, in order', () => {
    const plans = [{ count: 12, rateBps: 1200 }, { count: 3, rateBps: 300 }, { count: 6, rateBps: 600 }];
    expect(installmentOptions(300_000, plans, 12).map((option) => option.count)).toEqual([3, 6, 12]);
    expect(installmentOptions(300_000, plans, 6).map((option) => option.count)).toEqual([3, 6]);
    expect(installmentOptions(300_000, plans, 1)).toEqual([]);
    // 12 × ~280 TL is below a 500 TL minimum; 6 × ~530 TL is not.
    expect(installmentOptions(300_000, plans, 12, 50_000).map((option) => option.count)).toEqual([3, 6]);
    // A programme without a minimum still never splits into installments under 1 lira: 5 TL in 6 or 12 is not offered.
    expect(installmentOptions(500, plans, 12, 0).map((option) => option.count)).toEqual([3]);
  });

  it('the dashboard cannot allow more than the legal 12 installments, nor any for tours abroad', () => {
    const cap = (travelScope: string, maxInstallments: number) => installmentCapSchema.safeParse({ travelScope, maxInstallments, source: 'BDDK' });
    expect(cap('domestic', 12).success).toBe(true);
    expect(cap('domestic', 18).success).toBe(false);
    expect(cap('abroad', 1).success).toBe(true);
    const abroad = cap('abroad', 12);
    expect(abroad.success).toBe(false);
    expect(abroad.error?.issues).toEqual([expect.objectContaining({ path: ['maxInstallments'], message: 'installmentsAbroad' })]);
    expect(parsePlanLine('18: 20')).toBeNull();
  });

  it('reads and writes the dashboard’s plan lines', () => {
    expect(parsePlanLine('3: 4.25')).toEqual({ count: 3, rateBps: 425 });
    expect(parsePlanLine(' 6 = 6,5 % ')).toEqual({ count: 6, rateBps: 650 });
    expect(parsePlanLine('12x0')).toEqual({ count: 12, rateBps: 0 });
    for (const bad of ['1: 0', '37: 1', '3: 50.01', '3', 'üç: 2', '3: -1', '3: 1.234']) expect(parsePlanLine(bad)).toBeNull();
    expect(formatPlanLine({ count: 9, rateBps: 1035 })).toBe('9: 10.35');
    const parsed = installmentProgrammeSchema.safeParse({ name: 'Bonus', banks: '', plans: ['6: 6.9', '', '3: 3.45'], minInstallmentKurus: '100', isActive: true, orderNo: 0 });
    expect(parsed.success && parsed.data).toMatchObject({ plans: [{ count: 3, rateBps: 345 }, { count: 6, rateBps: 690 }], minInstallmentKurus: 10_000 });
  });
});

describe('the installment count in the NestPay request (taksit)', () => {
  it('is empty for a single payment and the count otherwise', () => {
    expect(taksitValue(1)).toBe('');
    expect(taksitValue(3)).toBe('3');
    expect(() => taksitValue(0)).toThrow();
    expect(() => taksitValue(2.5)).toThrow();
  });

  it('hashes like the published vectors: their empty taksit is signed, and another count breaks their hash', () => {
    const withTaksit = vectors.filter((vector) => 'taksit' in vector.fields);
    expect(withTaksit.length).toBeGreaterThanOrEqual(10);
    for (const vector of withTaksit) {
      expect(hashVer3(vector.fields, vector.storeKey)).toBe(vector.expected);
      expect(hashVer3({ ...vector.fields, taksit: '3' }, vector.storeKey)).not.toBe(vector.expected);
    }
    // Vector #4 is the request shape we send (TranType, taksit, callbackUrl).
    const request = vectors[4];
    expect(Object.keys(request.fields)).toEqual(expect.arrayContaining(['TranType', 'taksit', 'callbackUrl']));
    const callback = vectors[2];
    expect(verifyHashVer3({ ...callback.fields, taksit: '6' }, callback.storeKey, callback.fields.HASH)).toBe(false);
  });

  it('is part of our signed form, under one name only', () => {
    const base = { clientId: '190100000', storeKey: '123456', storeType: '3D_PAY_HOSTING' as const, amount: '3096.00', oid: 'A1', okUrl: 'https://x/ok', failUrl: 'https://x/fail', lang: 'tr' as const };
    const single = buildGatewayFields(base);
    const three = buildGatewayFields({ ...base, installments: 3 });
    expect(single.taksit).toBe('');
    expect(three.taksit).toBe('3');
    expect(three.Instalment).toBeUndefined();
    expect(verifyHashVer3(three, '123456', three.hash)).toBe(true);
    expect(verifyHashVer3({ ...three, taksit: '6' }, '123456', three.hash)).toBe(false);
  });
});

describe('an installment count out of range', () => {
  it.each(locales)('is refused with a sentence in %s that names the range the code allows', (locale) => {
    const count = (value: unknown) => gatewayInitiateSchema.shape.Installment.safeParse(value);
    expect(count(MAX_INSTALLMENTS).success).toBe(true);
    for (const bad of [0, MAX_INSTALLMENTS + 1, 2.5, 'üç']) {
      const result = count(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('installmentCount');
    }
    // The sentence says the range in words (its key carries no values): it must follow the constant.
    const sentence = translator(locale)('validation.installmentCount');
    expect(sentence).toMatch(new RegExp(`\\b1\\b.*\\b${MAX_INSTALLMENTS}\\b`));
  });
});
