import { NextResponse, type NextRequest } from 'next/server';
import { splitLocale } from '@/lib/auth/dashboard-routes';
import { translator } from '@/lib/i18n/messages';
import { hasControlCharacter } from './control-characters';

/**
 * Pages (proxy.ts): a query holding a control character (`?q=%00`) is refused with a 400 sentence
 * before any page reads it. PostgreSQL cannot store U+0000 and no search needs one
 * (docs/booking-and-payments.md, "Request sizes and characters").
 */
export function refusedQuery(request: NextRequest): NextResponse | null {
  for (const [name, value] of request.nextUrl.searchParams) {
    if (!hasControlCharacter(name) && !hasControlCharacter(value)) continue;
    const sentence = translator(splitLocale(request.nextUrl.pathname).locale)('api.controlCharacterInAddress');
    return new NextResponse(sentence, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  return null;
}
