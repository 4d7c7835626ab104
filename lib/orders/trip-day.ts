import 'server-only';
import { logError } from '@/lib/log';
import { completeFinishedTrips, type OrderScope } from './complete';
import { sendReviewRequests, sendTripReminders } from './trip-messages';

export type TripDayResult = { completed: number[]; asked: number[]; reminded: number[] };

/**
 * The trip-day job (lib/server/start.ts, hourly): finished trips become Completed, their travellers
 * get the thank-you with the review request, and tomorrow's travellers their reminder. Safe on
 * several servers at once: each order moves under its row lock (transition()) and each mail is
 * claimed by its once-key (lib/mail/send.ts).
 */
export async function runTripDay(now = new Date(), scope: OrderScope = {}): Promise<TripDayResult> {
  // Each step on its own: a failure in one (logged, the job reported failed) does not keep
  // tomorrow's travellers from their reminder.
  const failures: unknown[] = [];
  const step = async (work: () => Promise<number[]>) =>
    work().catch((error: unknown) => {
      logError('jobs', error, 'trip-day step failed');
      failures.push(error);
      return [] as number[];
    });
  const completed = await step(() => completeFinishedTrips(now, scope));
  const asked = await step(() => sendReviewRequests(now, scope));
  const reminded = await step(() => sendTripReminders(now, scope));
  if (failures.length > 0) throw new AggregateError(failures, `trip-day: ${failures.length} of 3 steps failed (${completed.length} completed, ${asked.length} asked, ${reminded.length} reminded)`);
  return { completed, asked, reminded };
}

export function describeTripDay({ completed, asked, reminded }: TripDayResult): { detail: string; quiet: boolean } {
  return {
    detail: `${completed.length} completed, ${asked.length} asked for a review, ${reminded.length} reminded`,
    quiet: completed.length + asked.length + reminded.length === 0,
  };
}
