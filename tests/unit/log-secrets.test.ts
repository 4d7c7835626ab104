import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- a plain .mjs module of the production server, without type declarations
import { observeRequest } from '../../scripts/lib/request-log.mjs';
import { route } from '@/lib/http/respond';
import { setLogLevel } from '@/lib/log';
import { loggablePath } from '@/lib/security/secret-links.mjs';
import { FakeResponse } from '../support/fake-response';

/**
 * docs/decisions/0138: the links e-mailed to a customer carry secrets — a booking code in the path
 * (the travellers form lets whoever has it read and change passport numbers; the voucher), a signed
 * token in `?t=` (balance and review links). No log line may hold one.
 */
const CODE = '7QK2M9TD4XHR6B1VNZ8CJ3PWA0';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJvIjoiYWJjIn0.c2lnbmF0dXJlLXNlY3JldA';

const secretAddresses: [url: string, logged: string][] = [
  [`/travellers/${CODE}`, '/travellers/:code'],
  [`/en/travellers/${CODE}`, '/en/travellers/:code'],
  [`/ru/travellers/${CODE}?_rsc=1x2y`, '/ru/travellers/:code'],
  [`/api/Travellers/${CODE}`, '/api/Travellers/:code'],
  [`/voucher/${CODE}`, '/voucher/:code'],
  [`/en/voucher/${CODE}`, '/en/voucher/:code'],
  [`/api/Vouchers/${CODE}/pdf`, '/api/Vouchers/:code/pdf'],
  [`/review/0b7e1c1e-3f7a-4d65-9d59-1a2b3c4d5e6f?t=${TOKEN}`, '/review/0b7e1c1e-3f7a-4d65-9d59-1a2b3c4d5e6f'],
  [`/payment/0b7e1c1e-3f7a-4d65-9d59-1a2b3c4d5e6f?t=${TOKEN}`, '/payment/0b7e1c1e-3f7a-4d65-9d59-1a2b3c4d5e6f'],
  [`/api/Orders/0b7e1c1e-3f7a-4d65-9d59-1a2b3c4d5e6f/review?t=${TOKEN}`, '/api/Orders/0b7e1c1e-3f7a-4d65-9d59-1a2b3c4d5e6f/review'],
  [`/api/Payment/result/0b7e1c1e-3f7a-4d65-9d59-1a2b3c4d5e6f?t=${TOKEN}`, '/api/Payment/result/0b7e1c1e-3f7a-4d65-9d59-1a2b3c4d5e6f'],
];

afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel('warn');
});

describe('addresses with a secret in the logs', () => {
  it.each(secretAddresses)('the request line of %s holds no code and no token', (url, logged) => {
    const lines: Record<string, unknown>[] = [];
    const res = new FakeResponse();
    observeRequest({ method: 'GET', url, headers: {} }, res, { log: (line: Record<string, unknown>) => lines.push(line) });
    res.finish(200);
    expect(lines).toHaveLength(1);
    expect(lines[0].path).toBe(logged);
    expect(JSON.stringify(lines[0])).not.toContain(CODE);
    expect(JSON.stringify(lines[0])).not.toContain(TOKEN);
  });

  it.each(secretAddresses)('the error line of a route handler failing on %s holds no code and no token', async (url, logged) => {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
    setLogLevel('error');
    // allowCrossSite: a GET passes the same-origin check anyway, and the test needs no configuration.
    const handler = route(
      async () => {
        throw new Error('the database went away');
      },
      { allowCrossSite: true },
    );
    const answer = await handler(new Request(`http://127.0.0.1:3000${url}`), { params: Promise.resolve({}) });
    expect(answer.status).toBe(500);
    expect(printed).toHaveLength(1);
    const line = JSON.parse(printed[0]);
    expect(line.scope).toBe(`api GET ${logged}`);
    expect(printed[0]).not.toContain(CODE);
    expect(printed[0]).not.toContain(TOKEN);
  });

  it('writes other addresses as they are, without the query string', () => {
    expect(loggablePath('/tour-single-1/12?adults=2')).toBe('/tour-single-1/12');
    expect(loggablePath('/api/Tours?search=ayse@example.com')).toBe('/api/Tours');
    expect(loggablePath('https://www.anatolia-tours.example/en/blog-single/4#top')).toBe('/en/blog-single/4');
    expect(loggablePath('/travellers/')).toBe('/travellers/');
    expect(loggablePath(undefined)).toBe('/');
  });

  it('hides a code whatever the letter case or the address around it', () => {
    expect(loggablePath(`/API/TRAVELLERS/${CODE}`)).toBe('/API/TRAVELLERS/:code');
    expect(loggablePath(`//travellers/${CODE}/x`)).toBe('//travellers/:code/x');
    expect(loggablePath(`/tr/vouchers/${CODE.toLowerCase()}`)).toBe('/tr/vouchers/:code');
  });
});
