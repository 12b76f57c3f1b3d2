import { boolean, mixed, number, object, string } from "yup";
import { VAT_RANGE } from "@/config/constants";
import { confirmationRule, newPasswordRule } from "@/domain/password-reset";

/**
 * The wizard's validation (document 1 §5). Messages are i18n keys; the spec's exact texts live in
 * locales/en/validation.json: "should be 6 chars minimum", "should be 32 chars maximum",
 * "Passwords must match", "Must be valid email", "This must be URL", "Must be greater than 1",
 * "Must be number", "Should be greater than 1", "Should be less than 50".
 */
const REQUIRED = "validation.required";

const requiredText = () => string().trim().required(REQUIRED);
const optionalText = () => string().trim().default("");

/** An empty input is "no value" (undefined), not NaN. */
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === "" || original === null || (typeof original === "string" && original.trim() === "") ? undefined : value;

/** A file field holds a picked File or the URL of the stored file. */
const requiredFile = () =>
  mixed<File | string>()
    .nullable()
    .test(
      "required",
      REQUIRED,
      (value) => (typeof File !== "undefined" && value instanceof File) || (typeof value === "string" && value.trim() !== ""),
    );

export const signUpSchema = object({
  email: string().trim().required("validation.emailRequired").email("validation.email"),
  contact_number: requiredText(),
  first_name_en: requiredText(),
  first_name_ar: optionalText(),
  last_name_en: requiredText(),
  last_name_ar: optionalText(),
  password: newPasswordRule(),
  confirm_password: confirmationRule("password"),
});

export const storeSchema = object({
  country_id: number().transform(emptyToUndefined).typeError(REQUIRED).required(REQUIRED).oneOf([1, 2, 3], REQUIRED),
  name_en: requiredText(),
  name_ar: optionalText(),
  description_en: requiredText(),
  description_ar: optionalText(),
  authorized_signatory_name_en: requiredText(),
  authorized_signatory_name_ar: optionalText(),
  contact_email: optionalText().email("validation.email"),
  business_website: optionalText().url("validation.url"),
  no_of_sku: number().transform(emptyToUndefined).typeError("validation.mustBeNumber").min(1, "validation.mustBeGreaterThanOne").optional(),
  store_address: requiredText(),
  logo_image: requiredFile(),
});

export const documentsSchema = object({
  business_name: requiredText(),
  business_type: requiredText(),
  license_no: requiredText(),
  businsess_license_file: requiredFile(),
});

export const bankSchema = object({
  bank_name: requiredText(),
  bank_account_title: requiredText(),
  bank_account_no: requiredText(),
  bank_account_iban: requiredText(),
});

export const vatSchema = object({
  vat: number()
    .transform(emptyToUndefined)
    .typeError("validation.mustBeNumber")
    .required(REQUIRED)
    .min(VAT_RANGE.min, "validation.shouldBeGreaterThanOne")
    .max(VAT_RANGE.max, "validation.shouldBeLessThanFifty"),
});

export const termsSchema = object({
  accepted: boolean().default(false).oneOf([true], REQUIRED),
});

/** What the forms hold: inputs are text; file fields a File or a URL. */
export type SignUpValues = {
  email: string;
  contact_number: string;
  first_name_en: string;
  first_name_ar: string;
  last_name_en: string;
  last_name_ar: string;
  password: string;
  confirm_password: string;
};

export type StoreValues = {
  country_id: number | string;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  authorized_signatory_name_en: string;
  authorized_signatory_name_ar: string;
  contact_email: string;
  business_website: string;
  no_of_sku: number | string;
  store_address: string;
  logo_image: File | string | null;
};

export type DocumentsValues = {
  business_name: string;
  business_type: string;
  license_no: string;
  businsess_license_file: File | string | null;
};

export type BankValues = { bank_name: string; bank_account_title: string; bank_account_no: string; bank_account_iban: string };

export type VatValues = { vat: number | string };

export type TermsValues = { accepted: boolean };
