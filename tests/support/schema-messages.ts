import { ValidationError, type AnyObjectSchema } from "yup";
import { createI18n } from "@/providers/i18n/i18n";

const i18n = createI18n("en");

/**
 * The English text a seller reads for each field `schema` refuses in `values`: its first message,
 * translated (the app's schemas return i18n keys); `{}` when the values pass.
 */
export function schemaMessages(schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const result: Record<string, string> = {};
    for (const inner of error.inner) result[inner.path ?? ""] ??= i18n.t(String(inner.message));
    return result;
  }
}
