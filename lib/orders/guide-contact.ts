import 'server-only';

export type GuideContact = { name: string; phone: string };

/**
 * The guide travellers of a departure can call on the day: the trip reminder adds a line with it
 * when there is one (lib/orders/trip-messages.ts). Departures have no assigned guide in this
 * version, so there is none; the guide assignment of departures supplies it by reading the
 * departure's guide here, and the reminder needs no other change.
 */
export async function departureGuideContact(departureId: number): Promise<GuideContact | null> {
  void departureId;
  return null;
}
