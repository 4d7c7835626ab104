import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cartItems, carts, tourDepartures, tours } from '@/lib/db/schema';
import { isSalesOpen, transferArrivesInTime, unitPrices } from '@/lib/booking/rules';
import { pick } from '@/lib/i18n/localized';
import { translator } from '@/lib/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { OrderPricing } from './breakdown';
import { firstPaymentDay, istanbulDay, priceBooking, type LineInput } from './price';
import { env } from '@/lib/config/env';
import { findPromo, promoUses, rulesForDepartures, toPromoRule } from './rules-db';
import type { PromoCustomer } from './promo-customer';

export type CartPricing = {
  pricing: OrderPricing;
  /** The code as applied, or null. */
  promoCode: string | null;
  /** Why the typed code does not apply (a sentence), or null. */
  promoProblem: string | null;
  /**
   * Why a bank transfer is not offered for this cart (the sentence checkout would refuse it with), or
   * null: a departure's sales close before the transfer's EFT_DEADLINE_HOURS would end.
   */
  transferRefused: string | null;
};

/**
 * The caller's cart priced as checkout would price it now (lib/pricing/price.ts), with the code
 * typed so far: the cart and checkout pages show this breakdown before the order exists.
 */
export async function priceCart(userId: number | null, locale: Locale, options: { promoCode?: string; customer?: PromoCustomer; now?: Date } = {}): Promise<CartPricing> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const rows = userId
    ? await db
        .select({ item: cartItems, tour: tours, departure: tourDepartures })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .innerJoin(tours, eq(tours.id, cartItems.tourId))
        .innerJoin(tourDepartures, eq(tourDepartures.id, cartItems.departureId))
        .where(eq(carts.userId, userId))
        .orderBy(asc(cartItems.id))
    : [];
  const rules = await rulesForDepartures(db, rows.map(({ departure }) => departure));
  const inputs: LineInput[] = rows.map(({ item, tour, departure }) => ({
    tourId: tour.id,
    regionId: tour.regionId,
    tourTypeId: tour.tourTypeId,
    departureId: departure.id,
    tourName: pick(tour.title, locale),
    startsOn: departure.startsOn,
    prices: unitPrices(tour, departure),
    people: item,
    rule: rules.get(departure.id) ?? null,
  }));
  const t = translator(locale);
  const promoRow = options.promoCode ? await findPromo(db, options.promoCode) : null;
  const promo = promoRow ? { rule: toPromoRule(promoRow), uses: await promoUses(db, promoRow, options.customer ?? null, now) } : null;
  const priced = priceBooking(inputs, istanbulDay(now), promo, firstPaymentDay(now, env().EFT_DEADLINE_HOURS));
  const problem = options.promoCode && !promoRow ? 'promoUnknown' : priced.promoProblem;
  // As checkout decides (lib/orders/checkout.ts): a departure still on sale now that a transfer made now would not reach in time.
  const tooSoon = rows.find(
    ({ tour, departure }) => isSalesOpen(departure, tour.bookingCutoffHours, now) && !transferArrivesInTime(departure, tour.bookingCutoffHours, now, env().EFT_DEADLINE_HOURS),
  );
  return {
    pricing: priced.pricing,
    promoCode: priced.pricing.promo?.code ?? null,
    promoProblem: problem ? t(`api.${problem}` as never, { code: options.promoCode ?? '' } as never) : null,
    transferRefused: tooSoon ? t('api.transferTooLate', { tour: pick(tooSoon.tour.title, locale), hours: env().EFT_DEADLINE_HOURS }) : null,
  };
}
