/**
 * The booking page with one departure chosen, from the tour's localized booking page
 * (`/en/booking-page/7` → `/en/booking-page/7?departure=12`). Plain, so that the server's next dates
 * (./booking-summary-view.tsx) and the departures' client rows (./departures-table-view.tsx) build it alike.
 */
export const withDeparture = (bookingPath: string, departureId: number) => `${bookingPath}?departure=${departureId}`;
