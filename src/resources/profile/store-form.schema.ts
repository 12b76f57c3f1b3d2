import { mixed, number, object, string } from "yup";
import { isBlankRichText } from "@/domain/rich-text";
import { isDigits, isWebAddress } from "@/domain/store-profile";

/**
 * The store details form (document 2 §5 "Store"). Messages are i18n keys: "Required",
 * "Must be email", "This must be URL", "Negative not allowed", "Must be number".
 */
const REQUIRED = "validation.required";
const requiredText = () => string().trim().required(REQUIRED);

/** An empty input is "no value" (undefined), not NaN. */
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === "" || original === null || (typeof original === "string" && original.trim() === "") ? undefined : value;

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

export const storeFormSchema = object({
  description_en: requiredText().test("blank", REQUIRED, (value) => !isBlankRichText(value)),
  description_ar: string().trim().default(""),
  sender_email: string().trim().default("").email("profile.validation.mustBeEmail"),
  contact_email: requiredText().email("profile.validation.mustBeEmail"),
  contact: requiredText(),
  logo_image: mixed<File | string>()
    .nullable()
    .test("required", REQUIRED, (value) => isFile(value) || (typeof value === "string" && value.trim() !== ""))
    .test("url", "validation.url", (value) => isFile(value) || !value || isWebAddress(value)),
  no_of_sku: number()
    .transform(emptyToUndefined)
    .typeError("validation.mustBeNumber")
    .required(REQUIRED)
    .min(1, "profile.validation.negativeNotAllowed"),
  business_name: requiredText(),
  business_type: requiredText(),
  business_website: requiredText().test("url", "validation.url", (value) => !value || isWebAddress(value)),
  bank_name: requiredText(),
  bank_account_title: requiredText(),
  bank_account_no: requiredText().test("number", "validation.mustBeNumber", (value) => !value || isDigits(value)),
  bank_account_iban: requiredText(),
});
