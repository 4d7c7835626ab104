import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { env } from '@/lib/config/env';
import { localizedUrl } from '@/lib/seo/urls';
import type { Locale } from '@/i18n/routing';

/**
 * The review link of the thank-you e-mail (docs/product-rules.md#reviews): `/review/{orderUUID}?t=…`,
 * where `t` is signed with the installation's AUTH_SECRET for this order and this purpose only, so
 * the traveller can write the review without signing in, and nobody can write one for another order.
 * It stays valid for REVIEW_LINK_DAYS; a signed-in owner of the order needs no token.
 */
export const REVIEW_LINK_DAYS = 60;
const ISSUER = 'tour-agency';
const AUDIENCE = 'tour-agency:review';
const key = () => new TextEncoder().encode(env().AUTH_SECRET);

export async function reviewToken(orderUUID: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(orderUUID)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + REVIEW_LINK_DAYS * 86_400)
    .sign(key());
}

/** Whether `token` is a valid review token of this order (never throws). */
export async function reviewTokenFits(token: string | null | undefined, orderUUID: string): Promise<boolean> {
  if (!token || token.length > 1000 || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return false;
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    return payload.sub === orderUUID;
  } catch {
    return false;
  }
}

export async function reviewLink(orderUUID: string, locale: Locale, now = new Date()): Promise<string> {
  return `${localizedUrl(`/review/${orderUUID}`, locale)}?t=${await reviewToken(orderUUID, now)}`;
}
