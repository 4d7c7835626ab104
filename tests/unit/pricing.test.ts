import { describe, expect, it } from 'vitest';
import { breakdownRows, paymentTotals } from '@/lib/pricing/breakdown';
import { addDays, earlyBookingLastDay, firstPaymentDay, istanbulDay, priceBooking, type LineInput, type PriceRule, type PromoRule } from '@/lib/pricing/price';

const noRule: PriceRule = { earlyPercent: null, earlyAmount: null, earlyDaysBefore: null, earlyUntil: null, lastMinutePercent: null, lastMinuteAmount: null, lastMinuteDays: null, depositPercent: null, depositAmount: null, balanceDueDays: null };
const rule = (overrides: Partial<PriceRule>): PriceRule => ({ ...noRule, ...overrides });

const line = (overrides: Partial<LineInput> = {}): LineInput => ({
  tourId: 1,
  regionId: 10,
  tourTypeId: 2,
  departureId: 100,
  tourName: 'Kapadokya',
  startsOn: '2030-06-30',
  // 1500 TL adult, 900 TL child, babies free.
  prices: { adult: 150000, child: 90000, baby: 0 },
  people: { adultQuantity: 2, childQuantity: 1, babyQuantity: 1 },
  rule: null,
  ...overrides,
});

const promo = (overrides: Partial<PromoRule> = {}): PromoRule => ({
  code: 'YAZ10',
  percent: 10,
  amount: null,
  bookingFrom: null,
  bookingUntil: null,
  travelFrom: null,
  travelUntil: null,
  tourIds: [],
  regionIds: [],
  tourTypeIds: [],
  minTravellers: 1,
  maxUses: null,
  maxUsesPerCustomer: null,
  stackable: false,
  isActive: true,
  ...overrides,
});
const noUses = { total: 0, byCustomer: 0 };

describe('pricing: travellers × prices', () => {
  it('prices each category (base or departure override) and keeps babies at their own price', () => {
    const { pricing } = priceBooking([line()], '2030-01-01', null);
    expect(pricing.lines[0].travellers).toEqual([
      { category: 'adult', quantity: 2, unitPrice: 150000, amount: 300000 },
      { category: 'child', quantity: 1, unitPrice: 90000, amount: 90000 },
      { category: 'baby', quantity: 1, unitPrice: 0, amount: 0 },
    ]);
    expect(pricing).toMatchObject({ subtotal: 390000, discount: 0, total: 390000, deposit: 390000, balance: 0, balanceDueOn: null, promo: null });
  });
});

describe('pricing: early booking and last minute', () => {
  const early = rule({ earlyPercent: 15, earlyUntil: '2030-04-30' });

  it('gives the early-booking percentage up to and including its last day, not after', () => {
    expect(priceBooking([line({ rule: early })], '2030-04-30', null).pricing).toMatchObject({ discount: 58500, total: 331500 });
    expect(priceBooking([line({ rule: early })], '2030-05-01', null).pricing).toMatchObject({ discount: 0, total: 390000 });
  });

  it('ends early booking N days before the departure or on its date, whichever comes first', () => {
    const both = rule({ earlyPercent: 10, earlyDaysBefore: 60, earlyUntil: '2030-05-31' });
    expect(earlyBookingLastDay(both, '2030-06-30')).toBe('2030-05-01');
    expect(earlyBookingLastDay(rule({ earlyPercent: 10, earlyDaysBefore: 60 }), '2030-06-30')).toBe(addDays('2030-06-30', -60));
    expect(earlyBookingLastDay(rule({ earlyDaysBefore: 60 }), '2030-06-30')).toBeNull();
  });

  it('takes an amount per paying traveller (adults and children), never more than the line', () => {
    const perPerson = rule({ earlyAmount: 20000, earlyUntil: '2030-12-31' });
    expect(priceBooking([line({ rule: perPerson })], '2030-01-01', null).pricing.discount).toBe(60000);
    const huge = rule({ earlyAmount: 10_000_000, earlyUntil: '2030-12-31' });
    expect(priceBooking([line({ rule: huge })], '2030-01-01', null).pricing).toMatchObject({ total: 0, discount: 390000 });
  });

  it('gives each paying traveller at most their own price, so more children never lower the booking', () => {
    const perPerson = rule({ earlyAmount: 50000, earlyUntil: '2030-12-31' });
    const freeChildren = (childQuantity: number) => line({ rule: perPerson, prices: { adult: 400000, child: 0, baby: 0 }, people: { adultQuantity: 1, childQuantity, babyQuantity: 0 } });
    expect(priceBooking([freeChildren(0)], '2030-01-01', null).pricing.total).toBe(350000);
    expect(priceBooking([freeChildren(6)], '2030-01-01', null).pricing.total).toBe(350000);
    // A child at 300 TL with 400 TL off per traveller: the child's 300 TL, not 400 of the adult's.
    const cheapChild = line({ rule: rule({ earlyAmount: 40000, earlyUntil: '2030-12-31' }), prices: { adult: 80000, child: 30000, baby: 0 }, people: { adultQuantity: 1, childQuantity: 1, babyQuantity: 0 } });
    expect(priceBooking([cheapChild], '2030-01-01', null).pricing).toMatchObject({ subtotal: 110000, discount: 70000, total: 40000 });
  });

  it('gives the last-minute discount inside its days before the departure', () => {
    const late = rule({ lastMinutePercent: 20, lastMinuteDays: 7 });
    expect(priceBooking([line({ rule: late })], '2030-06-23', null).pricing.lines[0].adjustments).toEqual([{ kind: 'lastMinute', amount: 78000, percent: 20 }]);
    expect(priceBooking([line({ rule: late })], '2030-06-22', null).pricing.discount).toBe(0);
  });

  it('rounds a percentage discount down, so it never exceeds its rule', () => {
    const odd = line({ prices: { adult: 33333, child: 0, baby: 0 }, people: { adultQuantity: 1, childQuantity: 0, babyQuantity: 0 }, rule: rule({ earlyPercent: 15, earlyUntil: '2030-12-31' }) });
    expect(priceBooking([odd], '2030-01-01', null).pricing.discount).toBe(4999);
  });
});

describe('pricing: promo codes', () => {
  const early = rule({ earlyPercent: 15, earlyUntil: '2030-12-31' });

  it('takes its percentage off the price after early booking when stackable', () => {
    const { pricing, promoProblem } = priceBooking([line({ rule: early })], '2030-01-01', { rule: promo({ stackable: true }), uses: noUses });
    expect(promoProblem).toBeNull();
    // 390000 − 15 % = 331500; − 10 % = 298350.
    expect(pricing.lines[0].adjustments.map((adjustment) => [adjustment.kind, adjustment.amount])).toEqual([
      ['earlyBooking', 58500],
      ['promo', 33150],
    ]);
    expect(pricing).toMatchObject({ total: 298350, discount: 91650, promo: { code: 'YAZ10', percent: 10 } });
  });

  it('is refused with a reason when it does not combine with early booking', () => {
    expect(priceBooking([line({ rule: early })], '2030-01-01', { rule: promo(), uses: noUses }).promoProblem).toBe('promoNotWithEarlyBooking');
  });

  it('applies a non-stackable code to the lines without early booking only', () => {
    const { pricing } = priceBooking([line({ rule: early }), line({ departureId: 101, tourId: 2 })], '2030-01-01', { rule: promo(), uses: noUses });
    expect(pricing.lines[0].adjustments.map((adjustment) => adjustment.kind)).toEqual(['earlyBooking']);
    expect(pricing.lines[1].adjustments.map((adjustment) => adjustment.kind)).toEqual(['promo']);
  });

  it('counts a group code’s travellers on the lines it can discount, not on lines left to early booking', () => {
    const three = { adultQuantity: 3, childQuantity: 0, babyQuantity: 0 };
    const one = { adultQuantity: 1, childQuantity: 0, babyQuantity: 0 };
    const group = promo({ minTravellers: 4 });
    // Three travellers with early booking and one without: the one alone is not a group of four.
    expect(priceBooking([line({ rule: early, people: three }), line({ departureId: 101, tourId: 2, people: one })], '2030-01-01', { rule: group, uses: noUses }).promoProblem).toBe('promoNotWithEarlyBooking');
    // Stackable, the four count together.
    expect(priceBooking([line({ rule: early, people: three }), line({ departureId: 101, tourId: 2, people: one })], '2030-01-01', { rule: promo({ minTravellers: 4, stackable: true }), uses: noUses }).promoProblem).toBeNull();
  });

  it('takes an amount once per booking, spread over lines, never below zero', () => {
    const { pricing } = priceBooking([line({ people: { adultQuantity: 1, childQuantity: 0, babyQuantity: 0 } }), line({ departureId: 101 })], '2030-01-01', { rule: promo({ percent: null, amount: 200000 }), uses: noUses });
    expect(pricing.lines.map((priced) => priced.total)).toEqual([0, 340000]);
    expect(pricing.discount).toBe(200000);
    const { pricing: capped } = priceBooking([line()], '2030-01-01', { rule: promo({ percent: null, amount: 99_999_999 }), uses: noUses });
    expect(capped.total).toBe(0);
  });

  it('names what is wrong: inactive, not yet, expired, used up, used by this customer, scope, travel dates, travellers', () => {
    const check = (rule: Partial<PromoRule>, uses = noUses, input = line()) => priceBooking([input], '2030-03-01', { rule: promo(rule), uses }).promoProblem;
    expect(check({ isActive: false })).toBe('promoInactive');
    expect(check({ bookingFrom: '2030-03-02' })).toBe('promoNotYet');
    expect(check({ bookingUntil: '2030-02-28' })).toBe('promoExpired');
    expect(check({ bookingUntil: '2030-03-01' })).toBeNull();
    expect(check({ maxUses: 5 }, { total: 5, byCustomer: 0 })).toBe('promoUsedUp');
    expect(check({ maxUses: 5 }, { total: 4, byCustomer: 0 })).toBeNull();
    expect(check({ maxUsesPerCustomer: 1 }, { total: 1, byCustomer: 1 })).toBe('promoUsedByYou');
    expect(check({ tourIds: [9] })).toBe('promoNotForTours');
    expect(check({ regionIds: [10], tourTypeIds: [3] })).toBe('promoNotForTours');
    expect(check({ regionIds: [10], tourTypeIds: [2] })).toBeNull();
    expect(check({ travelFrom: '2030-07-01' })).toBe('promoTravelDates');
    expect(check({ minTravellers: 4 })).toBe('promoMinTravellers');
    expect(check({ minTravellers: 3 })).toBeNull();
    // A group counts the seats its adults and children take, whatever they pay.
    expect(check({ minTravellers: 3 }, noUses, line({ prices: { adult: 150000, child: 0, baby: 0 } }))).toBeNull();
  });
});

describe('pricing: deposit and balance', () => {
  const deposit = rule({ depositPercent: 30, balanceDueDays: 30 });

  it('splits a line into a deposit now and the balance due N days before the departure', () => {
    const { pricing } = priceBooking([line({ rule: deposit })], '2030-01-01', null);
    expect(pricing).toMatchObject({ total: 390000, deposit: 117000, balance: 273000, balanceDueOn: '2030-05-31' });
    expect(pricing.deposit + pricing.balance).toBe(pricing.total);
  });

  it('asks for everything at once when booked on or after the balance’s due day', () => {
    expect(priceBooking([line({ rule: deposit })], '2030-05-31', null).pricing).toMatchObject({ deposit: 390000, balance: 0, balanceDueOn: null });
  });

  it('asks for everything at once when the first payment may still arrive on the due day (a transfer’s last day)', () => {
    expect(priceBooking([line({ rule: deposit })], '2030-05-29', null, '2030-05-31').pricing).toMatchObject({ deposit: 390000, balance: 0, balanceDueOn: null });
    expect(priceBooking([line({ rule: deposit })], '2030-05-29', null, '2030-05-30').pricing).toMatchObject({ deposit: 117000, balanceDueOn: '2030-05-31' });
    expect(firstPaymentDay(new Date('2030-05-29T20:59:00Z'), 48)).toBe('2030-05-31');
    expect(firstPaymentDay(new Date('2030-05-29T21:00:00Z'), 48)).toBe('2030-06-01');
  });

  it('takes a fixed deposit per booking, never more than the line; lines without a rule are paid in full', () => {
    const fixed = rule({ depositAmount: 50000, balanceDueDays: 14 });
    const { pricing } = priceBooking([line({ rule: fixed }), line({ departureId: 101, startsOn: '2030-06-01' })], '2030-01-01', null);
    expect(pricing.lines.map((priced) => priced.deposit)).toEqual([50000, 390000]);
    expect(pricing).toMatchObject({ deposit: 440000, balance: 340000, balanceDueOn: '2030-06-16' });
  });

  it('splits the price after early booking and the code, to the kuruş', () => {
    const all = rule({ earlyPercent: 15, earlyUntil: '2030-12-31', depositPercent: 33, balanceDueDays: 30 });
    const { pricing } = priceBooking([line({ rule: all })], '2030-01-01', { rule: promo({ stackable: true }), uses: noUses });
    expect(pricing.deposit).toBe(Math.round(298350 * 0.33));
    expect(pricing.deposit + pricing.balance).toBe(298350);
  });
});

describe('the breakdown rows', () => {
  const { pricing } = priceBooking([line({ rule: rule({ earlyPercent: 15, earlyUntil: '2030-12-31', depositPercent: 30, balanceDueDays: 30 }) })], '2030-01-01', null);

  it('before payment: lines, discounts, total, deposit due now and the balance with its day', () => {
    expect(breakdownRows(pricing).map((row) => [row.kind, 'amount' in row ? row.amount : null])).toEqual([
      ['line', null],
      ['travellers', 300000],
      ['travellers', 90000],
      ['travellers', 0],
      ['earlyBooking', -58500],
      ['total', 331500],
      ['dueNow', 99450],
      ['balanceDue', 232050],
    ]);
  });

  it('after the deposit: the payment and what is left add up to the total; an installment cost shows as its own row', () => {
    const payments = [{ kind: 'deposit' as const, method: 'card' as const, amount: 99450, installments: 3, installmentCostKurus: 2500, paidAt: '2030-01-01T10:00:00Z' }];
    const rows = breakdownRows(pricing, payments);
    expect(rows.filter((row) => row.kind === 'installmentCost')).toEqual([{ kind: 'installmentCost', amount: 2500, installments: 3 }]);
    const paid = rows.filter((row) => row.kind === 'paid').reduce((sum, row) => sum + row.amount, 0);
    const left = rows.find((row) => row.kind === 'balanceDue');
    expect(paid + (left && 'amount' in left ? left.amount : 0)).toBe(pricing.total);
    expect(paymentTotals(pricing.total, payments)).toEqual({ paid: 99450, due: 232050 });
  });

  it('paid in full: no balance row', () => {
    const rows = breakdownRows(pricing, [
      { kind: 'deposit', method: 'card', amount: 99450, installments: 1, installmentCostKurus: 0, paidAt: '2030-01-01T10:00:00Z' },
      { kind: 'balance', method: 'card', amount: 232050, installments: 1, installmentCostKurus: 0, paidAt: '2030-05-01T10:00:00Z' },
    ]);
    expect(rows.some((row) => row.kind === 'balanceDue' || row.kind === 'dueNow')).toBe(false);
  });
});

describe('the agency’s day', () => {
  it('is Istanbul’s', () => {
    expect(istanbulDay(new Date('2030-04-30T21:30:00Z'))).toBe('2030-05-01');
  });
});
