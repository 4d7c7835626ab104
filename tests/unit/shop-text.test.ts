import { describe, expect, it } from 'vitest';
import { departureLabel } from '@/lib/cart/departure-label';
import { legalValues, travellers, type DocumentWords } from '@/lib/orders/legal-text';
import { newIdempotencyKey } from '@/components/checkout/idempotency-key';
import { isOrderId, paymentFailPath, reasonKey, resultPagePath } from '@/components/payment/payment-paths';

const words: DocumentWords = (key, values = {}) =>
  ({
    line: `${values.tour} — ${values.date} — ${values.people} — ${values.total}`,
    adults: `${values.count} yetişkin`,
    children: `${values.count} çocuk`,
    babies: `${values.count} bebek`,
    notGiven: '(henüz girilmedi)',
  })[key];

describe('the legal documents’ values', () => {
  it('names only the kinds of traveller that come', () => {
    expect(travellers({ adultQuantity: 2, childQuantity: 0, babyQuantity: 1 }, words)).toBe('2 yetişkin, 1 bebek');
  });

  it('fills the seller, the customer, the lines and the total; blanks read as not given', () => {
    const values = legalValues(
      {
        parties: { company: 'Anatolia', mersis: '', tursab: 'A-1', address: 'İstanbul', phone: '+90 212', email: 'info@x', site: 'https://x/' },
        customer: { name: 'Deniz', surname: 'Aydın', email: '', phone: '' },
        lines: [
          { tourName: 'Balon', startsOn: '2030-06-01', startTime: '08:00', adultQuantity: 2, childQuantity: 1, babyQuantity: 0, lineTotal: 390000 },
          { tourName: 'Efes', startsOn: '2030-06-02', startTime: null, adultQuantity: 1, childQuantity: 0, babyQuantity: 0, lineTotal: 100000 },
        ],
        total: 490000,
        paymentMethod: 'Havale / EFT',
        deadlineHours: 48,
      },
      { money: (kurus) => `${kurus / 100} TL`, date: (day, time) => (time ? `${day} ${time}` : day), words },
    );
    expect(values).toEqual({
      company: 'Anatolia',
      mersis: '(henüz girilmedi)',
      tursab: 'A-1',
      address: 'İstanbul',
      phone: '+90 212',
      email: 'info@x',
      site: 'https://x/',
      customer: 'Deniz Aydın',
      customerEmail: '(henüz girilmedi)',
      customerPhone: '(henüz girilmedi)',
      lines: 'Balon — 2030-06-01 08:00 — 2 yetişkin, 1 çocuk — 3900 TL\nEfes — 2030-06-02 — 1 yetişkin — 1000 TL',
      total: '4900 TL',
      paymentMethod: 'Havale / EFT',
      deadline: 48,
    });
  });

  it('writes a departure’s stored day whatever the time zone, with its hour', () => {
    expect(departureLabel('2026-11-12', '08:00', 'tr')).toBe('12 Kasım 2026 Per, 08:00');
    expect(departureLabel('2026-11-12', null, 'en')).toBe('Thu, 12 November 2026');
  });
});

describe('the payment pages’ addresses', () => {
  it('makes an idempotency key that is a v4 UUID, with or without randomUUID', () => {
    const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(pattern);
    const insecurePage = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect(newIdempotencyKey(insecurePage)).toMatch(pattern);
  });

  it('accepts order UUIDs only and never passes a raw bank text to the failure page', () => {
    expect(isOrderId('3f2b9c1e-8a4d-4e6f-9b1c-2d3e4f5a6b7c')).toBe(true);
    expect(isOrderId('1')).toBe(false);
    expect(isOrderId(null)).toBe(false);
    expect(paymentFailPath('abc', 'declined')).toBe('/payment/fail?orderId=abc&reason=declined');
    expect(resultPagePath({ orderId: 'abc' })).toBe('/pages/booking-pages/eft-result?orderId=abc');
    expect(reasonKey('notAuthenticated')).toBe('notAuthenticated');
    expect(reasonKey('unverified')).toBe('unverified');
    expect(reasonKey('<b>Kartınız bloke</b>')).toBe('generic');
    expect(reasonKey(null)).toBe('generic');
  });
});
