import { object, ref, string } from "yup";
import { SIGNUP_PASSWORD } from "@/config/constants";

/** A new password at sign-up or reset (document 1 §5): required, 6 to 32 characters. */
export const newPasswordRule = () =>
  string()
    .required("validation.passwordRequired")
    .min(SIGNUP_PASSWORD.min, "validation.passwordMin")
    .max(SIGNUP_PASSWORD.max, "validation.passwordMax");

/** Its confirmation: "Passwords must match". */
export const confirmationRule = (field: string) =>
  string()
    .default("")
    .oneOf([ref(field)], "validation.passwordsMatch");

/**
 * Set a new password: the sign-up's rule (document 1 §5: required, 6 to 32 characters, "should be
 * 6 chars minimum", "should be 32 chars maximum"); the confirmation must equal it ("Passwords must
 * match"). Messages are i18n keys. Field names are the body of `PUT /auth/password`.
 */
export const resetPasswordSchema = object({
  password: newPasswordRule(),
  password_confirmation: confirmationRule("password"),
});

export type ResetPasswordValues = { password: string; password_confirmation: string };
