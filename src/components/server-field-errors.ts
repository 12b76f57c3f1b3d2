import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isAppHttpError } from "@/providers/data/errors";

/**
 * Puts a failed save's field errors (a 422's `errors: {field: [...]}`) next to the fields the form
 * has; the toast already shows the message. Returns true when at least one field got an error.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!isAppHttpError(error) || !error.errors) return false;
  let placed = false;
  for (const field of fields) {
    const messages = error.errors[field];
    const message = Array.isArray(messages) ? messages[0] : undefined;
    if (message) {
      setError(field, { type: "server", message });
      placed = true;
    }
  }
  return placed;
}
