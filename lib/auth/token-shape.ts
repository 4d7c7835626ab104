/**
 * docs/product-rules.md#validation: a token is "three dot-separated segments, each base64 JSON". The third segment of a JWT
 * is the signature (base64url bytes, not JSON), so this checks what the spec can mean: three
 * non-empty base64url segments whose first two decode to JSON objects. Anything else is not worth
 * handing to the verifier and means "signed out".
 */
const SEGMENT = /^[A-Za-z0-9_-]+$/;
/** Real access tokens are a few hundred characters; a megabyte "token" is an attack, not a session. */
const MAX_TOKEN_LENGTH = 4096;

function decodesToJsonObject(segment: string): boolean {
  try {
    const json: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof json === 'object' && json !== null && !Array.isArray(json);
  } catch {
    return false;
  }
}

export function isTokenShaped(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TOKEN_LENGTH) return false;
  const segments = value.split('.');
  if (segments.length !== 3 || !segments.every((segment) => SEGMENT.test(segment))) return false;
  return decodesToJsonObject(segments[0]) && decodesToJsonObject(segments[1]);
}
