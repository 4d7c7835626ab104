/**
 * The security headers of every HTML answer: pages get them from proxy.ts, HTML written by a route
 * handler (the bank simulator, the gateway test page) through `htmlResponse`. No `server-only`:
 * proxy.ts imports it too. README "Decisions" (CSP) explains the inline-script allowance.
 */

const originOf = (value: string | undefined): string => {
  try {
    return value ? new URL(value).origin : '';
  } catch {
    return '';
  }
};

/** Content-Security-Policy, computed at run time so the bank's gateway host comes from configuration. */
function contentSecurityPolicy(): string {
  const gateway = process.env.PAYMENT_PROVIDER === 'nestpay' ? originOf(process.env.NESTPAY_GATEWAY_URL) : '';
  const dev = process.env.NODE_ENV !== 'production';
  return [
    "default-src 'self'",
    // Next.js hydrates with inline scripts; a per-request nonce would make every page dynamic (docs/seo-and-performance.md#speed).
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

/** The headers proxy.ts and `htmlResponse` put on every HTML answer. */
export function securityHeaders(): Record<string, string> {
  // nosniff, X-Frame-Options and the rest come from next.config.ts for every path.
  const headers: Record<string, string> = { 'Content-Security-Policy': contentSecurityPolicy() };
  if (process.env.APP_ENV === 'production') headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains; preload';
  return headers;
}

/** An HTML answer of a route handler (under /api, which proxy.ts does not see), never cached, with the CSP. */
export function htmlResponse(html: string, init: { status?: number } = {}): Response {
  return new Response(html, {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...securityHeaders() },
  });
}
