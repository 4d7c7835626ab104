import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { HttpError } from '@/lib/http/respond';
import { agencyToday } from '@/lib/admin/schemas/tour';
import type { Locale } from '@/i18n/routing';
import { loadTravellerBooking } from './booking';
import { verifyBookingCode, type TokenPurpose } from './token';

/** `{code}` in a path: at most 64 characters; anything else is simply "not found". */
export const codeParams = z.object({ code: z.string().max(64) });

/**
 * The booking a signed link names: 404 for anything malformed, forged, for another purpose or
 * another order; 410 once the link's last day has passed.
 */
export async function bookingFromLink(purpose: TokenPurpose, code: string, locale: Locale) {
  const verdict = verifyBookingCode(purpose, code, agencyToday());
  if (!verdict.ok) throw verdict.reason === 'expired' ? new HttpError(410, 'linkExpired') : new HttpError(404, 'linkNotFound');
  const booking = await loadTravellerBooking(await getDb(), verdict.orderId, locale);
  if (!booking) throw new HttpError(404, 'linkNotFound');
  return booking;
}
