/** Checksums of Turkish identity numbers (docs/checkout-law.md#identity-numbers-and-phone-numbers) and the TR IBAN. Pure functions. */

/** T.C. kimlik numarası: 11 digits, first not 0, two check digits; placeholders like 11111111110 refused. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value) || /^(\d)\1{9}/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** Vergi kimlik numarası: 10 digits with the GİB check digit. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let p = 0; p < 9; p++) {
    const t = (d[p] + 9 - p) % 10;
    if (t === 0) continue;
    const c = (t * 2 ** (9 - p)) % 9;
    sum += c === 0 ? 9 : c;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}

/** A tax number field accepts a company's VKN or a sole proprietor's TCKN. */
export function isValidTaxNumber(value: string): boolean {
  return isValidVkn(value) || isValidTckn(value);
}

/** Turkish IBAN: TR + 24 digits, ISO 13616 mod-97 check. Spaces are ignored. */
export function isValidTrIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^TR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** "TR33 0006 1005 ..." for display. */
export function formatIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().replace(/(.{4})/g, '$1 ').trim();
}
