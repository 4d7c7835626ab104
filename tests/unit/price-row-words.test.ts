import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { translator } from '@/lib/i18n/messages';
import { rowLabel } from '@/lib/pricing/row-label';

/** The breakdown's traveller rows and the age ranges, as the customer reads them in each language. */
const format = { money: (kurus: number) => `${kurus / 100} TL`, day: (day: string) => day };
function travellers(locale: Locale, category: 'adult' | 'child' | 'baby', quantity: number) {
  const t = translator(locale);
  const words = (key: string, values?: Record<string, string | number>) => t(`pricing.rows.${key}` as never, values as never) as string;
  return rowLabel({ kind: 'travellers', line: 0, category, quantity, unitPrice: 650000, amount: 650000 * quantity }, words, format);
}

describe('the words of a traveller row', () => {
  it('agree with the count in Russian and English, and take none in Turkish', () => {
    expect([1, 2, 5, 21].map((n) => travellers('ru', 'child', n))).toEqual(['1 ребёнок × 6500 TL', '2 ребёнка × 6500 TL', '5 детей × 6500 TL', '21 ребёнок × 6500 TL']);
    expect([1, 3].map((n) => travellers('ru', 'adult', n))).toEqual(['1 взрослый × 6500 TL', '3 взрослых × 6500 TL']);
    expect([1, 2, 5].map((n) => travellers('ru', 'baby', n))).toEqual(['1 младенец × 6500 TL', '2 младенца × 6500 TL', '5 младенцев × 6500 TL']);
    expect([1, 2].map((n) => travellers('en', 'adult', n))).toEqual(['1 adult × 6500 TL', '2 adults × 6500 TL']);
    expect([1, 2].map((n) => travellers('en', 'child', n))).toEqual(['1 child × 6500 TL', '2 children × 6500 TL']);
    expect(travellers('en', 'baby', 2)).toBe('2 babies × 6500 TL');
    expect(travellers('tr', 'adult', 2)).toBe('2 yetişkin × 6500 TL');
  });

  it('say the ages in Russian with the form the last number asks for', () => {
    const t = translator('ru');
    expect(t('tourDetail.babyAges' as never, { max: 2 } as never)).toBe('0–2 года');
    expect(t('tourDetail.childAges' as never, { min: 3, max: 11 } as never)).toBe('3–11 лет');
    expect(t('tourDetail.adultAges' as never, { min: 12 } as never)).toBe('от 12 лет');
    expect(t('tourDetail.adultAges' as never, { min: 21 } as never)).toBe('от 21 года');
  });
});
