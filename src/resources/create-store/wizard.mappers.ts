import { arabicOrEnglish } from "@/domain/onboarding";
import { formText, storeTexts } from "@/domain/store-profile";
import type { Store } from "@/domain/types";
import { bankSchema, documentsSchema, storeSchema, vatSchema } from "./wizard.schema";
import type { BankValues, DocumentsValues, SignUpValues, StoreValues, VatValues } from "./wizard.schema";

/**
 * Form values ↔ the API's payloads (document 1 §3, §7). Step saves are wrapped as `{store: {...}}`
 * like the store update of document 2 §7; Arabic fields fall back to the English value when blank.
 */
type Values<T> = { [K in keyof T]: T[K] };

/** `POST /auth`: the sign-up user fields and unique_code (null when the URL has none). */
export function toSignUpPayload(values: SignUpValues, uniqueCode: string | null) {
  return {
    email: values.email.trim(),
    contact_number: values.contact_number.trim(),
    first_name_en: values.first_name_en.trim(),
    first_name_ar: arabicOrEnglish(values.first_name_ar, values.first_name_en.trim()),
    last_name_en: values.last_name_en.trim(),
    last_name_ar: arabicOrEnglish(values.last_name_ar, values.last_name_en.trim()),
    password: values.password,
    confirm_password: values.confirm_password,
    unique_code: uniqueCode?.trim() || null,
  };
}

export type LogoUrls = { logo_image: string; logo_image_resized?: { medium: string; small: string } };

/** `POST store/create_store` and `PATCH store`. */
export function toStorePayload(values: StoreValues, logo: LogoUrls) {
  const skus = formText(values.no_of_sku).trim();
  return {
    store: {
      country_id: Number(values.country_id),
      name_en: values.name_en.trim(),
      name_ar: arabicOrEnglish(values.name_ar, values.name_en.trim()),
      description_en: values.description_en.trim(),
      description_ar: arabicOrEnglish(values.description_ar, values.description_en.trim()),
      authorized_signatory_name_en: values.authorized_signatory_name_en.trim(),
      authorized_signatory_name_ar: arabicOrEnglish(values.authorized_signatory_name_ar, values.authorized_signatory_name_en.trim()),
      contact_email: values.contact_email.trim(),
      business_website: values.business_website.trim(),
      no_of_sku: skus === "" ? null : Number(skus),
      store_address: values.store_address.trim(),
      ...logo,
    },
  };
}

/** `GET store/name_existence?store_name_en=&store_name_ar=` (the Arabic name falls back too). */
export function toNameQuery(values: Pick<StoreValues, "name_en" | "name_ar">) {
  const en = values.name_en.trim();
  return { store_name_en: en, store_name_ar: arabicOrEnglish(values.name_ar, en) };
}

export function toDocumentsPayload(values: DocumentsValues, licenseUrl: string) {
  return {
    store: {
      business_name: values.business_name.trim(),
      business_type: values.business_type.trim(),
      license_no: values.license_no.trim(),
      businsess_license_file: licenseUrl,
    },
  };
}

export function toBankPayload(values: BankValues) {
  return {
    store: {
      bank_name: values.bank_name.trim(),
      bank_account_title: values.bank_account_title.trim(),
      bank_account_no: values.bank_account_no.trim(),
      bank_account_iban: values.bank_account_iban.trim().replace(/\s+/g, ""),
    },
  };
}

export function toVatPayload(values: VatValues) {
  return { store: { vat: Number(values.vat) } };
}

export function toTermsPayload(agreement: { url: string; acceptedAt: Date; senderEmail: string }) {
  return {
    store: {
      agreement_policy_accepted: true,
      agreement_policy_url: agreement.url,
      agreement_policy_accepted_at: agreement.acceptedAt.toISOString(),
      sender_email: agreement.senderEmail,
    },
  };
}

/**
 * Every field of a step's schema as the store saved it, as form text ("" for a new store or a value
 * it lacks): a field the step adds is read back without another line here.
 */
function savedTexts<F extends string>(store: Store | null, schema: { fields: Record<F, unknown> }): Record<F, string> {
  return storeTexts(store, Object.keys(schema.fields) as F[]);
}

/** A store's saved values as form values (blank for a new store). */
export function storeFormValues(store: Store | null): Values<StoreValues> {
  return { ...savedTexts(store, storeSchema), country_id: store?.country_id ?? "", logo_image: formText(store?.logo_image) || null };
}

export function documentsFormValues(store: Store | null): DocumentsValues {
  return {
    ...savedTexts(store, documentsSchema),
    businsess_license_file: formText(store?.businsess_license_file) || null,
  };
}

export function bankFormValues(store: Store | null): BankValues {
  return savedTexts(store, bankSchema);
}

export function vatFormValues(store: Store | null): VatValues {
  return savedTexts(store, vatSchema);
}
