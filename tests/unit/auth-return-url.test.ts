import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from '@/lib/auth/return-url';

describe('the page to return to after signing in', () => {
  it.each([
    ['/db-main', '/db-main'],
    ['/en/db-profile?tab=password', '/en/db-profile?tab=password'],
    ['/tour-single-1/5#dates', '/tour-single-1/5#dates'],
    ['/', '/'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/db-main'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a relative path', 'db-main'],
    ['a script', 'javascript:alert(1)'],
    ['the API', '/api/User/Logout'],
  ])('refuses %s', (_, input) => {
    expect(safeReturnUrl(input)).toBeNull();
  });
});
