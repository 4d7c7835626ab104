import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { localizedUrl } from '@/lib/seo/urls';
import type { Locale } from '@/i18n/routing';
import { addDays } from './price';

/**
 * The balance link of the e-mails (docs/decisions/0083): a signed, expiring token naming the order
 * by its UUID (which says nothing about the customer) for one purpose — paying the balance. Signed
 * with the installation's secret under its own audience, so neither a session token nor anything
 * else passes for it. It expires a week after the balance's due day.
 */
const ISSUER = 'tour-agency';
const AUDIENCE = 'tour-agency:balance';
const GRACE_DAYS = 7;

const claims = z.object({ o: z.uuid() });

const key = () => new TextEncoder().encode(env().AUTH_SECRET);

export async function signBalanceToken(orderUUID: string, balanceDueOn: string | null, now = new Date()): Promise<string> {
  const until = balanceDueOn ? Date.parse(`${addDays(balanceDueOn, GRACE_DAYS)}T21:00:00Z`) : now.getTime() + GRACE_DAYS * 86_400_000;
  return new SignJWT({ o: orderUUID })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(Math.max(until, now.getTime() + 86_400_000) / 1000))
    .sign(key());
}

/** The order UUID a valid token names; anything malformed, expired, tampered or foreign is null. */
export async function verifyBalanceToken(token: string | null | undefined): Promise<string | null> {
  if (!token || token.length > 1000 || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return null;
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    const parsed = claims.safeParse(payload);
    return parsed.success ? parsed.data.o : null;
  } catch {
    return null;
  }
}

/** The card page for the balance, with the token: works without signing in, on any device. */
export async function balanceLink(order: { orderUUID: string; balanceDueOn: string | null }, locale: Locale, now = new Date()): Promise<string> {
  const token = await signBalanceToken(order.orderUUID, order.balanceDueOn, now);
  return localizedUrl(`/payment/${order.orderUUID}?t=${token}`, locale);
}

/** A token field of a request (query or body): short, or absent. */
export const balanceTokenField = z.string().max(1000).optional();
