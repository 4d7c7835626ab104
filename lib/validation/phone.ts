/**
 * Turkish telephone numbers (docs/checkout-law.md#identity-numbers-and-phone-numbers, patterns from libphonenumber's TR metadata).
 * Stored in E.164 (+90 and the 10-digit national number); people type them in any usual way:
 * "0532 123 45 67", "(0532) 123-4567", "+90 532 123 45 67", "0090 532…", "5321234567".
 */
const mobile = /^(?:56161\d{5}|5(?:0[15-7]|1[06]|24|[34]\d|5[1-59]|9[46])\d{7})$/;
const landline = /^(?:2(?:[13][26]|[28][2468]|[45][268]|[67][246])|3(?:[13][28]|[24-6][2468]|[78][02468]|92)|4(?:[16][246]|[23578][2468]|4[26]))\d{7}$/;
/** 0850 (nationwide) and 0800 (toll-free) numbers reach an agency from anywhere in Türkiye. */
const nationwide = /^8[05]0\d{7}$/;

/** The 10-digit national number of an input, or null when it cannot be one. */
function nationalNumber(input: string): string | null {
  if (/[^\d\s()+\-./]/.test(input)) return null;
  const digits = input.replace(/\D/g, '');
  // "+…" and "00…" are international: only Türkiye's country code 90 fits.
  const international = input.trim().startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) return international.length === 12 && international.startsWith('90') ? international.slice(2) : null;
  if (digits.length === 12 && digits.startsWith('90')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 10) return digits;
  return null;
}

/** "+905321234567" for a valid Turkish mobile, landline or nationwide number; otherwise null. */
export function normalizeTurkishPhone(input: string): string | null {
  const national = nationalNumber(input);
  if (!national || !(mobile.test(national) || landline.test(national) || nationwide.test(national))) return null;
  return `+90${national}`;
}

export function isTurkishPhone(input: string): boolean {
  return normalizeTurkishPhone(input) !== null;
}

/** WhatsApp's click-to-chat address for a number ("https://wa.me/905325550123"), or null when there is no valid number. */
export function whatsappUrl(phone: string): string | null {
  const normalized = normalizeTurkishPhone(phone);
  return normalized ? `https://wa.me/${normalized.slice(1)}` : null;
}
