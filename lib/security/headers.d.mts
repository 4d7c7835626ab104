/** Content-Security-Policy, and HSTS in production (lib/security/headers.mjs). */
export function securityHeaders(env?: Record<string, string | undefined>): Record<string, string>;
