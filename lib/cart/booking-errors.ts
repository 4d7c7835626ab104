import 'server-only';
import { HttpError } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { BookingProblem } from './booking-check';

/** The problem as a sentence of the `api` namespace in the caller's language. */
export function problemSentence(problem: BookingProblem, locale: Locale): string {
  return translator(locale)(`api.${problem.key}`, problem.values as never);
}

/**
 * The answer to a booking that cannot be made: wrong participants are the visitor's input (400,
 * with the sentence on the field it concerns); a closed or full departure is a conflict (409).
 */
export function bookingError(problem: BookingProblem, locale: Locale): HttpError {
  if ('field' in problem) return new HttpError(400, problem.key, problem.values, { [problem.field]: problemSentence(problem, locale) });
  return new HttpError(409, problem.key, problem.values);
}
