import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as checkout } from '@/app/api/Checkout/route';
import { POST as cardPayment } from '@/app/api/Payment/initiate/route';
import { openTestDatabase } from '../support/db';
import { Browser } from './auth-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  // Small limits for this file (env() reads them on first use); production keeps 30 and 10.
  process.env.CHECKOUTS_PER_ADDRESS = '2';
  process.env.PAYMENT_STARTS_PER_ADDRESS = '2';
  handle = await openTestDatabase({ seed: false });
});
afterAll(() => handle.close());

describe('limits per address that staff can set (CHECKOUTS_PER_ADDRESS, PAYMENT_STARTS_PER_ADDRESS)', () => {
  it('answers the checkout attempt past the limit with a 429 and a sentence, for that address only', async () => {
    const visitor = new Browser('tr');
    const attempt = (address: string) => visitor.call(checkout, '/api/Checkout', { json: { idempotencyKey: randomUUID() }, headers: { 'x-forwarded-for': address } });
    // Counted before anything else: a bad form or an empty cart still counts as an attempt.
    expect((await attempt('192.0.2.10')).status).not.toBe(429);
    expect((await attempt('192.0.2.10')).status).not.toBe(429);
    const refused = await attempt('192.0.2.10');
    expect(refused.status).toBe(429);
    expect(refused.body.UIMessage).toMatch(/Çok fazla deneme yaptınız/);
    expect((await attempt('192.0.2.11')).status).not.toBe(429);
  });

  it('counts the addresses of one IPv6 /64 together: a visitor cannot step past the limit by changing address', async () => {
    const visitor = new Browser('en');
    const attempt = (address: string) => visitor.call(checkout, '/api/Checkout', { json: { idempotencyKey: randomUUID() }, headers: { 'x-forwarded-for': address } });
    expect((await attempt('2001:db8:5:6::1')).status).not.toBe(429);
    expect((await attempt('2001:db8:5:6::2')).status).not.toBe(429);
    expect((await attempt('2001:db8:5:6:ffff:1:2:3')).status).toBe(429);
    expect((await attempt('2001:db8:5:7::1')).status).not.toBe(429);
  });

  it('answers the card payment start past the limit with a 429 saying how long to wait', async () => {
    const visitor = new Browser('en');
    const start = () => visitor.call(cardPayment, '/api/Payment/initiate', { json: { orderId: randomUUID(), amount: 100 }, headers: { 'x-forwarded-for': '192.0.2.20' } });
    expect((await start()).status).not.toBe(429);
    expect((await start()).status).not.toBe(429);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(refused.body.UIMessage).toMatch(/minute/);
  });
});
