/**
 * The page to go back to after signing in: only a same-site relative path ("/db-main?tab=1"),
 * never another site ("//evil.example", "https://…", "/\\evil.example") and never the API.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  // Browsers treat a backslash like a slash, so "/\evil.example" would be protocol-relative.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters (tabs, newlines) are dropped by URL parsers and can smuggle a "//".
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, 'http://same.site');
  } catch {
    return null;
  }
  if (parsed.origin !== 'http://same.site' || parsed.pathname.startsWith('/api/')) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
