import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getSessionUser } from '@/lib/auth/session';
import { ok, parseJson, parseQuery, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { reviewPageData, submitReview } from '@/lib/reviews/reviews';
import { reviewInputSchema } from '@/lib/reviews/schema';
import { orderParams } from '../params';

export const dynamic = 'force-dynamic';

const query = z.object({ t: z.string().max(1000).optional() });
const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * GET /api/Orders/{orderUUID}/review?t={token} → `{ Data: { orderStatus, canReview, travellerName,
 * tours: [{ tourId, title, review: { stars, text, language, status, createdAt } | null }] } }`: for
 * the order's owner signed in (a guest's session included) or with the signed link of the
 * thank-you e-mail (`t`); 401 without either, 403 for another account, 404 for an unknown order.
 */
export const GET = route<{ orderId: string }>(async (request, { locale, params }) => {
  const { orderId } = orderParams.parse(params);
  const { t: token } = parseQuery(request, query);
  const user = await getSessionUser(request);
  return ok(await reviewPageData(orderId, { userId: user?.id ?? null, token }, locale), '', { headers: noStore });
});

/**
 * POST /api/Orders/{orderUUID}/review `{ tourId, stars: 1–5, text: 10–2000 characters, language:
 * "tr"|"en"|"ru", token? }` → 201 `{ Data: { id, status: "pending" } }`. Once per order and tour
 * (409 `alreadyReviewed`), only once the order is Completed (409 `reviewNotYet`), at most
 * REVIEWS_PER_USER a window per account (429). Published when staff approve it.
 */
export const POST = route<{ orderId: string }>(async (request, { locale, params }) => {
  const { orderId } = orderParams.parse(params);
  const input = await parseJson(request, reviewInputSchema);
  const user = await getSessionUser(request);
  const saved = await submitReview(orderId, { userId: user?.id ?? null }, input);
  return NextResponse.json({ Data: saved, UIMessage: translator(locale)('api.reviewSaved') }, { status: 201, headers: noStore });
});
