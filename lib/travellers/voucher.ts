import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { departureLabel } from '@/lib/cart/departure-label';
import { translator } from '@/lib/i18n/messages';
import { orderNumber } from '@/lib/orders/number';
import { sellerDetails } from '@/lib/orders/seller';
import type { Locale } from '@/i18n/routing';
import type { TravellerBooking } from './booking';
import { formatCode } from './token';

/**
 * The voucher (docs/booking-and-payments.md "Voucher"): the QR code of the booking's check-in code,
 * as SVG for the printable page and PNG for the e-mail, and the PDF sent with the voucher e-mail.
 * `qrcode`, `pdf-lib`, the font and `any-ascii` (./pdf-text.ts) are loaded here only, on the server
 * (docs/decisions/0091, 0156).
 */

export async function qrSvg(code: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export async function qrPng(code: string): Promise<Buffer> {
  const { toBuffer } = await import('qrcode');
  return toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });
}

let font: Promise<Buffer> | undefined;
/** DejaVu Sans (assets/fonts, free licence): every Turkish and Russian letter; PDF's built-in fonts have neither. */
function fontBytes(): Promise<Buffer> {
  font ??= readFile(path.join(process.cwd(), 'assets/fonts/DejaVuSans.ttf'));
  return font;
}

export type VoucherPerson = { name: string; surname: string; category: 'adult' | 'child' | 'baby' };

/** What a voucher shows, whatever it is printed on. */
export function voucherLines(booking: TravellerBooking, locale: Locale) {
  return booking.lines.map((line) => ({
    tourName: line.tourName,
    when: departureLabel(line.startsOn, line.startTime, locale),
    meetingPoint: line.meetingPoint,
    people: booking.travellers.filter((traveller) => traveller.lineId === line.lineId).map(({ name, surname, category }) => ({ name, surname, category })),
    seats: line.adultQuantity + line.childQuantity + line.babyQuantity,
  }));
}

/** The voucher as a one-page A4 PDF (more pages when a booking has many travellers). */
export async function voucherPdf(booking: TravellerBooking, checkinCode: string, locale: Locale): Promise<Uint8Array> {
  const [{ PDFDocument, rgb }, { default: fontkit }, { pdfText }, png, bytes, seller] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    import('./pdf-text'),
    qrPng(checkinCode),
    fontBytes(),
    sellerDetails(locale),
  ]);
  const t = translator(locale);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(bytes, { subset: true });
  // What the font cannot draw as written (a Chinese name, Arabic) is written in Latin letters: ./pdf-text.ts.
  const glyphs = new Set(regular.getCharacterSet());
  const covers = (codePoint: number) => glyphs.has(codePoint);
  const qr = await pdf.embedPng(png);
  const orderNo = orderNumber(booking.order);
  pdf.setTitle(t('voucher.pdfTitle', { orderNo }));
  pdf.setAuthor(seller.companyName);

  const [width, height] = [595.28, 841.89];
  const margin = 50;
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const ink = rgb(0.1, 0.12, 0.16);
  const muted = rgb(0.35, 0.38, 0.45);
  const write = (text: string, size = 12, colour = ink, x = margin) => {
    // Long lines wrap at the page's width (by words).
    const words = pdfText(text, covers).split(' ');
    let current = '';
    const flush = () => {
      if (y < margin + size) {
        page = pdf.addPage([width, height]);
        y = height - margin;
      }
      page.drawText(current, { x, y: y - size, size, font: regular, color: colour });
      y -= size * 1.45;
      current = '';
    };
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (regular.widthOfTextAtSize(next, size) > width - margin - x && current) {
        flush();
        current = word;
      } else current = next;
    }
    flush();
  };

  write(seller.companyName, 11, muted);
  write(t('voucher.title'), 22);
  write(t('voucher.orderNo', { orderNo }), 14);
  y -= 6;
  const qrSize = 150;
  page.drawImage(qr, { x: margin, y: y - qrSize, width: qrSize, height: qrSize });
  const codeX = margin + qrSize + 20;
  const top = y;
  y -= 20;
  write(t('voucher.codeLabel'), 10, muted, codeX);
  write(formatCode(checkinCode), 13, ink, codeX);
  write(t('voucher.qrNote'), 10, muted, codeX);
  y = Math.min(y, top - qrSize) - 16;

  for (const line of voucherLines(booking, locale)) {
    write(line.tourName, 15);
    write(`${t('voucher.when')}: ${line.when}`, 11);
    write(`${t('voucher.meetingPoint')}: ${line.meetingPoint || t('voucher.meetingPointLater')}`, 11);
    write(`${t('voucher.travellers')} (${line.seats}):`, 11);
    if (line.people.length === 0) write(t('voucher.travellersMissing'), 11, muted, margin + 12);
    line.people.forEach((person, index) => write(`${index + 1}. ${person.name} ${person.surname} — ${t(`voucher.category.${person.category}`)}`, 11, ink, margin + 12));
    y -= 10;
  }
  write(t('voucher.footer', { phone: seller.phone, email: seller.email }), 9, muted);
  return pdf.save();
}
