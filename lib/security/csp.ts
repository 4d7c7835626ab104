import { securityHeaders } from './headers.mjs';

/**
 * The security headers of every HTML answer (defined once in ./headers.mjs): pages get them from the
 * production server layer and from proxy.ts where it runs, HTML written by a route handler (the bank
 * simulator, the gateway test page) through `htmlResponse`. No `server-only`: proxy.ts imports it too.
 * docs/decisions/0009 explains the inline-script allowance.
 */

export { securityHeaders };

/** An HTML answer of a route handler (under /api, which proxy.ts does not see), never cached, with the CSP. */
export function htmlResponse(html: string, init: { status?: number } = {}): Response {
  return new Response(html, {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...securityHeaders() },
  });
}
