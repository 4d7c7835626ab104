import { HttpError, route } from '@/lib/http/respond';
import { orderNumber } from '@/lib/orders/number';
import { bookingCodes } from '@/lib/travellers/booking';
import { bookingFromLink, codeParams, limitLinkRequests } from '@/lib/travellers/http';
import { voucherPdf } from '@/lib/travellers/voucher';

export const dynamic = 'force-dynamic';

/** GET /api/Vouchers/{code}/pdf → the voucher as a PDF, for whoever holds the voucher link of a paid booking. */
export const GET = route<{ code: string }>(async (request, { locale, params }) => {
  await limitLinkRequests(request, 'voucher');
  const { code } = codeParams.parse(params);
  const booking = await bookingFromLink('voucher', code, locale);
  if (booking.order.orderStatus !== 'Confirmed' && booking.order.orderStatus !== 'Completed') throw new HttpError(409, 'voucherNotPaid');
  const pdf = await voucherPdf(booking, bookingCodes(booking).checkin, locale);
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="voucher-${orderNumber(booking.order)}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
