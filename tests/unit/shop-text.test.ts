import { describe, expect, it } from 'vitest';
import { departureChoiceLabel, departureChoicesNeedYear, departureLabel } from '@/lib/cart/departure-label';
import { intlLocale } from '@/lib/intl-format';
import { legalValues, travellers, type DocumentWords } from '@/lib/orders/legal-text';
import { newIdempotencyKey } from '@/components/checkout/idempotency-key';
import { failureSentences, isOrderId, paymentFailPath, resultPagePath } from '@/components/payment/payment-paths';
import { readFailure } from '@/lib/payments/failure';
import { translator } from '@/lib/i18n/messages';

const words: DocumentWords = (key, values = {}) =>
  ({
    line: `${values.tour} — ${values.date} — ${values.people} — ${values.total}`,
    adults: `${values.count} yetişkin`,
    children: `${values.count} çocuk`,
    babies: `${values.count} bebek`,
    notGiven: '(henüz girilmedi)',
    discount: `  ${values.label}: −${values.amount}`,
    earlyBooking: 'Erken rezervasyon indirimi',
    lastMinute: 'Son dakika indirimi',
    promo: 'İndirim kodu',
    planFull: 'Bedelin tamamı rezervasyon sırasında ödenir.',
    planDeposit: `Rezervasyonda ${values.deposit} kapora; kalan ${values.balance} en geç ${values.date}.`,
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
      paymentPlan: 'Bedelin tamamı rezervasyon sırasında ödenir.',
      paymentMethod: 'Havale / EFT',
      deadline: 48,
    });
  });

  it('lists each line’s discounts under it and states the deposit plan', () => {
    const line = { tourId: 1, departureId: 1, tourName: 'Balon', startsOn: '2030-06-01', travellers: [], subtotal: 400000, adjustments: [{ kind: 'earlyBooking' as const, amount: 60000, percent: 15 }], total: 340000, deposit: 102000 };
    const values = legalValues(
      {
        parties: { company: 'A', mersis: '1', tursab: 'A-1', address: 'x', phone: 'p', email: 'e', site: 's' },
        customer: { name: 'D', surname: 'A', email: 'd@x', phone: '1' },
        lines: [{ tourName: 'Balon', startsOn: '2030-06-01', startTime: null, adultQuantity: 2, childQuantity: 0, babyQuantity: 0, lineTotal: 400000 }],
        total: 340000,
        paymentMethod: 'Kart',
        deadlineHours: 48,
        pricing: { version: 1, lines: [line], subtotal: 400000, discount: 60000, total: 340000, deposit: 102000, balance: 238000, balanceDueOn: '2030-05-02', promo: null },
      },
      { money: (kurus) => `${kurus / 100} TL`, date: (day) => day, words },
    );
    expect(values.lines).toBe('Balon — 2030-06-01 — 2 yetişkin — 4000 TL\n  Erken rezervasyon indirimi: −600 TL');
    expect(values.paymentPlan).toBe('Rezervasyonda 1020 TL kapora; kalan 2380 TL en geç 2030-05-02.');
  });

  it('writes a departure’s stored day whatever the time zone, with its hour', () => {
    expect(departureLabel('2026-11-12', '08:00', 'tr')).toBe('12 Kasım 2026 Per, 08:00');
    expect(departureLabel('2026-11-12', null, 'en')).toBe('Thu, November 12, 2026');
  });

  it('writes a departure as a short choice of the booking form, with the year only where a month comes twice', () => {
    expect(departureChoiceLabel('2026-12-01', '04:30:00', 'tr', false)).toBe('1 Ara Sal, 04:30');
    expect(departureChoiceLabel('2026-12-01', '04:30:00', 'en', false)).toBe('Tue, Dec 1, 04:30');
    expect(departureChoiceLabel('2026-12-01', null, 'ru', false)).toBe('вт, 1 дек.');
    expect(departureChoiceLabel('2026-12-01', null, 'en', true)).toBe('Tue, Dec 1, 2026');
    expect(departureChoicesNeedYear(['2026-12-01', '2026-12-30', '2027-01-04', '2027-11-20'])).toBe(false);
    expect(departureChoicesNeedYear(['2026-12-01', '2027-01-04', '2027-12-02'])).toBe(true);
    expect(departureChoicesNeedYear([])).toBe(false);
  });

  it('formats English dates one way, whether next-intl (the bare language) or the site’s helpers write them', () => {
    const day = new Date('2026-11-12T06:30:00Z');
    for (const options of [{ dateStyle: 'long' }, { dateStyle: 'medium', timeStyle: 'short' }, { weekday: 'short', day: 'numeric', month: 'long' }] as const) {
      for (const locale of ['tr', 'en', 'ru']) {
        const helper = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }).format(day);
        expect(helper).toBe(new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(day));
      }
    }
    expect(new Intl.DateTimeFormat(intlLocale('en'), { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('November 12, 2026');
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
    expect(paymentFailPath('abc', { kind: 'bank', code: 'Declined', reason: 'insufficientFunds' })).toBe('/payment/fail?orderId=abc&code=Declined&reason=insufficientFunds');
    expect(paymentFailPath('abc', { kind: 'api', problem: 'status', status: 502 })).toBe('/payment/fail?orderId=abc&api=status&status=502');
    expect(resultPagePath({ orderId: 'abc' })).toBe('/pages/booking-pages/eft-result?orderId=abc');
    const read = (query: string) => readFailure(new URLSearchParams(query));
    expect(read('code=Not_Authenticated')).toEqual({ kind: 'bank', code: 'Not_Authenticated' });
    expect(read('code=SecurityError&reason=unverified')).toEqual({ kind: 'bank', code: 'SecurityError', reason: 'unverified' });
    expect(read('code=<b>Kartınız bloke</b>&reason=<i>x</i>')).toEqual({ kind: 'bank', code: 'other' });
    expect(read('')).toEqual({ kind: 'bank', code: 'other' });
    expect(read('api=status&status=<b>')).toEqual({ kind: 'bank', code: 'other' });
    expect(read('api=noResponse&status=500')).toEqual({ kind: 'api', problem: 'noResponse' });
  });
});

describe('what the payment failure page says', () => {
  const says = (query: string, locale: 'tr' | 'en' | 'ru' = 'tr', details: string[] = []) => {
    const t = translator(locale);
    return failureSentences(readFailure(new URLSearchParams(query)), { bank: (key) => t(`bankCodes.${key}`), api: (key, values) => t(`payment.api.${key}`, values) }, details);
  };

  it('gives each bank result code its meaning, and the finer reason when the bank gave one', () => {
    expect(says('code=Declined')).toEqual(['Kartınız işlemi reddetti.']);
    expect(says('code=Declined&reason=insufficientFunds')).toEqual(['Kartınız işlemi reddetti.', 'Yetersiz bakiye veya limit.']);
    expect(says('code=Error')).toEqual(['Bankacılık sisteminde bir hata oluştu.']);
    expect(says('code=Approved&reason=notAuthenticated')).toEqual(['İşlem onaylandı ancak tamamlanamadı; lütfen tekrar deneyin.', '3D doğrulama başarısız oldu.']);
    expect(says('code=Not_Authenticated')).toEqual(['3D doğrulama başarısız oldu.']);
    expect(says('code=InvalidFormatError&reason=wrongCvv')).toEqual(['Kart bilgileri hatalı girildi.', 'Güvenlik kodu (CVV) hatalı.']);
    expect(says('code=SecurityError')).toEqual(['Güvenlik doğrulamasında bir hata oluştu.']);
    expect(says('code=SystemError')).toEqual(['Ödeme sistemi geçici olarak kullanılamıyor; lütfen biraz sonra tekrar deneyin.']);
    expect(says('code=whatever')).toEqual(['Ödeme tamamlanamadı. Lütfen kart bilgilerinizi kontrol edip tekrar deneyin.']);
    expect(says('code=Declined', 'en')).toEqual(['Your card declined the transaction.']);
    expect(says('code=Declined', 'ru')).toEqual(['Карта отклонила операцию.']);
  });

  it('uses the spec’s payment API sentences, with the server’s own sentences kept by the tab', () => {
    expect(says('api=status&status=409', 'tr', ['Bu sipariş artık ödenemez.'])).toEqual(['API Hatası: 409', 'Bu sipariş artık ödenemez.']);
    expect(says('api=noResponse')).toEqual(['API yanıt vermedi. Lütfen internet bağlantınızı ve API erişimini kontrol edin.']);
    expect(says('api=empty')).toEqual(['API yanıtı boş veya geçersiz.']);
    expect(says('api=unexpectedFormat')).toEqual(['API yanıtı beklenen formatta değil.']);
    expect(says('api=status&status=502', 'en')).toEqual(['API error: 502']);
  });
});
