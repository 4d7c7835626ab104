import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from '@/proxy';

/** What the proxy passes on to the page as the request's own headers (Next's `x-middleware-request-*`). */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe('the proxy and the dashboard guard’s return path', () => {
  it('sends a signed-out visitor of a dashboard page, written with percent escapes too, to the sign-in page', async () => {
    // A segment that does not decode (`%E0`) leaves the others decoded.
    for (const address of ['/db-reports', '/%64b-reports', '/en/db-%72eports', '/%64b-reports/%E0']) {
      const response = await proxy(new NextRequest(`http://localhost:3000${address}`, { headers: { 'x-return-path': '/evil' } }));
      expect(response.headers.get('location'), address).toMatch(/\/login\?returnUrl=%2F(en%2F)?db-reports(%2F.*)?$/);
    }
  });

  it('answers a dashboard address whose escapes decode to a line break or € (the sign-in redirect), not with an error', async () => {
    for (const address of ['/db-reports%0A', '/db-booking/%E2%82%AC', '/db-%72eports?tab=a%0Ab']) {
      const response = await proxy(new NextRequest(`http://localhost:3000${address}`));
      expect(response.status, address).toBeLessThan(400);
    }
  });

  it('never passes on a return path the browser sent', async () => {
    for (const address of ['/about-us', '/my-bookings', '/en/cart']) {
      const response = await proxy(new NextRequest(`http://localhost:3000${address}`, { headers: { 'x-return-path': '/db-reports' } }));
      expect(forwarded(response, 'x-return-path'), address).toBeNull();
    }
  });
});
