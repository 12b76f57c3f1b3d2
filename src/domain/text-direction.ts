/**
 * Which way a form field's text runs, whatever the interface language (issue 10):
 * - Arabic content fields (`name_ar`, `description_ar`): right to left, lang ar, in English too;
 * - English content fields (`name_en`): left to right, lang en, in Arabic too;
 * - e-mails, URLs and links, SKUs and UPCs, IBANs and account numbers, phone and contact numbers,
 *   codes (coupon, unique code), embed code, passwords: left to right islands;
 * - free text typed by sellers (subject, message, multi-line text): `auto`, the first strong
 *   letter decides;
 * - anything else follows the page (null).
 */
export type FieldDirection = { dir: "ltr" | "rtl" | "auto"; lang?: "en" | "ar" };

const LTR_TYPES = new Set(["email", "tel", "url", "password"]);
const LTR_NAMES = /(e_?mail|url|link|website|iban|sku|upc|code|contact|phone|mobile|account_no|video|slug)/i;
const FREE_TEXT_NAMES = /^(subject|message|description|reply|note|notes|comment|body)$/i;

export function fieldDirection(name: string, options: { type?: string; multiline?: boolean } = {}): FieldDirection | null {
  const field = name.split(".").pop() ?? name;
  if (/_ar$/i.test(field)) return { dir: "rtl", lang: "ar" };
  if (/_en$/i.test(field)) return { dir: "ltr", lang: "en" };
  if ((options.type && LTR_TYPES.has(options.type)) || LTR_NAMES.test(field)) return { dir: "ltr" };
  if (options.multiline || FREE_TEXT_NAMES.test(field)) return { dir: "auto" };
  return null;
}
