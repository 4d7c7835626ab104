import 'server-only';
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
  const completed = await completeFinishedTrips(now, scope);
  const asked = await sendReviewRequests(now, scope);
  const reminded = await sendTripReminders(now, scope);
  return { completed, asked, reminded };
}

export function describeTripDay({ completed, asked, reminded }: TripDayResult): { detail: string; quiet: boolean } {
  return {
    detail: `${completed.length} completed, ${asked.length} asked for a review, ${reminded.length} reminded`,
    quiet: completed.length + asked.length + reminded.length === 0,
  };
}
