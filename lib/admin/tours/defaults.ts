/**
 * The rules a new tour starts with, on the tour form and for a quick tour: babies (0–2 years)
 * travel free, children are 3–11, up to 20 people per booking, bookable until 12 hours before the
 * start, active and not featured. Client-safe: no imports.
 */
export const newTourRules = {
  babyPrice: 0,
  childAgeMax: 11,
  babyAgeMax: 2,
  maxPerBooking: 20,
  bookingCutoffHours: 12,
  travelScope: 'domestic' as const,
  maxInstallments: 12,
  isFeatured: false,
  requiresIdList: false,
  isActive: true,
};
