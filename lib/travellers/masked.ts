/**
 * An identity or passport number with all but its last digits hidden ("•••••••0146"): shown where
 * the whole number is not needed (KVKK: no more than needed), such as a closed travellers list or
 * the customer's copy of their data.
 */
export function maskedNumber(value: string | null): string | null {
  if (!value) return value;
  const shown = value.length >= 8 ? 4 : 2;
  return `${'•'.repeat(value.length - shown)}${value.slice(-shown)}`;
}
