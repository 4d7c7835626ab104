import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { HttpError } from '@/lib/http/respond';
import { clientNetwork, enforceRateLimit } from '@/lib/security/rate-limit';
import { agencyToday } from '@/lib/admin/schemas/tour';
import type { Locale } from '@/i18n/routing';
import { loadTravellerBooking } from './booking';
import { verifyBookingCode, type TokenPurpose } from './token';

/**
 * Requests of a booking link's API per network address in 10 minutes: a customer filling the
 * travellers form or downloading the voucher makes a handful; each answer loads the booking, and a
 * voucher builds a PDF with its QR code and font (15–25 ms of the server's CPU).
 */
export const LINK_REQUESTS_PER_ADDRESS = { travellers: { limit: 120, windowSeconds: 600 }, voucher: { limit: 30, windowSeconds: 600 } } as const;

/** Counts a request of a booking link's API for the caller's network; 429 with the sentence past the limit. */
export async function limitLinkRequests(request: Request, purpose: keyof typeof LINK_REQUESTS_PER_ADDRESS): Promise<void> {
  await enforceRateLimit(`${purpose}-link:${clientNetwork(request)}`, LINK_REQUESTS_PER_ADDRESS[purpose]);
}

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
