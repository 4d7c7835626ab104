import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as cardInitiate } from '@/app/api/Payment/initiate/route';
import { GET as installmentsApi } from '@/app/api/Payment/installments/route';
import { POST as gatewayInitiate } from '@/app/api/PaymentGateway/initiate/route';
import { POST as bankSuccess } from '@/app/api/PaymentGateway/success/route';
import { POST as bankFail } from '@/app/api/PaymentGateway/fail/route';
import { POST as createRecord } from '@/app/api/admin/[resource]/route';
import { DELETE as deleteRecord, PUT as updateRecord } from '@/app/api/admin/[resource]/[id]/route';
import { GET as paymentResultApi } from '@/app/api/Payment/result/[orderId]/route';
import { env } from '@/lib/config/env';
import { auditLog, cardBins, installmentCaps, installmentProgrammes, orderEvents, orders, paymentAttempts, settings, tourDepartures, tours } from '@/lib/db/schema';
import { hashVer3 } from '@/lib/payments/nestpay/hash';
import { applyBankCallback } from '@/lib/payments/card-payment';
import { orderInstallmentLimit, programmeForCard } from '@/lib/payments/installments/rules';
import { completeChallenge, receiveGateRequest, receiveHostedCard } from '@/lib/payments/simulator/bank';
import { openTestDatabase } from '../support/db';
import { createAccount, signedIn, type Browser } from './auth-support';
import { customerWithPlacedOrder, seedAgency, seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let domestic: { tourId: number; departureId: number };
let abroad: { tourId: number; departureId: number };
let maximum: number;
let bankkart: number;

beforeAll(async () => {
  for (const method of ['log', 'warn', 'info'] as const) vi.spyOn(console, method).mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  const home = await seedBookableTour('Kapadokya Balon Turu');
  domestic = { tourId: home.tour.id, departureId: home.open.id };
  // Room for every customer of this file.
  await handle.db.update(tourDepartures).set({ capacity: 1000 }).where(eq(tourDepartures.id, home.open.id));
  const away = await seedBookableTour('Batum Turu');
  await handle.db.update(tours).set({ travelScope: 'abroad' }).where(eq(tours.id, away.tour.id));
  abroad = { tourId: away.tour.id, departureId: away.open.id };
  // Maximum: 2 at the cash price, 3 at 3.20 %, 6 at 6.40 %; Bankkart: 3 and 9 only.
  const [max, bank] = await handle.db
    .insert(installmentProgrammes)
    .values([
      { name: 'Maximum', banks: 'İş Bankası', plans: [{ count: 2, rateBps: 0 }, { count: 3, rateBps: 320 }, { count: 6, rateBps: 640 }], minInstallmentKurus: 10_000 },
      { name: 'Bankkart', banks: 'Ziraat Bankası', plans: [{ count: 3, rateBps: 300 }, { count: 9, rateBps: 900 }] },
    ])
    .returning();
  maximum = max.id;
  bankkart = bank.id;
  await handle.db.insert(cardBins).values([
    { prefix: '435508', programmeId: maximum },
    { prefix: '454671', programmeId: bankkart },
  ]);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const PASSWORD = 'Taksit2026!';
const APPROVED = '4355084355084358';
const DEBIT = '4000000000001026';
const UNLISTED = '4000000000000002';
let addresses = 0;

/** A signed-in customer with an unpaid card order of two adults (3 000 TL), each from an address of their own. */
async function customer(trip = domestic, language = 'tr') {
  const placed = await customerWithPlacedOrder({ ...trip, password: PASSWORD });
  const browser = await signedIn(placed.email, PASSWORD, language);
  const ip = `198.51.100.${++addresses}`;
  // Each customer from an address of their own: the limits per address are not under test here.
  await handle.db.update(orders).set({ ip }).where(eq(orders.id, placed.order.id));
  return { ...placed, browser, ip };
}

type Customer = Awaited<ReturnType<typeof customer>>;

function payByCard(who: Customer, fields: Record<string, unknown>, browser: Browser = who.browser) {
  return browser.call(cardInitiate, '/api/Payment/initiate', {
    json: {
      orderId: who.order.orderUUID,
      amount: who.order.totalAmount / 100,
      cardHolderName: 'Ali Öztürk',
      cardNumber: APPROVED,
      cardExpireMonth: '12',
      cardExpireYear: String(new Date().getFullYear() + 2),
      cardCVV: '000',
      ...fields,
    },
    headers: { 'x-forwarded-for': who.ip },
  });
}

/** The signed form inside the answer's html, as the page submits it to the bank. */
function formOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[name] = value.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
  return fields;
}

const formRequest = (fields: Record<string, string>) =>
  new Request('http://localhost:3000/api/PaymentGateway/success', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://bank.example' }, body: new URLSearchParams(fields) });

const attemptsOf = (orderId: number) => handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));

describe('the legal caps and the tour limits', () => {
  beforeEach(async () => {
    await handle.db.update(installmentCaps).set({ maxInstallments: 12 }).where(eq(installmentCaps.travelScope, 'domestic'));
    await handle.db.update(tours).set({ maxInstallments: 12 }).where(eq(tours.id, domestic.tourId));
  });

  it('start from the regulator’s rules for travel services: 12 at home, none abroad, with their source', async () => {
    const caps = await handle.db.select().from(installmentCaps);
    expect(Object.fromEntries(caps.map((cap) => [cap.travelScope, cap.maxInstallments]))).toEqual({ domestic: 12, abroad: 1 });
    expect(caps.find((cap) => cap.travelScope === 'abroad')?.source).toMatch(/BDDK.*2023/);
  });

  it('give a domestic tour up to 12 installments, a tour abroad none, and follow staff’s edits', async () => {
    const home = await customer();
    const away = await customer(abroad);
    expect(await orderInstallmentLimit(handle.db, home.order.id)).toEqual({ max: 12, reason: 'legal' });
    expect(await orderInstallmentLimit(handle.db, away.order.id)).toEqual({ max: 1, reason: 'abroad' });
    await handle.db.update(installmentCaps).set({ maxInstallments: 9 }).where(eq(installmentCaps.travelScope, 'domestic'));
    expect(await orderInstallmentLimit(handle.db, home.order.id)).toEqual({ max: 9, reason: 'legal' });
    await handle.db.update(tours).set({ maxInstallments: 3 }).where(eq(tours.id, domestic.tourId));
    expect(await orderInstallmentLimit(handle.db, home.order.id)).toEqual({ max: 3, reason: 'tour' });
  });

  it('a category without a cap gets no installments', async () => {
    const home = await customer();
    const [row] = await handle.db.delete(installmentCaps).where(eq(installmentCaps.travelScope, 'domestic')).returning();
    try {
      expect((await orderInstallmentLimit(handle.db, home.order.id)).max).toBe(1);
    } finally {
      await handle.db.insert(installmentCaps).values(row);
    }
  });

  it('the payment page’s table: a tour abroad offers nothing; a domestic one each programme’s counts with monthly amount and total', async () => {
    const away = await customer(abroad);
    const none = await away.browser.call(installmentsApi, `/api/Payment/installments?orderId=${away.order.orderUUID}`);
    expect(none.status).toBe(200);
    expect(none.body.Data.limit).toEqual({ max: 1, reason: 'abroad' });
    expect(none.body.Data.programmes.every((programme: { options: unknown[] }) => programme.options.length === 0)).toBe(true);

    const home = await customer();
    const table = await home.browser.call(installmentsApi, `/api/Payment/installments?orderId=${home.order.orderUUID}&bin=43550843`);
    expect(table.status).toBe(200);
    expect(table.body.Data.cardProgrammeId).toBe(maximum);
    const options = table.body.Data.programmes.find((programme: { id: number }) => programme.id === maximum).options;
    // 3 000 TL: 2 at the cash price, 3 at 3.20 % = 96 TL, 6 at 6.40 % = 192 TL.
    expect(options).toEqual([
      { count: 2, rateBps: 0, costKurus: 0, totalKurus: 300_000, monthlyKurus: 150_000, firstKurus: 150_000 },
      { count: 3, rateBps: 320, costKurus: 9_600, totalKurus: 309_600, monthlyKurus: 103_200, firstKurus: 103_200 },
      { count: 6, rateBps: 640, costKurus: 19_200, totalKurus: 319_200, monthlyKurus: 53_200, firstKurus: 53_200 },
    ]);
  });

  it('the table is the owner’s only and takes no more than a BIN', async () => {
    const home = await customer();
    const stranger = await customer();
    expect((await stranger.browser.call(installmentsApi, `/api/Payment/installments?orderId=${home.order.orderUUID}`)).status).toBe(404);
    const whole = await home.browser.call(installmentsApi, `/api/Payment/installments?orderId=${home.order.orderUUID}&bin=${APPROVED}`);
    expect(whole.status).toBe(400);
    expect(whole.body.errors.bin).toBe('Kart numarasının ilk 6–8 hanesini girin (yalnızca rakam).');
  });
});

describe('the card’s programme from its first digits', () => {
  it('finds the longest matching range of an active programme', async () => {
    expect(await programmeForCard(handle.db, APPROVED)).toEqual({ id: maximum, name: 'Maximum' });
    expect(await programmeForCard(handle.db, '4546711234567894')).toEqual({ id: bankkart, name: 'Bankkart' });
    expect(await programmeForCard(handle.db, UNLISTED)).toBeNull();
    const [longer] = await handle.db.insert(cardBins).values({ prefix: '43550843', programmeId: bankkart }).returning();
    expect(await programmeForCard(handle.db, APPROVED)).toEqual({ id: bankkart, name: 'Bankkart' });
    expect(await programmeForCard(handle.db, '4355080000000000')).toEqual({ id: maximum, name: 'Maximum' });
    await handle.db.delete(cardBins).where(eq(cardBins.id, longer.id));
    await handle.db.update(installmentProgrammes).set({ isActive: false }).where(eq(installmentProgrammes.id, maximum));
    expect(await programmeForCard(handle.db, APPROVED)).toBeNull();
    await handle.db.update(installmentProgrammes).set({ isActive: true }).where(eq(installmentProgrammes.id, maximum));
  });
});

describe('paying in 3 installments through the simulator (3D_PAY)', () => {
  it('signs taksit=3 and the amount due plus the cost; the order records both and is charged exactly that', async () => {
    const who = await customer();
    const started = await payByCard(who, { installments: 3 });
    expect(started.status).toBe(200);
    const form = formOf(started.body.Data.html);
    expect(form.taksit).toBe('3');
    expect(form.amount).toBe('3096.00');
    expect(form.Instalment).toBeUndefined();
    expect(form.hash).toBe(hashVer3(form, env().NESTPAY_STORE_KEY));

    const gate = receiveGateRequest(form);
    expect(gate).toMatchObject({ kind: 'challenge', installments: 3, amount: '3096.00' });
    if (gate.kind !== 'challenge') throw new Error('refused');
    const answer = completeChallenge(gate.state, true)!;
    expect(answer.fields).toMatchObject({ taksit: '3', amount: '3096.00', Response: 'Approved' });
    expect((await bankSuccess(formRequest(answer.fields))).status).toBe(303);

    const [order] = await handle.db.select().from(orders).where(eq(orders.id, who.order.id));
    expect(order).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed', totalAmount: 300_000 });
    const [attempt] = await attemptsOf(who.order.id);
    expect(attempt).toMatchObject({ status: 'approved', installments: 3, installmentCostKurus: 9_600, cardProgramme: 'Maximum', amount: 309_600 });
    expect(attempt.amount).toBe(order.totalAmount + attempt.installmentCostKurus);

    const result = await who.browser.call(paymentResultApi, `/api/Payment/result/${who.order.orderUUID}`, { params: { orderId: who.order.orderUUID } });
    expect(result.body.Data).toMatchObject({ amount: 300_000, installments: 3, chargedAmount: 309_600 });

    // A replayed bank answer changes nothing.
    await bankSuccess(formRequest(answer.fields));
    await bankFail(formRequest(answer.fields));
    expect(await attemptsOf(who.order.id)).toHaveLength(1);
  });

  it('a double click starts one payment only', async () => {
    const who = await customer();
    const [first, second] = await Promise.all([payByCard(who, { installments: 3 }), payByCard(who, { installments: 3 })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await attemptsOf(who.order.id)).toHaveLength(1);
  });

  it('the cost is the server’s: an amount or a cost from the browser changes nothing', async () => {
    const who = await customer();
    const lowered = await payByCard(who, { installments: 3, amount: 3096, installmentCostKurus: 0, totalKurus: 300_000 });
    expect(lowered.status).toBe(400);
    expect(lowered.body.UIMessage).toBe('Geçersiz ödeme tutarı');
    const ok = await payByCard(who, { installments: 3, installmentCostKurus: 0, costKurus: 1 });
    expect(ok.status).toBe(200);
    expect(formOf(ok.body.Data.html).amount).toBe('3096.00');
  });
});

describe('the charge the page showed', () => {
  it('starts the payment only at it: another one (a rate changed, another card’s table) is a 409 naming the new charge', async () => {
    const who = await customer();
    // The page showed 3 × at the rate before staff raised it: 3 000 TL + 2 % = 3 060 TL.
    const stale = await payByCard(who, { installments: 3, expectedCharge: 306_000 });
    expect(stale.status).toBe(409);
    expect(stale.body.UIMessage).toBe('Taksit tutarları siz bu sayfadayken değişti: kartınızdan çekilecek tutar artık ₺3.096,00. Lütfen tabloyu kontrol edip yeniden ödeyin.');
    expect(await attemptsOf(who.order.id)).toHaveLength(0);
    // A single payment is the amount due.
    expect((await payByCard(who, { installments: 1, expectedCharge: 306_000 })).status).toBe(409);
    const started = await payByCard(who, { installments: 3, expectedCharge: 309_600 });
    expect(started.status).toBe(200);
    expect(formOf(started.body.Data.html).amount).toBe('3096.00');
  });
});

describe('a count the rules do not allow is refused on the server, in the customer’s language', () => {
  it('a count the card’s programme does not offer', async () => {
    const who = await customer();
    const refused = await payByCard(who, { installments: 4 });
    expect(refused.status).toBe(400);
    expect(refused.body.UIMessage).toBe('Maximum kartlarıyla 4 taksit yapılamıyor; lütfen tablodaki seçeneklerden birini seçin.');
    const english = await customer(domestic, 'en');
    expect((await payByCard(english, { installments: 9 })).body.UIMessage).toBe('Maximum cards cannot be paid in 9 installments; please choose one of the options in the table.');
    expect(await attemptsOf(who.order.id)).toHaveLength(0);
  });

  it('a card without a programme, a tour abroad, more than the caps allow, an installment below the minimum', async () => {
    const who = await customer();
    expect((await payByCard(who, { installments: 3, cardNumber: UNLISTED })).body.UIMessage).toBe('Bu kartla taksit yapılamıyor; lütfen tek çekim ödemeyi seçin.');

    const away = await customer(abroad, 'ru');
    const abroadRefused = await payByCard(away, { installments: 3 });
    expect(abroadRefused.status).toBe(400);
    expect(abroadRefused.body.UIMessage).toBe('Зарубежные туры нельзя оплатить в рассрочку (банковское регулирование); выберите оплату одним платежом.');

    await handle.db.update(installmentCaps).set({ maxInstallments: 3 }).where(eq(installmentCaps.travelScope, 'domestic'));
    try {
      expect((await payByCard(who, { installments: 6 })).body.UIMessage).toBe('Bu rezervasyon en fazla 3 taksitle ödenebilir.');
    } finally {
      await handle.db.update(installmentCaps).set({ maxInstallments: 12 }).where(eq(installmentCaps.travelScope, 'domestic'));
    }

    await handle.db.update(installmentProgrammes).set({ minInstallmentKurus: 60_000 }).where(eq(installmentProgrammes.id, maximum));
    try {
      expect((await payByCard(who, { installments: 6 })).body.UIMessage).toBe('6 taksitte aylık tutar ₺600,00 altına düşüyor; lütfen daha az taksit seçin.');
    } finally {
      await handle.db.update(installmentProgrammes).set({ minInstallmentKurus: 10_000 }).where(eq(installmentProgrammes.id, maximum));
    }
    expect(await attemptsOf(who.order.id)).toHaveLength(0);
  });

  it('a count that is no count', async () => {
    const who = await customer();
    for (const installments of [0, 37, 2.5, 'üç', '3\u0000']) {
      const refused = await payByCard(who, { installments });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.installments ?? refused.body.UIMessage).toBeTruthy();
    }
    expect((await payByCard(who, { installments: 0 })).body.errors.installments).toBe('Taksit sayısı 1 ile 12 arasında bir tam sayı olmalıdır.');
  });
});

describe('the bank keeps to the signed count', () => {
  it('the simulator refuses a request whose taksit was changed after signing', async () => {
    const who = await customer();
    const form = formOf((await payByCard(who, { installments: 3 })).body.Data.html);
    expect(receiveGateRequest({ ...form, taksit: '12' })).toMatchObject({ kind: 'refused', reason: expect.stringContaining('Hash') });
    expect(receiveGateRequest({ ...form, taksit: '' })).toMatchObject({ kind: 'refused' });
    const { taksit: _dropped, ...without } = form;
    expect(receiveGateRequest(without)).toMatchObject({ kind: 'refused' });
    // Signed, but no count at all: the bank's own check.
    const nonsense: Record<string, string> = { ...form, taksit: '1' };
    nonsense.hash = hashVer3(nonsense, env().NESTPAY_STORE_KEY);
    expect(receiveGateRequest(nonsense)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('Taksit') });
  });

  it('a callback for another count than the one priced never pays, even when signed', async () => {
    const who = await customer();
    const form = formOf((await payByCard(who, { installments: 3 })).body.Data.html);
    const gate = receiveGateRequest(form);
    if (gate.kind !== 'challenge') throw new Error('refused');
    const answer = completeChallenge(gate.state, true)!;
    const resigned: Record<string, string> = { ...answer.fields, taksit: '6' };
    resigned.HASH = hashVer3(resigned, env().NESTPAY_STORE_KEY);
    // Approved for another count: not the order's payment, a charge for staff to check (record 177).
    expect(await applyBankCallback(Object.entries(resigned))).toMatchObject({ kind: 'failed', code: 'Approved', reason: 'unverified' });
    const single: Record<string, string> = { ...answer.fields, taksit: '' };
    single.HASH = hashVer3(single, env().NESTPAY_STORE_KEY);
    expect((await applyBankCallback(Object.entries(single))).kind).toBe('failed');
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, who.order.id));
    expect(order.paymentStatus).toBe('Pending');
    expect(await attemptsOf(who.order.id)).toMatchObject([{ status: 'unverified', refundNeeded: true }]);
    // The genuine answer still counts.
    expect((await applyBankCallback(Object.entries(answer.fields))).kind).toBe('paid');
  });

  it('the bank refuses installments on a debit card: nothing is paid', async () => {
    // Staff listed the debit card's range under a programme; the bank still does not split it.
    const [range] = await handle.db.insert(cardBins).values({ prefix: '40000000', programmeId: maximum }).returning();
    try {
      const who = await customer();
      const form = formOf((await payByCard(who, { installments: 3, cardNumber: DEBIT })).body.Data.html);
      const gate = receiveGateRequest(form);
      if (gate.kind !== 'challenge') throw new Error('refused');
      const answer = completeChallenge(gate.state, true)!;
      expect(answer.fields).toMatchObject({ Response: 'Error', ProcReturnCode: '99', taksit: '3' });
      const result = await applyBankCallback(Object.entries(answer.fields));
      expect(result).toMatchObject({ kind: 'failed', code: 'Error' });
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, who.order.id));
      expect(order.paymentStatus).toBe('Pending');
    } finally {
      await handle.db.delete(cardBins).where(eq(cardBins.id, range.id));
    }
  });
});

describe('the bank’s own card page (3D_PAY_HOSTING)', () => {
  beforeAll(async () => {
    await handle.db.update(settings).set({ paymentStoreType: '3D_PAY_HOSTING' });
  });
  afterAll(async () => {
    await handle.db.update(settings).set({ paymentStoreType: '3D_PAY' });
  });

  const initiate = (who: Customer, fields: Record<string, unknown>) =>
    who.browser.call(gatewayInitiate, '/api/PaymentGateway/initiate', {
      json: { Amount: '3000.00', Currency: 'TRY', OrderId: who.order.orderUUID, CustomerIp: '0.0.0.0', OkUrl: 'https://x/ok', FailUrl: 'https://x/fail', ...fields },
      headers: { 'x-forwarded-for': who.ip },
    });

  it('takes the count and programme chosen before leaving for the bank, and the bank shows and honours it', async () => {
    const who = await customer();
    const started = await initiate(who, { Installment: '3', InstallmentProgramme: bankkart });
    expect(started.status).toBe(200);
    const form = started.body.Data.formData as Record<string, string>;
    // Bankkart: 3 at 3 % of 3 000 TL = 90 TL.
    expect(form).toMatchObject({ taksit: '3', amount: '3090.00', storetype: '3D_PAY_HOSTING' });
    const gate = receiveGateRequest(form);
    expect(gate).toMatchObject({ kind: 'cardForm', installments: 3 });
    if (gate.kind !== 'cardForm') throw new Error('refused');
    const card = receiveHostedCard(gate.state, '4546 7112 3456 7894')!;
    expect(card.installments).toBe(3);
    const answer = completeChallenge(card.state, true)!;
    expect((await applyBankCallback(Object.entries(answer.fields))).kind).toBe('paid');
    const [attempt] = await attemptsOf(who.order.id);
    expect(attempt).toMatchObject({ installments: 3, installmentCostKurus: 9_000, amount: 309_000, cardProgramme: 'Bankkart' });
  });

  it('tells staff when the card typed on the bank’s page is not of the programme the installments were priced for', async () => {
    const mismatchNotes = async (orderId: number) =>
      (await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((event) => event.note).filter((note) => note?.startsWith('installments of card payment'));
    // Bankkart's 3 % chosen, then a Maximum card (3.20 % for 3) typed at the bank: the bank splits it anyway.
    const who = await customer();
    const form = (await initiate(who, { Installment: '3', InstallmentProgramme: bankkart })).body.Data.formData as Record<string, string>;
    const gate = receiveGateRequest(form);
    if (gate.kind !== 'cardForm') throw new Error('refused');
    const answer = completeChallenge(receiveHostedCard(gate.state, APPROVED)!.state, true)!;
    expect((await applyBankCallback(Object.entries(answer.fields))).kind).toBe('paid');
    const [attempt] = await attemptsOf(who.order.id);
    expect(await mismatchNotes(who.order.id)).toEqual([`installments of card payment ${attempt.oid} priced for Bankkart; the card (435508…) is a Maximum card: check the installment cost with the bank`]);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, who.order.id));
    expect(order).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
    // A replayed answer adds no second note.
    await applyBankCallback(Object.entries(answer.fields));
    expect(await mismatchNotes(who.order.id)).toHaveLength(1);

    // The card of the programme chosen: nothing to tell.
    const matching = await customer();
    const matchingForm = (await initiate(matching, { Installment: '3', InstallmentProgramme: bankkart })).body.Data.formData as Record<string, string>;
    const matchingGate = receiveGateRequest(matchingForm);
    if (matchingGate.kind !== 'cardForm') throw new Error('refused');
    const matchingAnswer = completeChallenge(receiveHostedCard(matchingGate.state, '4546 7112 3456 7894')!.state, true)!;
    expect((await applyBankCallback(Object.entries(matchingAnswer.fields))).kind).toBe('paid');
    expect(await mismatchNotes(matching.order.id)).toEqual([]);

    // A Bankkart range of 8 digits inside Maximum's 6: the bank shows 6 (435508***…), which may be either.
    const [range] = await handle.db.insert(cardBins).values({ prefix: '43550899', programmeId: bankkart }).returning();
    const eightDigits = await customer();
    const eightForm = (await initiate(eightDigits, { Installment: '3', InstallmentProgramme: bankkart })).body.Data.formData as Record<string, string>;
    const eightGate = receiveGateRequest(eightForm);
    if (eightGate.kind !== 'cardForm') throw new Error('refused');
    const eightAnswer = completeChallenge(receiveHostedCard(eightGate.state, '4355 0899 1234 5670')!.state, true)!;
    expect(eightAnswer.fields.MaskedPan).toMatch(/^435508\*/);
    expect((await applyBankCallback(Object.entries(eightAnswer.fields))).kind).toBe('paid');
    expect(await mismatchNotes(eightDigits.order.id)).toEqual([]);
    await handle.db.delete(cardBins).where(eq(cardBins.id, range.id));
  });

  it('refuses installments without a programme, or with one that does not offer the count', async () => {
    const who = await customer();
    expect((await initiate(who, { Installment: '3' })).body.UIMessage).toBe('Bu kartla taksit yapılamıyor; lütfen tek çekim ödemeyi seçin.');
    expect((await initiate(who, { Installment: '6', InstallmentProgramme: bankkart })).body.UIMessage).toBe('Bankkart kartlarıyla 6 taksit yapılamıyor; lütfen tablodaki seçeneklerden birini seçin.');
    expect((await initiate(who, { Installment: 'x' })).status).toBe(400);
    const single = await initiate(who, { Installment: '' });
    expect(single.status).toBe(200);
    expect(single.body.Data.formData).toMatchObject({ taksit: '', amount: '3000.00' });
  });
});

describe('the dashboard screens', () => {
  let admin: Browser;
  beforeAll(async () => {
    await createAccount({ email: 'taksit-admin@example.com', password: PASSWORD, role: 'admin' });
    admin = await signedIn('taksit-admin@example.com', PASSWORD);
  });

  it('programmes, BIN ranges and caps are edited through the audited record API', async () => {
    const created = await admin.call(createRecord, '/api/admin/installmentProgrammes', {
      json: { name: 'Paraf', banks: 'Halkbank', plans: ['3: 3.30', '6 = 6,6', ''], minInstallmentKurus: '150', isActive: true, orderNo: 3 },
      params: { resource: 'installmentProgrammes' },
    });
    expect(created.status).toBe(201);
    expect(created.body.Data).toMatchObject({ plans: [{ count: 3, rateBps: 330 }, { count: 6, rateBps: 660 }], minInstallmentKurus: 15_000 });
    const id = created.body.Data.id;

    const bad = await admin.call(createRecord, '/api/admin/installmentProgrammes', {
      json: { name: 'Bozuk', banks: '', plans: ['3: 3.30', 'üç taksit', '3: 4'], minInstallmentKurus: '0', isActive: true, orderNo: 0 },
      params: { resource: 'installmentProgrammes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['plans.1']).toContain('“3: 4.25”');
    expect(bad.body.errors['plans.2']).toBe('3 taksit birden fazla satırda yazılmış.');

    const range = await admin.call(createRecord, '/api/admin/cardBins', { json: { prefix: '540061', programmeId: String(id), note: 'Halkbank' }, params: { resource: 'cardBins' } });
    expect(range.status).toBe(201);
    expect((await admin.call(createRecord, '/api/admin/cardBins', { json: { prefix: '5400-61', programmeId: String(id), note: '' }, params: { resource: 'cardBins' } })).body.errors.prefix).toBe(
      'Kart numarasının ilk 6–8 hanesini girin (yalnızca rakam).',
    );
    expect(await programmeForCard(handle.db, '5400611234567890')).toEqual({ id, name: 'Paraf' });
    // A programme that cards still belong to cannot be deleted.
    const refused = await admin.call(deleteRecord, `/api/admin/installmentProgrammes/${id}`, { method: 'DELETE', params: { resource: 'installmentProgrammes', id: String(id) } });
    expect(refused.status).toBe(409);

    const [cap] = await handle.db.select().from(installmentCaps).where(eq(installmentCaps.travelScope, 'domestic'));
    const edited = await admin.call(updateRecord, `/api/admin/installmentCaps/${cap.id}`, {
      method: 'PUT',
      json: { travelScope: 'domestic', maxInstallments: 9, source: 'BDDK (test)' },
      params: { resource: 'installmentCaps', id: String(cap.id) },
    });
    expect(edited.status).toBe(200);
    expect((await admin.call(updateRecord, `/api/admin/installmentCaps/${cap.id}`, { method: 'PUT', json: { travelScope: 'mars', maxInstallments: 9, source: '' }, params: { resource: 'installmentCaps', id: String(cap.id) } })).status).toBe(400);
    await handle.db.update(installmentCaps).set({ maxInstallments: 12 }).where(eq(installmentCaps.id, cap.id));

    const audited = await handle.db.select().from(auditLog).orderBy(auditLog.id);
    const entities = audited.map((entry) => `${entry.action} ${entry.entity}`);
    expect(entities).toEqual(expect.arrayContaining([expect.stringMatching(/installmentProgramme$/), expect.stringMatching(/cardBin$/), expect.stringMatching(/installmentCap$/)]));

    // Customers cannot reach them.
    const who = await customer();
    expect((await who.browser.call(createRecord, '/api/admin/installmentCaps', { json: { travelScope: 'abroad', maxInstallments: 12, source: '' }, params: { resource: 'installmentCaps' } })).status).toBe(403);
  });
});
