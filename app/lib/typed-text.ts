/**
 * What people type on an Arabic or Persian keyboard, read as the site reads the same typed on a
 * Latin one: their digits are digits, their comma a comma.
 */

/** Arabic-Indic (٠١٢…) and Persian (۰۱۲…) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** `text` with Arabic-Indic and Persian digits written 0–9 (both blocks end in 0–9 in their last four bits). */
export function latinDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** A comma between the items of a list: the Latin one or the Arabic one (،). */
export const COMMA = /[,،]/;

/** Whether `text` has Arabic letters, so that what the site writes back for it can be Arabic too. */
export function hasArabic(text: string): boolean {
  return /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/.test(text);
}
