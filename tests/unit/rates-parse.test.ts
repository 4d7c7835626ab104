import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BulletinParseError, decodeBulletin, parseBulletin, usdEurOf } from '@/lib/rates/parse';

const fixtures = path.join(process.cwd(), 'tests', 'fixtures', 'tcmb');

/** The shared real bulletin when the shared folder is there, else the project's copy of it. */
function todaySample(): Buffer {
  const shared = path.join(process.cwd(), '..', 'shared', 'fixtures', 'tcmb', 'today-sample.xml');
  return readFileSync(existsSync(shared) ? shared : path.join(fixtures, 'today-sample.xml'));
}

describe('parseBulletin on the real 2026/182 bulletin', () => {
  const bulletin = parseBulletin(new Uint8Array(todaySample()));

  it('reads the date, the bulletin number and USD/EUR ForexBuying', () => {
    expect(bulletin.bulletinDate).toBe('2026-09-28');
    expect(bulletin.bulletinNo).toBe('2026/182');
    expect(usdEurOf(bulletin)).toEqual({ usd: 48.9008, eur: 55.6307 });
  });

  it('keys currencies by CurrencyCode, not by position or CrossOrder', () => {
    expect(Object.keys(bulletin.currencies)).toHaveLength(22);
    expect(bulletin.currencies.EUR.forexSelling).toBe(55.731);
    expect(bulletin.currencies.XDR.forexBuying).toBe(66.5646);
  });

  it('divides by Unit (JPY is quoted per 100 yen)', () => {
    expect(bulletin.currencies.JPY.unit).toBe(100);
    expect(bulletin.currencies.JPY.forexBuying).toBeCloseTo(0.310524, 10);
  });

  it('turns empty elements (self-closing or empty pairs) into null and trims padded names', () => {
    expect(bulletin.currencies.USD.name).toBe('ABD DOLARI');
    expect(bulletin.currencies.RON.banknoteBuying).toBeNull();
    expect(bulletin.currencies.XDR.forexSelling).toBeNull();
    expect(bulletin.currencies.XDR.name).toBe('ÖZEL ÇEKME HAKKI (SDR)');
    expect(bulletin.currencies.XDR.currencyName).toBe('SPECIAL DRAWING RIGHT (SDR)');
  });

  it('gives the same result for the text and the bytes of a UTF-8 file', () => {
    expect(parseBulletin(todaySample().toString('utf8'))).toEqual(bulletin);
  });
});

describe('an ISO-8859-9 (Latin-5) bulletin, as the archive serves before 2019', () => {
  const bytes = new Uint8Array(readFileSync(path.join(fixtures, 'iso-8859-9.xml')));

  it('is really Latin-5 bytes, not UTF-8', () => {
    expect(Array.from(bytes)).toContain(0xdd); // İ
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
  });

  it('is decoded by its declared encoding, so Turkish letters survive', () => {
    const bulletin = parseBulletin(bytes);
    expect(bulletin.currencies.GBP.name).toBe('İNGİLİZ STERLİNİ');
    expect(bulletin.currencies.CHF.name).toBe('İSVİÇRE FRANGI');
    expect(bulletin.currencies.SAR.name).toBe('SUUDİ ARABİSTAN RİYALİ');
    expect(decodeBulletin(bytes)).toContain('İRAN RİYALİ');
  });

  it('reads its rates, its whitespace-only empty values and its per-100 IRR', () => {
    const bulletin = parseBulletin(bytes);
    expect(bulletin.bulletinDate).toBe('2015-03-05');
    expect(bulletin.bulletinNo).toBe('2015/45');
    expect(usdEurOf(bulletin)).toEqual({ usd: 2.555, eur: 2.8312 });
    expect(bulletin.currencies.BGN.banknoteBuying).toBeNull();
    expect(bulletin.currencies.IRR.forexBuying).toBeCloseTo(0.0000906, 12);
  });
});

describe('whitespace-only empty values', () => {
  it('are null, and a whitespace-only rate makes the bulletin unusable for USD/EUR', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Tarih_Date Tarih="02.01.2015" Date="01/02/2015" Bulten_No="2015/1">
  <Currency Kod="USD" CurrencyCode="USD"><Unit>1</Unit><ForexBuying> 2.3189 </ForexBuying><CrossRateOther>
\t\t\t</CrossRateOther></Currency>
  <Currency Kod="EUR" CurrencyCode="EUR"><Unit>1</Unit><ForexBuying>
  \t</ForexBuying><Isim>   </Isim></Currency>
</Tarih_Date>`;
    const bulletin = parseBulletin(xml);
    expect(bulletin.currencies.USD.forexBuying).toBe(2.3189);
    expect(bulletin.currencies.USD.name).toBeNull();
    expect(bulletin.currencies.EUR.forexBuying).toBeNull();
    expect(bulletin.currencies.EUR.name).toBeNull();
    expect(() => usdEurOf(bulletin)).toThrow(/no USD or EUR/);
  });

  it('handles a single Currency element (still a list)', () => {
    const xml = '<Tarih_Date Tarih="02.01.2015"><Currency CurrencyCode="USD"><Unit>1</Unit><ForexBuying>2.3189</ForexBuying></Currency></Tarih_Date>';
    expect(parseBulletin(xml).currencies.USD.forexBuying).toBe(2.3189);
  });
});

describe('the bulletin date', () => {
  const withDates = (attributes: string) => `<Tarih_Date ${attributes}><Currency CurrencyCode="USD"><Unit>1</Unit></Currency></Tarih_Date>`;

  it('reads Date as MM/DD/YYYY (03/05 is the 5th of March, not the 3rd of May)', () => {
    expect(parseBulletin(withDates('Date="03/05/2015"')).bulletinDate).toBe('2015-03-05');
    expect(parseBulletin(withDates('Date="12/01/2023"')).bulletinDate).toBe('2023-12-01');
  });

  it('reads Tarih as DD.MM.YYYY', () => {
    expect(parseBulletin(withDates('Tarih="05.03.2015"')).bulletinDate).toBe('2015-03-05');
  });

  it('rejects a Date read the wrong way round (Date and Tarih disagree) or a missing date', () => {
    expect(() => parseBulletin(withDates('Tarih="05.03.2015" Date="05/03/2015"'))).toThrow(BulletinParseError);
    expect(() => parseBulletin(withDates('Date="28/09/2026"'))).toThrow(/no readable Date/);
    expect(() => parseBulletin(withDates(''))).toThrow(/no readable Date/);
  });
});

describe('garbage', () => {
  it.each([
    ['plain text', 'Service Unavailable'],
    ['an HTML error page', '<html><body><p>Sayfa bulunamadı</body></html>'],
    ['an empty body', ''],
    ['a truncated bulletin', todaySample().toString('utf8').slice(0, 500)],
  ])('%s is a clear BulletinParseError', (_, body) => {
    expect(() => parseBulletin(body)).toThrow(BulletinParseError);
    expect(() => parseBulletin(body)).toThrow(/not well-formed XML/);
  });

  it('well-formed XML that is not a bulletin is rejected by its root', () => {
    expect(() => parseBulletin('<?xml version="1.0"?><rates><USD>1</USD></rates>')).toThrow(/no Tarih_Date root/);
  });

  it('an unknown declared encoding is rejected', () => {
    const bytes = new TextEncoder().encode('<?xml version="1.0" encoding="x-klingon"?><Tarih_Date/>');
    expect(() => parseBulletin(bytes)).toThrow(/unknown encoding/);
  });
});
