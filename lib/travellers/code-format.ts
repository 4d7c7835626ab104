/** Client-safe: how a booking code (lib/travellers/token.ts) is written and read back. */

/**
 * What a person may have typed or a camera read: upper-case, without spaces and dashes, with the
 * letters people mistake for digits read as those digits (Crockford: O → 0, I and L → 1). Null when
 * it cannot be a code at all.
 */
export function normalizeCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{26}$/.test(code) ? code : null;
}

/** "ABCD-EFGH-…": the code as printed under the QR code and typed on the guide's phone. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}
