import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApproxPrice } from '@/components/rates/approx-price-island';
import { MobileRateBox } from '@/components/rates/mobile-rate-box';
import { RateTicker } from '@/components/rates/rate-ticker';
import { RATES_QUERY_KEY } from '@/components/rates/use-rates';
import { loadMessages } from '@/lib/i18n/messages';
import { defaultRates, type Rates } from '@/lib/rates/model';

const current: Rates = {
  USD: 48.9008,
  EUR: 55.6307,
  lastUpdated: '2026-09-29T09:00:00.000Z',
  isFallback: false,
  source: 'TCMB',
  trend: { USD: 'up', EUR: 'down' },
  bulletinDate: '2026-09-28',
};

type IntlProps = ComponentProps<typeof NextIntlClientProvider>;
type Seed = { data?: Rates; error?: boolean };

/** Renders with the query already settled, as the browser would see it after the request. */
function render(element: ReactElement, seed: Seed, locale: 'tr' | 'en' | 'ru' = 'tr') {
  // No fetch on mount: the seeded state is what the component sees after its request settled.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } } });
  if (seed.data || seed.error) {
    const query = client.getQueryCache().build(client, { queryKey: RATES_QUERY_KEY });
    query.setState({
      data: seed.data,
      dataUpdatedAt: seed.data ? 1 : 0,
      status: seed.error ? 'error' : 'success',
      error: seed.error ? new Error('offline') : null,
      errorUpdatedAt: seed.error ? 2 : 0,
      fetchStatus: 'idle',
    });
  }
  const intl: Omit<IntlProps, 'children'> = { locale, messages: loadMessages(locale), timeZone: 'Europe/Istanbul' };
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      // The props type requires `children`, which createElement passes as its third argument.
      createElement(NextIntlClientProvider, intl as IntlProps, element),
    ),
  );
}

describe('RateTicker', () => {
  // Hidden under 768 px: e2e/rates.spec.ts checks it in a browser at 375 px.
  it('shows both rates with 4 decimals, the lira sign and trend words', () => {
    const html = render(createElement(RateTicker), { data: current });
    expect(html).toContain('aria-label="Döviz kurları"');
    expect(html).toContain('₺48,9008');
    expect(html).toContain('₺55,6307');
    expect(html).toContain('<span class="sr-only">yükseldi</span>');
    expect(html).toContain('<span class="sr-only">düştü</span>');
    expect(html).toContain('title="TCMB döviz alış kuru, 28.09.2026 bülteni"');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('≈');
  });

  it('shows a loading state first', () => {
    const html = render(createElement(RateTicker), {});
    expect(html).toContain('role="status"');
    expect(html).toContain('Kurlar yükleniyor');
  });

  it('marks approximate rates', () => {
    const html = render(createElement(RateTicker), { data: { ...current, isFallback: true } });
    expect(html).toContain('title="Güncel kurlar alınamadı; gösterilen değerler yaklaşıktır."');
  });

  it('offers "Kurlar alınamadı" when the first load failed, and "Kurlar güncellenemedi" when a refresh failed', () => {
    const failed = render(createElement(RateTicker), { error: true });
    expect(failed).toContain('title="Kurlar alınamadı" aria-label="Kurlar alınamadı"');
    const stale = render(createElement(RateTicker), { data: current, error: true });
    expect(stale).toContain('title="Kurlar güncellenemedi" aria-label="Kurlar güncellenemedi"');
    expect(stale).toContain('₺48,9008');
  });

  it('formats for the page language', () => {
    expect(render(createElement(RateTicker), { data: current }, 'en')).toContain('₺48.9008');
  });
});

describe('MobileRateBox', () => {
  it('shows the rates under its heading', () => {
    const html = render(createElement(MobileRateBox), { data: current });
    expect(html).toContain('Döviz Kurları</h2>');
    expect(html).toContain('₺48,9008');
    expect(html).toContain('TCMB döviz alış kuru, 28.09.2026 bülteni');
  });

  it('says "Döviz kurları alınamadı" with a "Tekrar Dene" button when there is no rate at all', () => {
    const html = render(createElement(MobileRateBox), { error: true });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Döviz kurları alınamadı');
    expect(html).toMatch(/<button type="button"[^>]*>.*Tekrar Dene<\/button>/);
  });
});

describe('ApproxPrice', () => {
  it('shows "≈ $123 · €108" for 6,000 TL', () => {
    const html = render(createElement(ApproxPrice, { amountKurus: 600_000 }), { data: current }, 'en');
    expect(html).toContain('≈ $123 · €108');
    expect(html).toContain('About $123 or €108');
  });

  it('shows nothing while loading or with the default rates only', () => {
    expect(render(createElement(ApproxPrice, { amountKurus: 600_000 }), {})).toBe('');
    expect(render(createElement(ApproxPrice, { amountKurus: 600_000 }), { data: defaultRates() })).toBe('');
  });
});
