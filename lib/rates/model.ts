/**
 * The exchange-rate answer shared by the server (`/api/rates`, `getRates()`) and the browser
 * (ticker, mobile box, approximate prices). Plain data and pure functions only, so client
 * components may import it.
 */
import { rateDate, turkeyToday } from './dates';

export type Trend = 'up' | 'down' | 'neutral';
export type CurrencyCode = 'USD' | 'EUR';

/** `TCMB`: a central-bank bulletin; `default`: the spec's hard-coded rates (nothing usable stored). */
export type RatesSource = 'TCMB' | 'default';

/** The `Data` of `GET /api/rates`: lira per USD and per EUR. */
export type Rates = {
  USD: number;
  EUR: number;
  /** When the central bank last confirmed these rates (ISO 8601); null for the defaults. */
  lastUpdated: string | null;
  /**
   * True when the rates are approximate: the defaults, rates the bank has not confirmed lately, or
   * a bulletin older than the last business day's (the one a visitor would expect today).
   */
  isFallback: boolean;
  source: RatesSource;
  /** Each currency against the previous stored bulletin. */
  trend: Record<CurrencyCode, Trend>;
  /** The bulletin date (YYYY-MM-DD); null for the defaults. */
  bulletinDate: string | null;
};

/** docs/product-rules.md#limits: rates are refreshed every 5 hours. */
export const RATE_REFRESH_INTERVAL_MS = 18_000_000;
/** docs/product-rules.md#limits: older rates than this are not shown; the defaults are. */
export const FALLBACK_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** docs/product-rules.md#limits: the rates used when nothing younger than 7 days is known. */
export const DEFAULT_RATES: Readonly<Record<CurrencyCode, number>> = { USD: 34.71, EUR: 37.43 };

/** Rates are stored and shown with 4 decimals; compare at that precision so float noise is no trend. */
export function trendOf(current: number, previous: number | null | undefined): Trend {
  if (previous === null || previous === undefined) return 'neutral';
  const a = Math.round(current * 10_000);
  const b = Math.round(previous * 10_000);
  return a > b ? 'up' : a < b ? 'down' : 'neutral';
}

export function defaultRates(): Rates {
  return {
    USD: DEFAULT_RATES.USD,
    EUR: DEFAULT_RATES.EUR,
    lastUpdated: null,
    isFallback: true,
    source: 'default',
    trend: { USD: 'neutral', EUR: 'neutral' },
    bulletinDate: null,
  };
}

/** A bulletin as kept in the database, with its numbers already parsed. */
export type StoredBulletin = { bulletinDate: string; usd: number; eur: number; fetchedAt: Date };

/**
 * What to answer from the stored bulletins. `latest` and `previous` are the two newest by bulletin
 * date; `lastFetchedAt` is the last time any bulletin was fetched from the bank. Rates not confirmed
 * within one refresh interval are approximate, and so is a bulletin older than the last business
 * day's (in Turkey's calendar): a bank that keeps answering with an old file does not make it
 * current. After 7 days without a fetch the defaults apply.
 */
export function ratesFromStored(
  latest: StoredBulletin | null,
  previous: StoredBulletin | null,
  lastFetchedAt: Date | null,
  now: Date,
): Rates {
  if (!latest || !lastFetchedAt) return defaultRates();
  const age = now.getTime() - lastFetchedAt.getTime();
  if (age > FALLBACK_MAX_AGE_MS) return defaultRates();
  return {
    USD: latest.usd,
    EUR: latest.eur,
    lastUpdated: lastFetchedAt.toISOString(),
    isFallback: age > RATE_REFRESH_INTERVAL_MS || latest.bulletinDate < rateDate(turkeyToday(now)),
    source: 'TCMB',
    trend: { USD: trendOf(latest.usd, previous?.usd), EUR: trendOf(latest.eur, previous?.eur) },
    bulletinDate: latest.bulletinDate,
  };
}
