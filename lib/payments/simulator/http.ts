import 'server-only';
import { env } from '@/lib/config/env';
import { fieldText, parseFormBody } from '../nestpay/hash';

/** The simulator exists only while no real bank is configured. */
export function simulatorEnabled(): boolean {
  return env().PAYMENT_PROVIDER === 'simulator';
}

export async function readForm(request: Request): Promise<Record<string, string>> {
  const entries = parseFormBody(new Uint8Array(await request.arrayBuffer()));
  return Object.fromEntries(entries.map(([name, value]) => [name, fieldText(value)]));
}

export const notFound = () => new Response('Not found', { status: 404 });
