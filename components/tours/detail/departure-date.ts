/**
 * A departure's calendar day as a Date at UTC midnight; format it with `timeZone: 'UTC'` so the day
 * shown is the stored one whatever the server's or visitor's time zone.
 */
export function departureDay(startsOn: string): Date {
  return new Date(`${startsOn}T00:00:00Z`);
}
