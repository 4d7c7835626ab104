import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { clientIp } from '@/lib/security/rate-limit';

/**
 * Who may read the operations endpoints (metrics, readiness details, backups on request): callers on
 * this machine, or callers with the right bearer token. The client address is the socket's as the
 * production server rewrites X-Forwarded-For before Next sees it (scripts/lib/forwarded-for.mjs);
 * behind nginx with TRUST_PROXY_HOPS=1 it is the address nginx saw, so a visitor is never loopback.
 */
export function isLoopback(request: Request): boolean {
  const ip = clientIp(request).replace(/^::ffff:/, '');
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}

/** Constant-time comparison of `Authorization: Bearer …` with the expected token. */
export function hasBearer(request: Request, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
