import { COUNTRIES } from "./countries";
import type { CountryId } from "./types";

/** WhatsApp click-to-chat links to a customer (issue 33): the number in international form and the link (pure). */

/** Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits, as a phone keyboard in Arabic types them. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * What people put between the digits of a phone number: spaces (any, NBSP too), hyphens and dashes,
 * parentheses, dots, and the invisible direction marks an RTL text field may slip in.
 */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212().\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** An E.164 number without its "+": a country code never starts with 0, 8 to 15 digits in all. */
const E164_DIGITS = /^[1-9]\d{7,14}$/;

/** The shortest international number of a marketplace country: its code and at least 8 digits (a landline). */
const SHORTEST_INTERNATIONAL = 11;

function latinDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * The number as wa.me wants it, international and digits only ("971501234567"), or null when it
 * cannot be read as a phone number. `+971…` and `00971…` are international; a number with a
 * leading 0 (`050…`) is local to the store's country and dialled with its calling code; digits
 * with neither are taken as international when they already start with a marketplace calling code
 * and are long enough for one, otherwise as local without the trunk 0 (`501234567`). A local
 * number with no store country to place it in is null: the link would reach a stranger.
 */
export function whatsappNumber(raw: unknown, storeCountry: CountryId | null): string | null {
  if (typeof raw !== "string" && typeof raw !== "number") return null;
  const text = latinDigits(String(raw)).replace(SEPARATORS, "");
  const match = /^(\+|00)?(\d+)$/.exec(text);
  if (!match) return null;
  const [, international, digits] = match;
  const callingCode = storeCountry ? COUNTRIES[storeCountry]?.callingCode : undefined;
  let number: string | null;
  if (international) number = digits;
  else if (digits.startsWith("0")) number = callingCode ? callingCode + digits.slice(1) : null;
  else if (digits.length >= SHORTEST_INTERNATIONAL && Object.values(COUNTRIES).some(({ callingCode: code }) => digits.startsWith(code))) {
    number = digits;
  } else number = callingCode ? callingCode + digits : null;
  return number !== null && E164_DIGITS.test(number) ? number : null;
}

/** The click-to-chat link: opens a chat with the number, `text` typed in (not sent) when given. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
