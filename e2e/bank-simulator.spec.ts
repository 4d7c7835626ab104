import { expect, test } from '@playwright/test';
import { hashVer3 } from '../lib/payments/nestpay/hash';

/**
 * Another site tries to use the demo bank: a form signed with the bank's public test store key,
 * returning to a `javascript:` address. The simulator signs with a key of this installation only
 * and returns only to this site (docs/booking-and-payments.md "The bank simulator").
 */
function attackerForm(gate: string, okUrl: string): string {
  const fields: Record<string, string> = {
    clientid: '700655000200',
    storetype: '3D_PAY',
    amount: '1.00',
    oid: 'E2EATTACK1',
    okUrl,
    failUrl: okUrl,
    currency: '949',
    rnd: 'e2e',
    lang: 'tr',
    TranType: 'Auth',
    Instalment: '',
    hashAlgorithm: 'ver3',
    pan: '4355084355084358',
    Ecom_Payment_Card_ExpDate_Month: '12',
    Ecom_Payment_Card_ExpDate_Year: '30',
    cv2: '000',
  };
  fields.hash = hashVer3(fields, 'TRPS0200');
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`)
    .join('');
  return `<form id="attack" method="post" action="${gate}">${inputs}<button type="submit">go</button></form>`;
}

test('a form signed with the public test key and a javascript: okUrl is refused by the simulator, with the CSP', async ({ page, baseURL }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setContent(attackerForm(`${baseURL}/api/bank-simulator/est3Dgate`, 'javascript:alert(document.domain)'));
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/bank-simulator/est3Dgate'));
  await page.getByRole('button', { name: 'go' }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: 'İşlem reddedildi' })).toBeVisible();
  await expect(page.getByText('Hash verification failed')).toBeVisible();
  // Nothing to continue with: no 3-D step, no form posting anywhere, no script run.
  await expect(page.locator('form')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the simulator refuses a request without a valid signature before looking at anything else', async ({ request }) => {
  const response = await request.post('/api/bank-simulator/est3Dgate', {
    form: { clientid: '700655000200', storetype: '3D_PAY_HOSTING', amount: '1.00', oid: 'E2EATTACK2', okUrl: 'https://evil.example/', failUrl: 'https://evil.example/', hash: 'x' },
  });
  expect(response.status()).toBe(400);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['content-security-policy']).toContain("form-action 'self'");
  expect(await response.text()).not.toContain('evil.example');
});
