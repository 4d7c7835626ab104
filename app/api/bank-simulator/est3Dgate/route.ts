import { receiveGateRequest } from '@/lib/payments/simulator/bank';
import { notFound, readForm, simulatorEnabled } from '@/lib/payments/simulator/http';
import { cardFormPage, challengePage, refusedPage } from '@/lib/payments/simulator/pages';

/** The simulated bank's 3-D gate (the real one is …/fim/est3Dgate). */
export async function POST(request: Request) {
  if (!simulatorEnabled()) return notFound();
  const fields = await readForm(request);
  const lang = fields.lang === 'en' ? 'en' : 'tr';
  const step = receiveGateRequest(fields);
  if (step.kind === 'refused') return refusedPage(lang, step.reason);
  if (step.kind === 'cardForm') return cardFormPage(lang, step.state, step.amount, step.installments);
  return challengePage(lang, step.state, step.amount, step.maskedPan ?? '', step.installments);
}
