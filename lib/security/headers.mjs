// The security headers of every HTML answer, as plain JavaScript so that both sides can use the one
// definition: the production server layer (scripts/production-server.mjs) puts them on every page it
// serves, whether or not proxy.ts ran for it (catalogue pages skip it, docs/decisions/0114), and
// lib/security/csp.ts gives them to proxy.ts and to the HTML that route handlers write.

const originOf = (value) => {
  try {
    return value ? new URL(value).origin : '';
  } catch {
    return '';
  }
};

/** Content-Security-Policy, computed at run time so the bank's gateway host comes from configuration. */
function contentSecurityPolicy(env) {
  const gateway = env.PAYMENT_PROVIDER === 'nestpay' ? originOf(env.NESTPAY_GATEWAY_URL) : '';
  const dev = env.NODE_ENV !== 'production';
  return [
    "default-src 'self'",
    // Next.js hydrates with inline scripts; a per-request nonce would make every page dynamic (docs/decisions/0009).
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

/** Content-Security-Policy, and HSTS in production (nosniff, X-Frame-Options and the rest: next.config.ts). */
export function securityHeaders(env = process.env) {
  const headers = { 'Content-Security-Policy': contentSecurityPolicy(env) };
  if (env.APP_ENV === 'production') headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains; preload';
  return headers;
}
