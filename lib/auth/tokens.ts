import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { ROLES } from './dashboard-routes';
import { isTokenShaped } from './token-shape';

/** docs/auth.md: access tokens are short-lived; the refresh token renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const ISSUER = 'tour-agency';
const AUDIENCE = 'tour-agency:access';

/**
 * What an access token says: the spec's `Id` and `Email` (empty for a temporary user), the role,
 * and `sid`, the refresh-token family of the sign-in, so that signing out ends the access token too.
 */
const claimsSchema = z.object({
  Id: z.number().int().positive(),
  Email: z.string(),
  Role: z.enum(ROLES),
  sid: z.uuid(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

let key: { secret: string; bytes: Uint8Array } | undefined;
function signingKey(): Uint8Array {
  const secret = env().AUTH_SECRET;
  if (key?.secret !== secret) key = { secret, bytes: new TextEncoder().encode(secret) };
  return key.bytes;
}

export async function signAccessToken(claims: AccessClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.Id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signingKey());
  return { token, expiresAt };
}

/** The claims of a valid access token; anything malformed, expired, tampered or foreign is null (never throws). */
export async function verifyAccessToken(token: string | null | undefined): Promise<AccessClaims | null> {
  if (!isTokenShaped(token)) return null;
  try {
    const { payload } = await jwtVerify(token, signingKey(), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
