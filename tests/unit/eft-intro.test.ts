import { describe, expect, it } from 'vitest';
import { eftIntro } from '@/components/payment/payment-paths';
import { translator } from '@/lib/i18n/messages';

const order = { orderStatus: 'Confirmed', paymentStatus: 'Completed', paymentMethod: 'card', refundDue: 0, refunded: 0 } as const;

describe('the sentence the booking result page opens with', () => {
  it('never tells a customer whose card payment arrived after the cancellation that the booking is confirmed', () => {
    const late = { ...order, orderStatus: 'Cancelled', refundDue: 412_500 } as const;
    expect(eftIntro(late)).toBe('refundIntro');
    expect(translator('en')('eft.refundIntro', { amount: '4.125,00 ₺' })).toBe(
      'Your payment arrived after this order had been cancelled, so it could not confirm the booking. The 4.125,00 ₺ you paid will be refunded to your card; the agency will contact you.',
    );
    expect(translator('tr')('eft.refundIntro', { amount: '4.125,00 ₺' })).toContain('iade edilecek');
    expect(translator('ru')('eft.refundIntro', { amount: '4.125,00 ₺' })).toContain('4.125,00 ₺');
  });

  it('once the agency gave the late payment back, says it has been refunded, no longer that it will be', () => {
    const refunded = { ...order, orderStatus: 'Cancelled', paymentStatus: 'Refunded', refunded: 412_500 } as const;
    expect(eftIntro(refunded)).toBe('refundedIntro');
    // Two late payments, one given back: the one still to come is what the page names.
    expect(eftIntro({ ...refunded, refundDue: 100_000 })).toBe('refundIntro');
    expect(translator('en')('eft.refundedIntro', { amount: '4.125,00 ₺' })).toContain('The 4.125,00 ₺ you paid has been refunded to your card.');
    expect(translator('tr')('eft.refundedIntro', { amount: '4.125,00 ₺' })).toContain('kartınıza iade edildi');
    expect(translator('ru')('eft.refundedIntro', { amount: '4.125,00 ₺' })).toContain('возвращены на вашу карту');
  });

  it('tells paid, cancelled, transfer and waiting orders apart', () => {
    expect(eftIntro(order)).toBe('paidIntro');
    expect(eftIntro({ ...order, paymentStatus: 'Partial' })).toBe('paidIntro');
    expect(eftIntro({ ...order, orderStatus: 'Cancelled', paymentStatus: 'Pending' })).toBe('cancelledIntro');
    expect(eftIntro({ ...order, orderStatus: 'Pending', paymentStatus: 'Pending', paymentMethod: 'eft' })).toBe('transferIntro');
    expect(eftIntro({ ...order, orderStatus: 'Pending', paymentStatus: 'Pending' })).toBe('pendingIntro');
  });
});
