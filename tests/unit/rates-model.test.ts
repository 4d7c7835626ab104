import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, RATE_REFRESH_INTERVAL_MS, ratesFromStored, trendOf, type StoredBulletin } from '@/lib/rates/model';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-09-29T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const bulletin = (bulletinDate: string, usd: number, eur: number, fetchedAt = now): StoredBulletin => ({ bulletinDate, usd, eur, fetchedAt });

describe('trendOf', () => {
  it('compares at 4 decimals', () => {
    expect(trendOf(48.9008, 48.9)).toBe('up');
    expect(trendOf(48.9, 48.9008)).toBe('down');
    expect(trendOf(0.1 + 0.2, 0.3)).toBe('neutral');
    expect(trendOf(48.9, null)).toBe('neutral');
  });
});

describe('ratesFromStored', () => {
  it('answers the defaults, approximate, when nothing is stored', () => {
    const rates = ratesFromStored(null, null, null, now);
    expect(rates).toMatchObject({ USD: DEFAULT_RATES.USD, EUR: DEFAULT_RATES.EUR, isFallback: true, source: 'default', bulletinDate: null });
  });

  it('answers a bulletin confirmed within the refresh interval as current, with its trend', () => {
    const rates = ratesFromStored(bulletin('2026-09-28', 48.9008, 55.6307), bulletin('2026-09-25', 48.8, 55.7), ago(RATE_REFRESH_INTERVAL_MS - 1), now);
    expect(rates).toMatchObject({ USD: 48.9008, EUR: 55.6307, isFallback: false, source: 'TCMB', bulletinDate: '2026-09-28', trend: { USD: 'up', EUR: 'down' } });
  });

  it('flags older rates approximate, and gives the defaults after 7 days', () => {
    const latest = bulletin('2026-09-26', 48.9, 55.6);
    expect(ratesFromStored(latest, null, ago(RATE_REFRESH_INTERVAL_MS + 1), now).isFallback).toBe(true);
    expect(ratesFromStored(latest, null, ago(7 * 24 * HOUR - 1), now)).toMatchObject({ USD: 48.9, isFallback: true, source: 'TCMB' });
    expect(ratesFromStored(latest, null, ago(7 * 24 * HOUR + 1), now)).toMatchObject({ USD: 34.71, EUR: 37.43, source: 'default' });
  });

  it('flags a bulletin older than the last business day\'s approximate, however recently it was fetched', () => {
    // 26 Nov 2026 (a Thursday): the 13 Nov bulletin is stale even when the bank just served it.
    const thursday = new Date('2026-11-26T10:00:00Z');
    expect(ratesFromStored(bulletin('2026-11-13', 48.9, 55.6), null, thursday, thursday)).toMatchObject({ isFallback: true, source: 'TCMB', bulletinDate: '2026-11-13' });
    expect(ratesFromStored(bulletin('2026-11-25', 48.9, 55.6), null, thursday, thursday).isFallback).toBe(false);
    // On a Monday the last business day is Friday; Turkey's date decides (00:30 in Istanbul is still Sunday 21:30 UTC).
    const monday = new Date('2026-11-30T08:00:00Z');
    expect(ratesFromStored(bulletin('2026-11-27', 48.9, 55.6), null, monday, monday).isFallback).toBe(false);
    expect(ratesFromStored(bulletin('2026-11-26', 48.9, 55.6), null, monday, monday).isFallback).toBe(true);
    const mondayInIstanbul = new Date('2026-11-29T21:30:00Z');
    expect(ratesFromStored(bulletin('2026-11-27', 48.9, 55.6), null, mondayInIstanbul, mondayInIstanbul).isFallback).toBe(false);
  });
});
