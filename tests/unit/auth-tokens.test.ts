import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims } from '@/lib/auth/tokens';

const claims: AccessClaims = { Id: 7, Email: 'musteri@example.com', Role: 'customer', sid: '0f8fad5b-d9cb-469f-a165-70867728950e' };

function withPayload(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
  change(decoded);
  return [header, Buffer.from(JSON.stringify(decoded)).toString('base64url'), signature].join('.');
}

describe('access tokens', () => {
  it('carry Id, Email and the role, and expire after 15 minutes', async () => {
    const now = new Date();
    const { token, expiresAt } = await signAccessToken(claims, now);
    expect(await verifyAccessToken(token)).toEqual(claims);
    expect(expiresAt.getTime() - Math.floor(now.getTime() / 1000) * 1000).toBe(ACCESS_TOKEN_TTL_SECONDS * 1000);
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('are signed out when expired', async () => {
    const { token } = await signAccessToken(claims, new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000));
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it('are signed out when tampered with (a customer making themselves admin)', async () => {
    const { token } = await signAccessToken(claims);
    expect(await verifyAccessToken(withPayload(token, (payload) => (payload.Role = 'admin')))).toBeNull();
    expect(await verifyAccessToken(token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'))).toBeNull();
  });

  it('are signed out when signed with another key or with no signature at all', async () => {
    const foreign = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('15m').sign(new TextEncoder().encode('x'.repeat(48)));
    expect(await verifyAccessToken(foreign)).toBeNull();
    const unsigned = new UnsecuredJWT({ ...claims }).setExpirationTime('15m').encode();
    expect(await verifyAccessToken(unsigned)).toBeNull();
  });

  it('are signed out when malformed, never an exception', async () => {
    for (const value of [undefined, null, '', 'garbage', 'a.b.c', '%%%.%%%.%%%', `${'eyJ'.repeat(2000)}.x.y`]) {
      await expect(verifyAccessToken(value)).resolves.toBeNull();
    }
  });

  it('are signed out when their claims are not ours', async () => {
    const { token } = await signAccessToken(claims);
    expect(await verifyAccessToken(withPayload(token, (payload) => delete payload.sid))).toBeNull();
  });
});
