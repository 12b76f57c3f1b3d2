import { object, ref, string } from "yup";
import { CHANGE_PASSWORD } from "@/config/constants";

/**
 * Change password (document 2 §5): current password required; new password required, 6 to 32
 * characters ("should be 6 chars minimum", "should be 32 chars maximum"); the confirmation must
 * equal it ("Passwords must match"). Messages are i18n keys.
 */
export const changePasswordSchema = object({
  current_password: string().required("validation.required"),
  new_password: string()
    .required("validation.required")
    .min(CHANGE_PASSWORD.min, "validation.passwordMin")
    .max(CHANGE_PASSWORD.max, "validation.passwordMax"),
  confirm_password: string()
    .default("")
    .oneOf([ref("new_password")], "validation.passwordsMatch"),
});

export type ChangePasswordValues = { current_password: string; new_password: string; confirm_password: string };

/** `PATCH profile/change_password`'s body (document 2 §3, §7). */
export function toChangePasswordPayload(values: ChangePasswordValues) {
  return { old_password: values.current_password, new_password: values.new_password, confirmation_password: values.confirm_password };
}
