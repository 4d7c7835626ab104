import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceBreakdown } from '@/components/booking/price-breakdown';
import { PaymentFacts, TourLine } from '@/components/bookings/booking-facts';
import type { Booking } from '@/components/bookings/types';
import { loadMessages } from '@/lib/i18n/messages';
import { formatTry } from '@/lib/money';

type Locale = 'tr' | 'en' | 'ru';
type IntlProps = ComponentProps<typeof NextIntlClientProvider>;

function render(element: ReactElement, locale: Locale = 'tr') {
  const intl: Omit<IntlProps, 'children'> = { locale, messages: loadMessages(locale), timeZone: 'Europe/Istanbul' };
  return renderToStaticMarkup(createElement(NextIntlClientProvider, intl as IntlProps, element)).replace(/\u00a0|\u202f/g, ' ');
}

/** Every amount of lira in a piece of HTML, as written. */
const amounts = (html: string) => [...html.matchAll(/₺[\d.,]+|[\d  ]+,\d\d ₺/g)].map((match) => match[0].trim());

describe('one price format', () => {
  it('writes every amount with two decimals, whole or not, the way each language writes money', () => {
    expect(formatTry(950000, 'tr')).toBe('₺9.500,00');
    expect(formatTry(145050, 'tr')).toBe('₺1.450,50');
    expect(formatTry(950000, 'en')).toBe('₺9,500.00');
    expect(formatTry(950000, 'ru').replace(/\u00a0|\u202f/g, ' ')).toBe('9 500,00 ₺');
    expect(formatTry(0, 'tr')).toBe('₺0,00');
  });

  it('shows a booking page’s lines as its total: "₺9.500,00" on both', () => {
    const quote = { departureId: 1, adultQuantity: 2, childQuantity: 1, babyQuantity: 0, quantity: 3, unitPrices: { adult: 475000, child: 250000, baby: 0 }, sumPrice: 1200000, adjustments: [], total: 1200000, deposit: 1200000, balance: 0, balanceDueOn: null, seatsLeft: 10, bookable: true, problem: null, problemField: null };
    const html = render(createElement(PriceBreakdown, { quote, current: true, failed: false }));
    expect(amounts(html)).toEqual(['₺4.750,00', '₺9.500,00', '₺2.500,00', '₺2.500,00', '₺12.000,00']);
  });

  it('shows today’s early-booking discount, the total after it and the deposit plan in the same format', () => {
    const quote = {
      departureId: 1, adultQuantity: 2, childQuantity: 0, babyQuantity: 0, quantity: 2, unitPrices: { adult: 475000, child: 0, baby: 0 }, sumPrice: 950000,
      adjustments: [{ kind: 'earlyBooking' as const, amount: 142500, percent: 15 }], total: 807500, deposit: 242250, balance: 565250, balanceDueOn: '2030-05-16',
      seatsLeft: 10, bookable: true, problem: null, problemField: null,
    };
    const html = render(createElement(PriceBreakdown, { quote, current: true, failed: false }));
    expect(html).toContain('Erken rezervasyon indirimi (%15)');
    expect(amounts(html)).toEqual(['₺4.750,00', '₺9.500,00', '₺1.425,00', '₺8.075,00', '₺2.422,50', '₺5.652,50']);
    expect(html).toContain('16 Mayıs 2030');
  });

  it('shows a booking’s participant prices, line total and amount alike, in every language', () => {
    const line = { tourId: 1, tourName: 'Kapadokya Balon Turu', departureDate: '2026-12-15', startTime: null, adultQuantity: 2, adultPrice: 475000, childQuantity: 0, childPrice: 0, babyQuantity: 0, babyPrice: 0, lineTotal: 950000 };
    const order = { totalAmount: 950000, paymentStatus: 'Pending', paymentMethod: 'card' } as Booking;
    const html = (locale: Locale) => render(createElement('div', null, createElement(TourLine, { line }), createElement(PaymentFacts, { order })), locale);
    expect(amounts(html('tr'))).toEqual(['₺4.750,00', '₺9.500,00', '₺9.500,00']);
    expect(amounts(html('en'))).toEqual(['₺4,750.00', '₺9,500.00', '₺9,500.00']);
    expect(amounts(html('ru'))).toEqual(['4 750,00 ₺', '9 500,00 ₺', '9 500,00 ₺']);
  });
});

describe('a booking line without a tour name', () => {
  const line = { tourId: 1, tourName: '', departureDate: '2026-12-15', startTime: null, adultQuantity: 1, adultPrice: 100000, childQuantity: 0, childPrice: 0, babyQuantity: 0, babyPrice: 0, lineTotal: 100000 };
  it.each([
    ['tr', 'Tur'],
    ['en', 'Tour'],
    ['ru', 'Тур'],
  ] as const)('says "tour" in %s', (locale, word) => {
    expect(render(createElement(TourLine, { line }), locale)).toContain(`<p class="font-semibold">${word}</p>`);
  });
});
