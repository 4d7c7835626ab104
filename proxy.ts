import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

/** Content-Security-Policy, computed at run time so the bank's gateway host comes from configuration. */
function contentSecurityPolicy(): string {
  const gateway = process.env.PAYMENT_PROVIDER === 'nestpay' && process.env.NESTPAY_GATEWAY_URL ? new URL(process.env.NESTPAY_GATEWAY_URL).origin : '';
  const dev = process.env.NODE_ENV !== 'production';
  return [
    "default-src 'self'",
    // Next.js hydrates with inline scripts; a per-request nonce would make every page dynamic (DESIGN §2).
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `form-action 'self' ${gateway}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export default function proxy(request: NextRequest) {
  const response = intl(request);
  response.headers.set('Content-Security-Policy', contentSecurityPolicy());
  if (process.env.APP_ENV === 'production') {
    response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  }
  return response;
}

export const config = {
  // Everything but the API, Next.js internals and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
