import { XMLParser } from 'fast-xml-parser';

/** One currency of a central-bank bulletin, in lira per ONE unit of the currency. */
type CurrencyQuote = {
  code: string;
  /** How many units the bank quoted for (100 for JPY); the prices below are already divided by it. */
  unit: number;
  name: string | null;
  currencyName: string | null;
  forexBuying: number | null;
  forexSelling: number | null;
  banknoteBuying: number | null;
  banknoteSelling: number | null;
};

/** A parsed daily bulletin of the Central Bank of the Republic of Türkiye (TCMB). */
type Bulletin = {
  /** The bulletin date, YYYY-MM-DD. */
  bulletinDate: string;
  /** `Bulten_No`, e.g. "2026/182"; empty when the file has none. */
  bulletinNo: string;
  currencies: Record<string, CurrencyQuote>;
};

/** The body was not a usable bulletin (HTML error page, truncated file, missing USD/EUR...). */
export class BulletinParseError extends Error {
  override name = 'BulletinParseError';
}

// Only the prolog is needed to find the encoding; it is ASCII in every encoding TCMB has used.
const PROLOG_ENCODING = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

/**
 * Decodes the bytes of a bulletin by the encoding its XML prolog declares. Current files are UTF-8,
 * but archive files before about 2019 are ISO-8859-9 (Latin-5), which `res.text()` would mangle.
 */
export function decodeBulletin(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const label = PROLOG_ENCODING.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    throw new BulletinParseError(`The bulletin declares an unknown encoding "${label}".`);
  }
  return decoder.decode(bytes);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Numbers are parsed here, not by the library: "0.57614" must stay exact and "" must become null.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // A bulletin with a single currency would otherwise yield an object instead of a list.
  isArray: (tagName) => tagName === 'Currency',
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Bulletins never use entities beyond the XML basics; skipping DOCTYPE expansion avoids entity bombs.
  processEntities: false,
});

type XmlNode = Record<string, unknown>;

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The trimmed text of an element or attribute; empty and whitespace-only values are null. */
function text(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') {
    const trimmed = String(value).trim();
    return trimmed === '' ? null : trimmed;
  }
  if (isNode(value)) return text(value['#text']);
  return null;
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

/** A dot-decimal number as TCMB writes it; anything else (empty, "-", a comma) is null. */
function decimal(value: unknown): number | null {
  const raw = text(value);
  return raw !== null && DECIMAL.test(raw) ? Number(raw) : null;
}

function pad(n: number) {
  return String(n).padStart(2, '0');
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** `Date` is in US order MM/DD/YYYY (reading it as DD/MM is the classic bug). */
function parseUsDate(value: string | null): string | null {
  const match = value ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value) : null;
  return match ? isoDate(Number(match[3]), Number(match[1]), Number(match[2])) : null;
}

/** `Tarih` is in Turkish order DD.MM.YYYY. */
function parseTurkishDate(value: string | null): string | null {
  const match = value ? /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value) : null;
  return match ? isoDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

function perUnit(value: number | null, unit: number): number | null {
  return value === null ? null : value / unit;
}

function readCurrency(node: XmlNode): CurrencyQuote | null {
  const code = text(node['@CurrencyCode']) ?? text(node['@Kod']);
  if (!code) return null;
  const unit = decimal(node.Unit) ?? 1;
  const safeUnit = unit > 0 ? unit : 1;
  return {
    code: code.toUpperCase(),
    unit: safeUnit,
    name: text(node.Isim),
    currencyName: text(node.CurrencyName),
    forexBuying: perUnit(decimal(node.ForexBuying), safeUnit),
    forexSelling: perUnit(decimal(node.ForexSelling), safeUnit),
    banknoteBuying: perUnit(decimal(node.BanknoteBuying), safeUnit),
    banknoteSelling: perUnit(decimal(node.BanknoteSelling), safeUnit),
  };
}

/**
 * Parses a TCMB bulletin (`today.xml` or a dated archive file). Bytes are decoded by their declared
 * encoding. Currencies are keyed by CurrencyCode (never by position: the set changes over the years).
 * Throws BulletinParseError when the input is not a bulletin.
 */
export function parseBulletin(input: string | Uint8Array): Bulletin {
  const xml = typeof input === 'string' ? input : decodeBulletin(input);
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BulletinParseError(`The response is not well-formed XML (${reason}).`);
  }
  const root = isNode(document) ? document.Tarih_Date : undefined;
  if (!isNode(root)) throw new BulletinParseError('The XML has no Tarih_Date root element: it is not a TCMB bulletin.');

  const fromUs = parseUsDate(text(root['@Date']));
  const fromTurkish = parseTurkishDate(text(root['@Tarih']));
  if (fromUs && fromTurkish && fromUs !== fromTurkish) {
    throw new BulletinParseError(`The bulletin's Date (${fromUs}) and Tarih (${fromTurkish}) disagree.`);
  }
  const bulletinDate = fromUs ?? fromTurkish;
  if (!bulletinDate) throw new BulletinParseError('The bulletin has no readable Date or Tarih attribute.');

  const currencies: Record<string, CurrencyQuote> = {};
  const list = Array.isArray(root.Currency) ? root.Currency : [];
  for (const item of list) {
    const quote = isNode(item) ? readCurrency(item) : null;
    if (quote && !currencies[quote.code]) currencies[quote.code] = quote;
  }
  return { bulletinDate, bulletinNo: text(root['@Bulten_No']) ?? '', currencies };
}

/** The two rates the site shows: lira per USD and per EUR (`ForexBuying`). */
type UsdEur = { usd: number; eur: number };

/**
 * Lira per USD or EUR the site can store and show: four decimals are kept, so a rate under 0.01 would
 * be stored as nearly nothing and every converted price shown as huge; a million is no rate either.
 */
const PLAUSIBLE_RATE = { min: 0.01, max: 1_000_000 };

/** USD and EUR ForexBuying of a bulletin; a bulletin without them, or with an implausible one, is unusable for the ticker. */
export function usdEurOf(bulletin: Bulletin): UsdEur {
  const usd = bulletin.currencies.USD?.forexBuying ?? null;
  const eur = bulletin.currencies.EUR?.forexBuying ?? null;
  if (usd === null || usd <= 0 || eur === null || eur <= 0) {
    throw new BulletinParseError(`The bulletin of ${bulletin.bulletinDate} has no USD or EUR ForexBuying rate.`);
  }
  for (const [code, rate] of [['USD', usd], ['EUR', eur]] as const) {
    if (rate < PLAUSIBLE_RATE.min || rate > PLAUSIBLE_RATE.max) throw new BulletinParseError(`The bulletin of ${bulletin.bulletinDate} gives ${code} ${rate}, not a plausible rate.`);
  }
  return { usd, eur };
}
