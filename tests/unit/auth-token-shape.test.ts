import { describe, expect, it } from 'vitest';
import { isTokenShaped } from '@/lib/auth/token-shape';

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = segment({ alg: 'HS256', typ: 'JWT' });
const payload = segment({ Id: 1, Email: 'a@b.co' });

describe('the token shape (docs/product-rules.md#validation: three dot-separated base64 JSON segments)', () => {
  it('accepts a JWT: JSON header, JSON payload and a base64url signature', () => {
    expect(isTokenShaped(`${header}.${payload}.c2lnbmF0dXJl`)).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['a number', 42],
    ['an empty string', ''],
    ['two segments', `${header}.${payload}`],
    ['four segments', `${header}.${payload}.sig.extra`],
    ['an empty signature', `${header}.${payload}.`],
    ['a header that is not JSON', `bm90IGpzb24.${payload}.sig`],
    ['a payload that is a JSON string, not an object', `${header}.${segment('text')}.sig`],
    ['a payload that is a JSON array', `${header}.${segment([1, 2])}.sig`],
    ['characters outside base64url', `${header}.${payload}.si+g/=`],
    ['a cookie value with spaces', 'not a token at all'],
    ['an absurdly long value', `${header}.${'A'.repeat(5000)}.sig`],
  ])('refuses %s', (_, value) => {
    expect(isTokenShaped(value)).toBe(false);
  });
});
