import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from '@/lib/auth/return-url';

describe('the page to return to after signing in', () => {
  it.each([
    ['/db-main', '/db-main'],
    ['/en/db-profile?tab=password', '/en/db-profile?tab=password'],
    ['/tour-single-1/5#dates', '/tour-single-1/5#dates'],
    ['/', '/'],
    ['/./db-main', '/db-main'],
    ['/en/tour-list-1?q=a%2Fb', '/en/tour-list-1?q=a%2Fb'],
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
    ['a dot segment before a double slash', '/.//evil.example/x'],
    ['two dot segments before a double slash', '/././/evil.example'],
    ['a parent segment before a double slash', '/a/..//evil.example'],
    ['a slash and a backslash', '/\\/evil.example'],
    ['a dot segment and a backslash', '/.\\evil.example'],
    ['an encoded slash', '/%2F/evil.example'],
    ['an encoded slash after a dot segment', '/.%2F/evil.example'],
    ['an upper-case encoded slash pair', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a lower-case encoded backslash', '/%5cevil.example'],
    ['a double-encoded slash', '/%252F/evil.example'],
    ['a double-encoded backslash', '/%255Cevil.example'],
    ['an encoded dot segment', '/%2E//evil.example'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r//evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['an absolute http address', 'http://evil.example/x'],
    ['an absolute address without slashes', 'https:evil.example'],
    ['a data address', 'data:text/html,x'],
    ['a protocol-relative address with a path', '//evil.example/db-main'],
    ['the API behind a dot segment', '/./api/User/Logout'],
  ])('refuses %s', (_, input) => {
    expect(safeReturnUrl(input)).toBeNull();
  });
});
