import { completeChallenge } from '@/lib/payments/simulator/bank';
import { notFound, readForm, simulatorEnabled } from '@/lib/payments/simulator/http';
import { postBackPage, refusedPage } from '@/lib/payments/simulator/pages';

/** The cardholder answered the simulated 3-D challenge; the result goes back to the merchant. */
export async function POST(request: Request) {
  if (!simulatorEnabled()) return notFound();
  const fields = await readForm(request);
  const lang = fields.lang === 'en' ? 'en' : 'tr';
  const result = completeChallenge(fields.state ?? '', fields.answer === 'yes');
  if (!result) return refusedPage(lang, 'Session state is invalid.');
  return postBackPage(lang, result.action, result.fields);
}
