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

/**
 * Whether a peer can be one of our reverse proxies: loopback, a private network (RFC 1918, RFC 4193)
 * or link-local. nginx reaches the app from such an address; a visitor who reaches the app's port
 * directly from the internet does not, so what they wrote in X-Forwarded-For is never believed,
 * even with TRUST_PROXY_HOPS set (they could otherwise pass for 127.0.0.1, open /api/metrics and
 * get past every limit per address).
 */
export function isPrivateAddress(address) {
  const ip = plainAddress(address).toLowerCase();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  return ip === '::1' || /^f[cd][0-9a-f]{2}:/.test(ip) || /^fe[89ab][0-9a-f]:/.test(ip);
}

/**
 * Rewrites the request's X-Forwarded-For (and drops X-Real-IP) so that only trusted entries remain:
 * the last `hops` entries when the peer is a private address (a proxy of ours), none otherwise.
 */
export function rewriteForwardedFor(req, hops) {
  const presented = [req.headers['x-forwarded-for']]
    .flat()
    .filter(Boolean)
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  delete req.headers['x-real-ip'];
  const fromPrivatePeer = isPrivateAddress(req.socket.remoteAddress);
  if (hops === 0 && fromPrivatePeer && presented.length > 0) {
    // A proxy on this machine or network forwards for its clients, but TRUST_PROXY_HOPS is 0: the
    // socket's address is the proxy's, not the visitor's. Taking it would make every visitor this
    // machine (operations details open, one shared count for every limit per address); the visitor
    // is unknown instead (strict, as under plain `next start`), and the operator is told once.
    req.headers['x-forwarded-for'] = UNKNOWN_CLIENT;
    warnUntrustedProxy(plainAddress(req.socket.remoteAddress));
    return;
  }
  const trusted = hops > 0 && fromPrivatePeer ? presented.slice(-hops) : [];
  req.headers['x-forwarded-for'] = [...trusted, plainAddress(req.socket.remoteAddress)].join(', ');
}

/** The address lib/security/rate-limit.ts clientIp() reads as "unknown": never loopback. */
const UNKNOWN_CLIENT = 'unknown';

let warned = false;
function warnUntrustedProxy(peer) {
  if (warned) return;
  warned = true;
  console.error(
    JSON.stringify({ level: 40, time: new Date().toISOString(), event: 'proxy.untrusted', msg: `X-Forwarded-For arrives from ${peer} while TRUST_PROXY_HOPS=0: set TRUST_PROXY_HOPS=1 behind nginx; until then every visitor counts as unknown` }),
  );
}
