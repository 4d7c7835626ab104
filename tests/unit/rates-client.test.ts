import { describe, expect, it } from 'vitest';
import { RATES_STORAGE_KEY, recallRates, rememberRates } from '@/components/rates/rate-cache';
import { formatBulletinDate, formatConverted, formatRate } from '@/components/rates/rate-format';
import { defaultRates, type Rates } from '@/lib/rates/model';

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-09-29T12:00:00Z');
const current: Rates = {
  USD: 48.9008,
  EUR: 55.6307,
  lastUpdated: '2026-09-29T09:00:00.000Z',
  isFallback: false,
  source: 'TCMB',
  trend: { USD: 'up', EUR: 'down' },
  bulletinDate: '2026-09-28',
};

describe('the last rates kept in the browser (tcmb_last_rates)', () => {
  it('stores { USD, EUR, lastUpdated, timestamp } and gives it back flagged approximate', () => {
    const storage = memoryStorage();
    rememberRates(storage, current, now);
    expect(JSON.parse(storage.map.get(RATES_STORAGE_KEY)!)).toEqual({ USD: 48.9008, EUR: 55.6307, lastUpdated: '2026-09-29T09:00:00.000Z', timestamp: now });
    expect(recallRates(storage, now + 6 * DAY)).toMatchObject({ USD: 48.9008, EUR: 55.6307, isFallback: true, source: 'TCMB', trend: { USD: 'neutral', EUR: 'neutral' } });
  });

  it('is not used after 7 days', () => {
    const storage = memoryStorage();
    rememberRates(storage, current, now);
    expect(recallRates(storage, now + 7 * DAY + 1)).toBeNull();
  });

  it('never keeps the defaults or approximate answers over good rates', () => {
    const storage = memoryStorage();
    rememberRates(storage, current, now);
    rememberRates(storage, defaultRates(), now + DAY);
    rememberRates(storage, { ...current, USD: 40, isFallback: true }, now + DAY);
    expect(recallRates(storage, now + DAY)?.USD).toBe(48.9008);
  });

  it('ignores a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem(RATES_STORAGE_KEY, '{not json');
    expect(recallRates(storage, now)).toBeNull();
    storage.setItem(RATES_STORAGE_KEY, JSON.stringify({ USD: 'x', EUR: 1, timestamp: now }));
    expect(recallRates(storage, now)).toBeNull();
  });
});

describe('formatting', () => {
  it('shows rates with 4 decimals and the lira sign, as each language writes numbers', () => {
    expect(formatRate(48.9008, 'tr')).toBe('₺48,9008');
    expect(formatRate(48.9, 'en')).toBe('₺48.9000');
    expect(formatRate(55.6307, 'ru')).toMatch(/^55,6307\s₺$/);
  });

  it('converts kuruş to whole dollars and euros', () => {
    expect(formatConverted(600_000, 48.9008, 'USD', 'en')).toBe('$123');
    expect(formatConverted(600_000, 55.6307, 'EUR', 'tr')).toBe('€108');
  });

  it('writes the bulletin date the local way', () => {
    expect(formatBulletinDate('2026-09-28', 'tr')).toBe('28.09.2026');
    expect(formatBulletinDate('2026-09-28', 'en')).toBe('09/28/2026');
  });
});
