import { describe, expect, it } from 'vitest';
import { describeEventNote } from '@/lib/orders/event-notes';

/** The notes lib/orders and lib/payments write to an order's history, as stored. */
describe('order history notes in the reader’s language (lib/orders/event-notes.ts)', () => {
  it.each([
    ['card', { key: 'placedCard', values: {} }],
    ['eft', { key: 'placedEft', values: {} }],
    ['hold expired', { key: 'holdExpired', values: {} }],
    ['bank transfer received', { key: 'transferReceived', values: {} }],
    ['trip completed', { key: 'tripCompleted', values: {} }],
    ['cancelled by the customer', { key: 'customerCancelled', values: {} }],
    ['cancelled by the agency', { key: 'agencyCancelled', values: {} }],
    ['cancelled by the agency: asked by phone', { key: 'agencyCancelledBecause', values: { reason: 'asked by phone' } }],
    ['card payment ORD-12-3', { key: 'cardStarted', values: { oid: 'ORD-12-3' } }],
    // The line lib/payments/card-payment.ts writes for a refused card payment, with and without a finer reason.
    ['card payment ORD-12-3 failed: Declined (card refused the transaction), reason insufficientFunds', { key: 'cardFailed', values: { oid: 'ORD-12-3', code: 'Declined', reason: 'insufficientFunds' } }],
    ['card payment ORD-12-3 failed: SecurityError (the answer failed our checks)', { key: 'cardFailed', values: { oid: 'ORD-12-3', code: 'SecurityError' } }],
    ['card declined (insufficientFunds)', { key: 'cardDeclined', values: { reason: 'insufficientFunds' } }],
    ['paid by card ORD-12-3', { key: 'paidByCard', values: { oid: 'ORD-12-3' }, halfSecure: false, refundNeeded: false }],
    // What lib/orders/refunds.ts writes when staff record a refund, with and without the bank's reference.
    ['card payment ORD-12-3 refunded', { key: 'refunded', values: { oid: 'ORD-12-3' } }],
    ['card payment ORD-12-3 refunded (bank reference IADE-2026/118)', { key: 'refundedWithReference', values: { oid: 'ORD-12-3', reference: 'IADE-2026/118' } }],
    // What lib/payments/card-payment.ts writes when the card paid on the bank's page is not of the programme priced.
    [
      'installments of card payment ORD-12-3 priced for Bankkart; the card (435508…) is a Maximum card: check the installment cost with the bank',
      { key: 'programmeMismatch', values: { oid: 'ORD-12-3', priced: 'Bankkart', digits: '435508', card: 'Maximum' } },
    ],
    [
      'installments of card payment ORD-12-3 priced for Bankkart; the card (400000…) is in no programme: check the installment cost with the bank',
      { key: 'programmeMismatchNone', values: { oid: 'ORD-12-3', priced: 'Bankkart', digits: '400000' } },
    ],
  ])('“%s”', (note, expected) => {
    expect(describeEventNote(note)).toEqual(expected);
  });

  it('reads what followed a late card approval, half 3-D Secure and a refund', () => {
    expect(describeEventNote('paid by card X1 (half 3-D Secure) after the hold expired; seats taken again')).toEqual({
      key: 'paidByCard',
      values: { oid: 'X1' },
      halfSecure: true,
      refundNeeded: false,
      circumstance: 'afterHoldSeatsTaken',
    });
    expect(describeEventNote('paid by card X2 for an order in status Completed: refund needed')).toEqual({
      key: 'paidByCard',
      values: { oid: 'X2', status: 'Completed' },
      halfSecure: false,
      refundNeeded: true,
      circumstance: 'inStatus',
    });
    expect(describeEventNote('paid by card X3 after the hold expired and the seats were sold: refund needed')?.circumstance).toBe('afterHoldSeatsSold');
    expect(describeEventNote('paid by card X4 for an order already paid: refund needed')?.circumstance).toBe('alreadyPaid');
    expect(describeEventNote('paid by card X5 after the order was cancelled: refund needed')?.circumstance).toBe('afterCancelled');
  });

  it('leaves a note it does not know as it is (null)', () => {
    expect(describeEventNote('Müşteri telefonla aradı')).toBeNull();
    expect(describeEventNote('paid by card X6 for some other reason')).toBeNull();
  });
});
