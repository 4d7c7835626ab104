import 'server-only';
import { env } from '@/lib/config/env';
import { BODY_LIMITS, readBodyOrRefuse } from '@/lib/http/body';
import { fieldText, parseFormBody } from '../nestpay/hash';

/** The simulator exists only while no real bank is configured. */
export function simulatorEnabled(): boolean {
  return env().PAYMENT_PROVIDER === 'simulator';
}

/** The posted form, read up to BODY_LIMITS.form; a larger one reads as empty, which every page refuses. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const body = await readBodyOrRefuse(request, BODY_LIMITS.form);
  if (body instanceof Response) return {};
  const entries = parseFormBody(body);
  return Object.fromEntries(entries.map(([name, value]) => [name, fieldText(value)]));
}

export const notFound = () => new Response('Not found', { status: 404 });
