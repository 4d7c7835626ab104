import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FeatureGrid } from '@/components/content/feature-grid';
import { HomeFeatures, wideColumns } from '@/components/home/home-features';
import { loadMessages } from '@/lib/i18n/messages';
import { whatsappUrl } from '@/lib/validation/phone';

/** Cards left alone on the last row of a grid of `columns`. */
const lastRowGap = (count: number, columns: number) => (columns - (count % columns)) % columns;

describe('the home page’s "why us" cards on a wide screen', () => {
  it('show six cards as two full rows of three, not four and an orphan row of two', () => {
    expect(wideColumns(6)).toBe(3);
  });

  it('keep four or fewer cards on one row, and fill the last row as far as possible for more', () => {
    expect([1, 2, 3, 4].map(wideColumns)).toEqual([1, 2, 3, 4]);
    for (let count = 5; count <= 12; count += 1) {
      const columns = wideColumns(count);
      expect(lastRowGap(count, columns)).toBeLessThanOrEqual(Math.min(lastRowGap(count, 3), lastRowGap(count, 4)));
    }
  });
});

describe('WhatsApp support on the "why us" cards', () => {
  const features = [
    { id: 1, icon: 'headset', orderNo: 1, title: '7/24 destek', description: 'Turunuz boyunca telefon ve WhatsApp üzerinden destek veriyoruz.' },
    { id: 2, icon: 'wallet', orderNo: 2, title: 'Güvenli ödeme', description: 'Kartla 3D Secure ile ödeyin.' },
  ];
  const whatsapp = { phone: '+90 532 555 01 23', label: 'WhatsApp’tan yazın' };
  type IntlProps = ComponentProps<typeof NextIntlClientProvider>;
  const intl = { locale: 'tr', messages: loadMessages('tr'), timeZone: 'Europe/Istanbul' } as Omit<IntlProps, 'children'>;
  const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*>.*?<\/a>/g)].map((match) => match[1]);

  it('opens a chat with the agency’s number from the card that promises it, and only that one', () => {
    expect(whatsappUrl('+90 532 555 01 23')).toBe('https://wa.me/905325550123');
    expect(whatsappUrl('0532 555 01 23')).toBe('https://wa.me/905325550123');
    expect(whatsappUrl('')).toBeNull();
    expect(whatsappUrl('12345')).toBeNull();
    const home = renderToStaticMarkup(createElement(NextIntlClientProvider, intl as IntlProps, createElement(HomeFeatures, { features, whatsapp })));
    expect(links(home)).toEqual(['https://wa.me/905325550123']);
    expect(home).toContain('WhatsApp’tan yazın');
    const about = renderToStaticMarkup(createElement(FeatureGrid, { features, whatsapp }));
    expect(links(about)).toEqual(['https://wa.me/905325550123']);
  });

  it('shows no link when the agency has no WhatsApp number', () => {
    const home = renderToStaticMarkup(createElement(NextIntlClientProvider, intl as IntlProps, createElement(HomeFeatures, { features })));
    expect(links(home)).toEqual([]);
    const invalid = renderToStaticMarkup(createElement(FeatureGrid, { features, whatsapp: { phone: 'yok', label: 'x' } }));
    expect(links(invalid)).toEqual([]);
  });
});
