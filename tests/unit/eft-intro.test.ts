import { describe, expect, it } from 'vitest';
import { eftIntro } from '@/components/payment/payment-paths';
import { translator } from '@/lib/i18n/messages';

const order = { orderStatus: 'Confirmed', paymentStatus: 'Completed', paymentMethod: 'card', refundDue: 0 } as const;

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

  it('tells paid, cancelled, transfer and waiting orders apart', () => {
    expect(eftIntro(order)).toBe('paidIntro');
    expect(eftIntro({ ...order, paymentStatus: 'Partial' })).toBe('paidIntro');
    expect(eftIntro({ ...order, orderStatus: 'Cancelled', paymentStatus: 'Pending' })).toBe('cancelledIntro');
    expect(eftIntro({ ...order, orderStatus: 'Pending', paymentStatus: 'Pending', paymentMethod: 'eft' })).toBe('transferIntro');
    expect(eftIntro({ ...order, orderStatus: 'Pending', paymentStatus: 'Pending' })).toBe('pendingIntro');
  });
});
