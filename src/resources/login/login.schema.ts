import { object, string } from "yup";
import { LOGIN_PASSWORD } from "@/config/constants";

/** Login (document 1 §5): e-mail valid and required; password required, 6 to 30 characters. Messages are i18n keys. */
export const loginSchema = object({
  email: string().trim().required("validation.emailRequired").email("validation.email"),
  password: string()
    .required("validation.passwordRequired")
    .min(LOGIN_PASSWORD.min, "validation.passwordMin")
    .max(LOGIN_PASSWORD.max, "validation.loginPasswordMax"),
});

/** Forgot password: e-mail only, valid and required. */
export const forgotPasswordSchema = object({
  email: string().trim().required("validation.emailRequired").email("validation.email"),
});

export type LoginValues = { email: string; password: string };

/** Field → i18n message key of the first problem, or an empty object when the values are valid. */
export async function validateLogin(values: LoginValues): Promise<Partial<Record<keyof LoginValues, string>>> {
  try {
    await loginSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const problems: Partial<Record<keyof LoginValues, string>> = {};
    for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      const field = inner.path as keyof LoginValues | undefined;
      if (field && !problems[field]) problems[field] = inner.message;
    }
    return problems;
  }
}
