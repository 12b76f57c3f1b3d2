import { STORE_REQUIRED_FIELDS } from "@/config/contract";

/**
 * Server-side validation of the onboarding calls, in the server's own words (Rails messages).
 * Written independently of the client's schemas: a wrong client rule must not pass its own test.
 */
export type Errors = Record<string, string[]>;

export const BLANK = "can't be blank";
export const INVALID = "is invalid";

export function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export function requireFields(body: Record<string, unknown>, fields: readonly string[], errors: Errors): void {
  for (const field of fields) {
    if (!text(body[field])) (errors[field] ??= []).push(BLANK);
  }
}

function add(errors: Errors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/** Optional formats of store fields, checked when present. */
export function checkStoreFormats(body: Record<string, unknown>, errors: Errors): void {
  const email = text(body.contact_email);
  if (email && !isEmail(email)) add(errors, "contact_email", INVALID);
  const sender = text(body.sender_email);
  if (sender && !isEmail(sender)) add(errors, "sender_email", INVALID);
  const website = text(body.business_website);
  if (website && !isUrl(website)) add(errors, "business_website", INVALID);
  for (const field of ["logo_image", "businsess_license_file"]) {
    const url = text(body[field]);
    if (url && !isUrl(url)) add(errors, field, INVALID);
  }
  if (body.no_of_sku !== undefined && body.no_of_sku !== null && body.no_of_sku !== "") {
    const skus = Number(body.no_of_sku);
    if (!Number.isFinite(skus)) add(errors, "no_of_sku", "is not a number");
    else if (skus < 1) add(errors, "no_of_sku", "must be greater than or equal to 1");
  }
  if (body.country_id !== undefined && ![1, 2, 3].includes(Number(body.country_id))) add(errors, "country_id", INVALID);
}

/** The store details form (document 2 §5 "Store"): every field required, the account number digits. */
export function checkStoreDetails(body: Record<string, unknown>, errors: Errors): void {
  for (const field of STORE_REQUIRED_FIELDS) if (!text(body[field]) && !errors[field]) add(errors, field, BLANK);
  const account = text(body.bank_account_no);
  if (account && !/^\d+$/.test(account)) add(errors, "bank_account_no", "is not a number");
}

export function checkVat(value: unknown, errors: Errors): void {
  if (value === undefined || value === null || value === "") return add(errors, "vat", BLANK);
  const vat = Number(value);
  if (!Number.isFinite(vat)) add(errors, "vat", "is not a number");
  else if (vat < 1) add(errors, "vat", "must be greater than or equal to 1");
  else if (vat > 50) add(errors, "vat", "must be less than or equal to 50");
}

/** "first_name_en" + "can't be blank" → "First name en can't be blank". */
export function fullMessage(field: string, message: string): string {
  const name = field.replace(/_/g, " ");
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${message}`;
}
