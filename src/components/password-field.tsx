import type { FieldValues } from "react-hook-form";
import { FormTextField, type FormTextFieldProps } from "./form-text-field";

/**
 * A required password input bound to react-hook-form. `autoComplete` ("current-password" or
 * "new-password") tells the browser's password manager whether to fill one in or offer a new one.
 */
export function PasswordField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, "type" | "required"> & { autoComplete: string }) {
  return <FormTextField {...props} type="password" required />;
}
