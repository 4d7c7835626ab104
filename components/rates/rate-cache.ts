import { FALLBACK_MAX_AGE_MS, type Rates } from '@/lib/rates/model';

/** docs/product-rules.md#bookings: the last successful central-bank rates, kept in the browser under this key. */
export const RATES_STORAGE_KEY = 'tcmb_last_rates';

type CachedRates = { USD: number; EUR: number; lastUpdated: string | null; timestamp: number };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Keeps current central-bank rates only: defaults and approximate answers would overwrite better data. */
export function rememberRates(storage: KeyValueStore, rates: Rates, now: number): void {
  if (rates.source !== 'TCMB' || rates.isFallback) return;
  const entry: CachedRates = { USD: rates.USD, EUR: rates.EUR, lastUpdated: rates.lastUpdated, timestamp: now };
  try {
    storage.setItem(RATES_STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or disabled (private mode): the ticker simply has no offline copy.
  }
}

/** The remembered rates as an approximate answer, when younger than 7 days and well-formed. */
export function recallRates(storage: KeyValueStore, now: number): Rates | null {
  let entry: Partial<CachedRates> | null;
  try {
    entry = JSON.parse(storage.getItem(RATES_STORAGE_KEY) ?? 'null') as Partial<CachedRates> | null;
  } catch {
    return null;
  }
  if (!entry || !positive(entry.USD) || !positive(entry.EUR) || typeof entry.timestamp !== 'number') return null;
  if (now - entry.timestamp > FALLBACK_MAX_AGE_MS || entry.timestamp > now) return null;
  return {
    USD: entry.USD,
    EUR: entry.EUR,
    lastUpdated: typeof entry.lastUpdated === 'string' ? entry.lastUpdated : null,
    isFallback: true,
    source: 'TCMB',
    trend: { USD: 'neutral', EUR: 'neutral' },
    bulletinDate: null,
  };
}
