/**
 * The notes the order history stores are written by the code, in English, for the log (lib/orders/
 * transition.ts callers: "hold expired", "paid by card 1234-…", "cancelled by the agency: <reason>").
 * People read them in their own language: this turns a stored note into a message of
 * `adminBookings.notes` with its values. A note it does not know (an older wording) is shown as stored.
 */

export type NoteKey =
  | 'placedCard'
  | 'placedEft'
  | 'customerCancelled'
  | 'agencyCancelled'
  | 'agencyCancelledBecause'
  | 'holdExpired'
  | 'transferReceived'
  | 'tripCompleted'
  | 'cardStarted'
  | 'cardDeclined'
  | 'cardFailed'
  | 'paidByCard'
  | 'balancePaid'
  | 'balanceOverdue'
  | 'balanceOverdueCancelled'
  | 'refunded'
  | 'refundedWithReference'
  | 'programmeMismatch'
  | 'programmeMismatchNone';

/** What followed a card approval that could not simply confirm the order. */
export type NoteCircumstance = 'alreadyPaid' | 'inStatus' | 'afterCancelled' | 'afterHoldSeatsTaken' | 'afterHoldSeatsSold';

export type EventNote = {
  key: NoteKey;
  /** Values of the message: `oid`, `reason` (a bank reason key or the staff's own words), `code` (a bank result code), `status`. */
  values: Record<string, string>;
  halfSecure?: boolean;
  circumstance?: NoteCircumstance;
  refundNeeded?: boolean;
};

const fixed: Record<string, NoteKey> = {
  card: 'placedCard',
  eft: 'placedEft',
  'cancelled by the customer': 'customerCancelled',
  'cancelled by the agency': 'agencyCancelled',
  'hold expired': 'holdExpired',
  'bank transfer received': 'transferReceived',
  'trip completed': 'tripCompleted',
  'balance overdue': 'balanceOverdue',
  'balance overdue: cancelled': 'balanceOverdueCancelled',
};

const circumstances: [RegExp, NoteCircumstance][] = [
  [/^ for an order already paid$/, 'alreadyPaid'],
  [/^ for an order in status (\w+)$/, 'inStatus'],
  [/^ after the order was cancelled$/, 'afterCancelled'],
  [/^ after the hold expired; seats taken again$/, 'afterHoldSeatsTaken'],
  [/^ after the hold expired and the seats were sold$/, 'afterHoldSeatsSold'],
];

/** The stored note as a message to translate, or null when it is not one the code writes. */
export function describeEventNote(note: string): EventNote | null {
  const text = note.trim();
  if (fixed[text]) return { key: fixed[text], values: {} };
  const byAgency = /^cancelled by the agency: ([\s\S]+)$/.exec(text);
  if (byAgency) return { key: 'agencyCancelledBecause', values: { reason: byAgency[1] } };
  const balance = /^balance paid by card (\S+)/.exec(text);
  if (balance) return { key: 'balancePaid', values: { oid: balance[1] } };
  const refunded = /^card payment (\S+) refunded(?: \(bank reference ([^)]+)\))?$/.exec(text);
  if (refunded) return refunded[2] ? { key: 'refundedWithReference', values: { oid: refunded[1], reference: refunded[2] } } : { key: 'refunded', values: { oid: refunded[1] } };
  const mismatch = /^installments of card payment (\S+) priced for (.+); the card \((\d{6})…\) is (?:a (.+) card|in no programme): check the installment cost with the bank$/.exec(text);
  if (mismatch) {
    const [, oid, priced, digits, card] = mismatch;
    return card ? { key: 'programmeMismatch', values: { oid, priced, digits, card } } : { key: 'programmeMismatchNone', values: { oid, priced, digits } };
  }
  const started = /^card payment (\S+)$/.exec(text);
  if (started) return { key: 'cardStarted', values: { oid: started[1] } };
  const failed = /^card payment (\S+) failed: (\w+) \([^)]*\)(?:, reason (\w+))?$/.exec(text);
  if (failed) return { key: 'cardFailed', values: failed[3] ? { oid: failed[1], code: failed[2], reason: failed[3] } : { oid: failed[1], code: failed[2] } };
  const declined = /^card declined \((\w+)\)$/.exec(text);
  if (declined) return { key: 'cardDeclined', values: { reason: declined[1] } };
  const paid = /^paid by card (\S+)( \(half 3-D Secure\))?(.*?)(: refund needed)?$/.exec(text);
  if (paid) {
    const [, oid, half, rest, refund] = paid;
    const described: EventNote = { key: 'paidByCard', values: { oid }, halfSecure: Boolean(half), refundNeeded: Boolean(refund) };
    if (!rest) return described;
    for (const [pattern, circumstance] of circumstances) {
      const match = pattern.exec(rest);
      if (match) return { ...described, circumstance, values: match[1] ? { oid, status: match[1] } : { oid } };
    }
  }
  return null;
}
