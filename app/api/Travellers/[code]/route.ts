import { getDb } from '@/lib/db/client';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { logError } from '@/lib/log';
import { agencyToday } from '@/lib/admin/schemas/tour';
import { saveTravellers, travellersEditable, type TravellerBooking } from '@/lib/travellers/booking';
import { bookingFromLink, codeParams, limitLinkRequests } from '@/lib/travellers/http';
import { sendVoucherMailOnce } from '@/lib/travellers/mail';
import { travellersBodyBytes, travellersSchema } from '@/lib/travellers/rules';
import { orderNumber } from '@/lib/orders/number';
import { maskedNumber } from '@/lib/travellers/masked';

export const dynamic = 'force-dynamic';

/**
 * The booking as the travellers form shows it. Identity and passport numbers are shown masked, also
 * while the list can be changed: whoever holds the link (a forwarded e-mail) need not read them in
 * full (KVKK: no more than needed). A masked number sent back unchanged keeps the saved one.
 */
function answer(booking: TravellerBooking) {
  const editable = travellersEditable(booking);
  const shown = (traveller: TravellerBooking['travellers'][number]) => ({ ...traveller, tckn: maskedNumber(traveller.tckn), passportNo: maskedNumber(traveller.passportNo) });
  return {
    orderNo: orderNumber(booking.order),
    editable,
    deadline: booking.deadline.toISOString(),
    missing: booking.missing,
    lines: booking.lines.map((line) => ({
      lineId: line.lineId,
      tourName: line.tourName,
      startsOn: line.startsOn,
      startTime: line.startTime,
      requiresIdList: line.requiresIdList,
      childAgeMax: line.childAgeMax,
      babyAgeMax: line.babyAgeMax,
    })),
    seats: booking.seats.map((seat) => {
      const traveller = booking.travellers.find((t) => t.lineId === seat.lineId && t.seat === seat.seat && t.category === seat.category);
      return { ...seat, traveller: traveller ? shown(traveller) : null };
    }),
  };
}

/**
 * GET /api/Travellers/{code} → the booking's seats and the travellers given so far, for whoever
 * holds the signed link of the booking e-mail (no account needed; docs/booking-and-payments.md "Travellers").
 */
export const GET = route<{ code: string }>(async (request, { locale, params }) => {
  await limitLinkRequests(request, 'travellers');
  const { code } = codeParams.parse(params);
  const booking = await bookingFromLink('travellers', code, locale);
  return ok(answer(booking), '', { headers: { 'Cache-Control': 'private, no-store' } });
});

/**
 * PUT /api/Travellers/{code} `{ travellers: [{ lineId, seat, name, surname, birthDate?, nationality?,
 * tckn?, passportNo? }] }` → every seat at once, checked (TCKN checksum, passport format, children's
 * and babies' ages on the departure day). 409 after the deadline or for a cancelled booking. When
 * the booking is paid and now complete, the voucher e-mail goes out (once).
 */
export const PUT = route<{ code: string }>(async (request, { locale, params }) => {
  await limitLinkRequests(request, 'travellers');
  const { code } = codeParams.parse(params);
  const booking = await bookingFromLink('travellers', code, locale);
  if (!travellersEditable(booking)) throw new HttpError(409, 'travellersClosed');
  const travellers = await parseJson(request, travellersSchema(booking.seats, booking.lines, agencyToday(), booking.travellers), { maxBytes: travellersBodyBytes(booking.seats.length) });
  const db = await getDb();
  if (!(await saveTravellers(db, booking.order.id, travellers))) throw new HttpError(409, 'travellersClosed');
  await sendVoucherMailOnce(booking.order.id).catch((error: unknown) => logError('travellers', error, 'voucher mail failed'));
  const saved = await bookingFromLink('travellers', code, locale);
  return ok(answer(saved), translator(locale)('api.travellersSaved'));
});
