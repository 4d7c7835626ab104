/** The largest value of a PostgreSQL `integer` (serial) column. */
const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id from a URL segment, or null when the segment cannot be one (letters, signs, zero,
 * leading zeros, or a number past the column's range, which the database would reject with an error).
 */
export function parseRecordId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_RECORD_ID ? id : null;
}
