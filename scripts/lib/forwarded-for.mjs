// The client's address for the rate limits and the limits per address (docs/booking-and-payments.md,
// "Limits per address"). Next.js only fills X-Forwarded-For from the socket when the header is absent,
// so a client-sent header would reach the route handlers untouched. The production server calls
// `rewriteForwardedFor` before handing a request to Next: the header then holds at most
// TRUST_PROXY_HOPS entries appended by the trusted reverse proxies, followed by the socket's address,
// and lib/security/rate-limit.ts clientIp() takes the entry TRUST_PROXY_HOPS before the last.

const HOPS_PROBLEM = 'TRUST_PROXY_HOPS must be a whole number from 0 to 10';

/** The number of trusted reverse proxies (0 when unset); throws a one-sentence error for a bad value. */
export function trustProxyHops(value = process.env.TRUST_PROXY_HOPS) {
  if (value === undefined || value === '') return 0;
  if (!/^\d{1,2}$/.test(value) || Number(value) > 10) throw new Error(`Configuration error: ${HOPS_PROBLEM}.`);
  return Number(value);
}

/** `::ffff:203.0.113.7` (an IPv4 peer on a dual-stack socket) is `203.0.113.7`. */
function plainAddress(address) {
  if (!address) return '127.0.0.1';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** Rewrites the request's X-Forwarded-For (and drops X-Real-IP) so that only trusted entries remain. */
export function rewriteForwardedFor(req, hops) {
  const presented = [req.headers['x-forwarded-for']]
    .flat()
    .filter(Boolean)
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const trusted = hops > 0 ? presented.slice(-hops) : [];
  req.headers['x-forwarded-for'] = [...trusted, plainAddress(req.socket.remoteAddress)].join(', ');
  delete req.headers['x-real-ip'];
}
