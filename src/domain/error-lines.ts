/** The catalogue keys of the app's generic failure texts. */
export const ERROR_KEYS = {
  somethingWentWrong: "errors.somethingWentWrong",
  unauthorized: "errors.unauthorized",
} as const;

export function nonEmptyString(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Flattens `errors` from any of the server's shapes into readable lines (no "[object Object]"). */
export function errorLines(errors: unknown): string[] {
  if (typeof errors === "string") return nonEmptyString(errors) ? [errors.trim()] : [];
  if (Array.isArray(errors)) return errors.flatMap(errorLines);
  if (errors && typeof errors === "object") {
    const record = errors as Record<string, unknown>;
    if (Array.isArray(record.full_messages)) return errorLines(record.full_messages);
    if (nonEmptyString(record.message)) return [String(record.message).trim()];
    return Object.values(record).flatMap(errorLines);
  }
  return [];
}
