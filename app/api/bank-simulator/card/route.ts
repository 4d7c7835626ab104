import { receiveHostedCard } from '@/lib/payments/simulator/bank';
import { notFound, readForm, simulatorEnabled } from '@/lib/payments/simulator/http';
import { challengePage, refusedPage } from '@/lib/payments/simulator/pages';

/** The simulated bank's own card page was submitted (3D_PAY_HOSTING). */
export async function POST(request: Request) {
  if (!simulatorEnabled()) return notFound();
  const fields = await readForm(request);
  const lang = fields.lang === 'en' ? 'en' : 'tr';
  const next = receiveHostedCard(fields.state ?? '', fields.pan ?? '');
  if (!next) return refusedPage(lang, 'Session state is invalid.');
  return challengePage(lang, next.state, next.amount, next.maskedPan, next.installments);
}
