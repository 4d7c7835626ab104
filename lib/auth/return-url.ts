/**
 * The page to go back to after signing in: only a same-site relative path ("/db-main?tab=1"),
 * never another site ("//evil.example", "https://…", "/\\evil.example", "/.//evil.example") and
 * never the API. The value is normalised first (dot segments resolved, as the browser would) and
 * the result is checked, so no spelling of the path can turn into "//host" on the way
 * (docs/auth.md "Return URLs").
 */
const MAX_LENGTH = 2048;
const BASE = 'http://same.site';
/** Control characters: URL parsers drop tabs and newlines, which can smuggle a "//". */
const CONTROL = /[\u0000-\u001f\u007f]/;
/**
 * Percent-encoded slash, backslash, dot, percent (double encoding) or control character in the
 * path: a later decoding (a proxy, the sign-in page, a framework) could make a "//" of them.
 */
const ENCODED_TRICK = /%(2f|5c|2e|25|[01][0-9a-f]|7f)/i;

function check(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || CONTROL.test(value)) return null;
  const path = value.split(/[?#]/, 1)[0];
  if (ENCODED_TRICK.test(path)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, BASE);
  } catch {
    return null;
  }
  if (parsed.origin !== BASE) return null;
  const { pathname } = parsed;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\')) return null;
  if (pathname === '/api' || pathname.startsWith('/api/')) return null;
  return `${pathname}${parsed.search}${parsed.hash}`;
}

export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  const normalised = check(value);
  // The normalised path must itself be safe and stable: "/.//x" became "//x", which is refused.
  if (normalised === null || check(normalised) !== normalised) return null;
  return normalised;
}
