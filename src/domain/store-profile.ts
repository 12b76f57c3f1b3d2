import { STORE_REQUIRED_FIELDS } from "@/config/contract";
import { hasUnsafeScheme } from "./urls";
import type { Store } from "./types";

/**
 * The store as Store & Users shows and edits it (document 2 §2 "Store and users", §3 "Store", §7
 * "Update store"). API spellings are kept (`businsess_license_file`). Pure.
 */
export type StoreProfile = Store & {
  description_en?: string | null;
  description_ar?: string | null;
  sender_email?: string | null;
  contact_email?: string | null;
  /** The store's contact number; sent back as `contact`. */
  vendor_contact?: string | null;
  vendor_email?: string | null;
  logo_image?: string | null;
  no_of_sku?: number | string | null;
  business_name?: string | null;
  business_type?: string | null;
  business_website?: string | null;
  businsess_license_file?: string | null;
  bank_name?: string | null;
  bank_account_title?: string | null;
  bank_account_no?: string | number | null;
  bank_account_iban?: string | null;
  country_name_en?: string | null;
  active?: boolean | null;
  verified?: boolean | null;
  agreement_policy_url?: string | null;
};

/** The edit-store form's text fields (the logo is a file field of its own). */
export type StoreFormValues = {
  description_en: string;
  description_ar: string;
  sender_email: string;
  contact_email: string;
  contact: string;
  business_name: string;
  business_type: string;
  /** Typed as text; the schema turns it into a number. */
  no_of_sku: string | number;
  business_website: string;
  bank_name: string;
  bank_account_title: string;
  bank_account_no: string;
  bank_account_iban: string;
};

/** A field of the edit-store form: its text fields and the logo. */
export type StoreField = keyof StoreFormValues | "logo_image";

/** The store details document 2 §5 requires: the contract's list, typed as fields of this form. */
const REQUIRED_FIELDS: readonly StoreField[] = STORE_REQUIRED_FIELDS;

/** Every field of the form, so the server's error on any of them is shown next to it. */
export const STORE_FORM_FIELDS: readonly StoreField[] = [...REQUIRED_FIELDS, "description_ar", "sender_email"];

export function isRequiredStoreField(name: StoreField): boolean {
  return REQUIRED_FIELDS.includes(name);
}

/** `PATCH store`'s body, exactly the fields of §7. */
export type StorePayload = {
  store: {
    description_ar: string;
    description_en: string;
    sender_email: string;
    contact_email: string;
    contact: string;
    business_name: string;
    business_type: string;
    no_of_sku: number;
    business_website: string;
    businsess_license_file: string | null;
    bank_account_title: string;
    bank_account_no: string;
    bank_account_iban: string;
    bank_name: string;
    logo_image: string;
  };
};

/** A stored value as form text: a string as it is, a finite number written out, anything else "". */
export function formText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** The stored store's `fields` as form text: "" for no store, a missing or null value, or one of another kind. */
export function storeTexts<F extends string>(store: Store | null | undefined, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, formText(store?.[field])])) as Record<F, string>;
}

/** The form's text fields: every field but the logo, a file field of its own. */
const TEXT_FIELDS = STORE_FORM_FIELDS.filter((field): field is keyof StoreFormValues => field !== "logo_image");

/** The form's starting values from the stored store (missing values become empty fields); the contact is read as `vendor_contact`. */
export function toStoreFormValues(store: StoreProfile | null | undefined): StoreFormValues {
  return { ...storeTexts(store, TEXT_FIELDS), contact: formText(store?.vendor_contact) };
}

/**
 * The body of `PATCH store` (§7): the form's values trimmed, the number of SKUs as a number, the
 * licence file unchanged (read-only here) and the logo's stored URL.
 */
export function toStorePayload(
  values: StoreFormValues,
  fixed: { logo_image: string; businsess_license_file: string | null | undefined },
): StorePayload {
  return {
    store: {
      description_ar: values.description_ar.trim(),
      description_en: values.description_en.trim(),
      sender_email: values.sender_email.trim(),
      contact_email: values.contact_email.trim(),
      contact: values.contact.trim(),
      business_name: values.business_name.trim(),
      business_type: values.business_type.trim(),
      no_of_sku: Number(values.no_of_sku),
      business_website: values.business_website.trim(),
      businsess_license_file: fixed.businsess_license_file ?? null,
      bank_account_title: values.bank_account_title.trim(),
      bank_account_no: formText(values.bank_account_no).trim(),
      bank_account_iban: values.bank_account_iban.trim(),
      bank_name: values.bank_name.trim(),
      logo_image: fixed.logo_image,
    },
  };
}

/** Store Status (§4): Active or InActive. */
export function storeStatus(store: Pick<StoreProfile, "active"> | null | undefined): "active" | "inactive" {
  return store?.active === true ? "active" : "inactive";
}

/** The letter shown in place of a missing logo: the store name's first letter, upper-cased. */
export function storeInitial(name: string | null | undefined): string {
  const [letter = ""] = Array.from(name?.trim() ?? "");
  return letter.toLocaleUpperCase();
}

/**
 * A web address a seller may give (business website, stored logo): http or https with a host,
 * never a javascript:, data: or vbscript: link however it is written.
 */
export function isWebAddress(value: string | null | undefined): boolean {
  const trimmed = value?.trim() ?? "";
  if (!trimmed || hasUnsafeScheme(trimmed) || /\s/.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      Boolean(url.hostname) &&
      (url.hostname.includes(".") || url.hostname === "localhost")
    );
  } catch {
    return false;
  }
}

/** Digits only (a bank account number). */
export function isDigits(value: string | number | null | undefined): boolean {
  return /^\d+$/.test(String(value ?? "").trim());
}
