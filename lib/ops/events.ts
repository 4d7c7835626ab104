import { logEvent } from '@/lib/log';
import { metrics } from './metrics';

/**
 * Domain events: one JSON log line each (lib/log.ts, personal data removed there) and the matching
 * Prometheus counter. Call sites are one line each (docs/operations.md lists them):
 *
 * - `order.placed` {orderId, method, amount}: app/api/Checkout/route.ts
 * - `payment.applied` {orderId, method, outcome: confirmed | refund_needed} and
 *   `payment.refused` {orderId, method, outcome: declined, reason}: lib/payments/card-payment.ts,
 *   app/api/admin/orders/[id]/mark-paid/route.ts (bank transfers)
 * - `callback.rejected` {reason}: lib/payments/callback-route.ts
 * - `job.run` {job, outcome, durationMs}: lib/ops/jobs.ts
 * - `backup.completed` / `backup.failed`: lib/ops/backup-job.ts
 */
export type DomainEvent =
  | { name: 'order.placed'; orderId: number; method: 'card' | 'eft'; amount?: number }
  | { name: 'payment.applied'; orderId: number; method: 'card' | 'eft'; outcome: 'confirmed' | 'refund_needed' }
  | { name: 'payment.refused'; orderId: number; method: 'card'; outcome: 'declined'; reason?: string }
  | { name: 'callback.rejected'; reason: 'unknown-attempt' | 'not-verified' | 'error' };

export function recordEvent(event: DomainEvent): void {
  const { name, ...fields } = event;
  try {
    const m = metrics();
    switch (event.name) {
      case 'order.placed':
        m.ordersPlaced.inc({ method: event.method });
        break;
      case 'payment.applied':
      case 'payment.refused':
        m.payments.inc({ method: event.method, outcome: event.outcome });
        break;
      case 'callback.rejected':
        m.callbacksRejected.inc({ reason: event.reason });
        break;
    }
  } catch {
    // Counting must never break a booking or a payment.
  }
  logEvent(name, fields, name === 'callback.rejected' ? 'warn' : 'info');
}
