import { describe, expect, it } from 'vitest';
import { POST as gate } from '@/app/api/bank-simulator/est3Dgate/route';
import { POST as challenge } from '@/app/api/bank-simulator/challenge/route';
import { env } from '@/lib/config/env';
import { hashVer3 } from '@/lib/payments/nestpay/hash';

/** The form our checkout posts to the 3-D gate (lib/payments/nestpay/form.ts), signed with `storeKey`. */
function signedForm(storeKey: string, overrides: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    clientid: env().NESTPAY_CLIENT_ID,
    storetype: '3D_PAY',
    amount: '10.00',
    oid: 'ATTACK0001',
    okUrl: 'http://localhost:3000/api/PaymentGateway/success',
    failUrl: 'http://localhost:3000/api/PaymentGateway/fail',
    currency: '949',
    rnd: 'abc',
    lang: 'tr',
    TranType: 'Auth',
    Instalment: '',
    hashAlgorithm: 'ver3',
    pan: '4355084355084358',
    Ecom_Payment_Card_ExpDate_Month: '12',
    Ecom_Payment_Card_ExpDate_Year: '30',
    cv2: '000',
    ...overrides,
  };
  fields.hash = hashVer3(fields, storeKey);
  return fields;
}

const post = (handler: (request: Request) => Promise<Response>, path: string, fields: Record<string, string>) =>
  handler(new Request(`http://localhost:3000/api/bank-simulator/${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }));

async function expectRefused(response: Response) {
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain('<h1>İşlem reddedildi</h1>');
  expect(html).not.toContain('<form');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
}

describe('the bank simulator', () => {
  it('refuses a request signed with the public test store key in demo mode', async () => {
    await expectRefused(await post(gate, 'est3Dgate', signedForm('TRPS0200')));
  });

  it.each([
    ['a javascript: okUrl', { okUrl: 'javascript:alert(document.cookie)' }],
    ['a javascript: failUrl', { failUrl: 'javascript:alert(1)' }],
    ['a foreign okUrl', { okUrl: 'https://evil.example/api/PaymentGateway/success' }],
    ['a foreign failUrl', { failUrl: 'http://localhost:3001/api/PaymentGateway/fail' }],
    ['a data: okUrl', { okUrl: 'data:text/html,<script>alert(1)</script>' }],
  ])('refuses %s even when correctly signed', async (_name, overrides) => {
    await expectRefused(await post(gate, 'est3Dgate', signedForm(env().NESTPAY_STORE_KEY, overrides)));
  });

  it('returns only to this site, and every HTML answer carries the Content-Security-Policy', async () => {
    const first = await post(gate, 'est3Dgate', signedForm(env().NESTPAY_STORE_KEY));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const state = /name="state" value="([^"]+)"/.exec(await first.text())?.[1];
    expect(state).toBeTruthy();
    const back = await post(challenge, 'challenge', { state: state!.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))), answer: 'yes', lang: 'tr' });
    expect(back.status).toBe(200);
    expect(back.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(await back.text()).toContain('action="http://localhost:3000/api/PaymentGateway/success"');
  });
});
