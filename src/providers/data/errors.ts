import { isHttpError } from "./http-client";
import type { HttpError } from "@refinedev/core";
import { ERROR_KEYS, errorLines, nonEmptyString } from "@/domain/error-lines";

/** Translates the catalogue's fixed texts (English in `en`, Arabic in `ar`). */
export type Translate = (key: string) => string;

// The server-answer reading rules live in the domain (the auth rules there use them too).
export { ERROR_KEYS, errorLines };

/** A field-level error map as Refine's useForm expects it. */
export type FieldErrors = Record<string, string[]>;

export type AppHttpError = HttpError & {
  statusCode: number;
  message: string;
  errors?: FieldErrors;
  /** What was received, for the console: never shown to the seller. */
  detail?: string;
  /** The server did not answer in time (the client gave up): repeating it would only wait again. */
  timedOut?: boolean;
  /** A 401's session: the device id (`client`) the refused call carried. */
  sentWithClient?: string;
};

type ErrorBody = { message?: unknown; errors?: unknown; success?: unknown };

/** Keeps the field errors of a 422 body (`{errors: {field: [...]}}`) for forms. */
export function fieldErrors(errors: unknown): FieldErrors | undefined {
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return undefined;
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    if (field === "full_messages") continue;
    const lines = errorLines(value);
    if (lines.length) result[field] = lines;
  }
  return Object.keys(result).length ? result : undefined;
}

/**
 * The seller-facing text for a failure (document 1 §8):
 * 400–499: the response message, else its errors, else "something went wrong";
 * other statuses or none: the message if non-empty, else "something went wrong".
 */
export function toastText(status: number | undefined, body: ErrorBody | undefined, t: Translate): string {
  const fallback = t(ERROR_KEYS.somethingWentWrong);
  const message = nonEmptyString(body?.message);
  if (status !== undefined && status >= 400 && status <= 499) {
    return message ?? (errorLines(body?.errors).join(" ") || fallback);
  }
  return message ?? fallback;
}

function asBody(data: unknown): ErrorBody | undefined {
  return data && typeof data === "object" && !Array.isArray(data) ? (data as ErrorBody) : undefined;
}

/**
 * Normalises any failure to `{statusCode, message, errors}`:
 * a 401 is "Unauthorized access"; no response is status 500 "something went wrong".
 */
export function normaliseError(error: unknown, t: Translate): AppHttpError {
  if (isHttpError(error)) {
    const response = error.response;
    if (!response) {
      const timedOut = isTimeout(error);
      return { statusCode: 500, message: t(ERROR_KEYS.somethingWentWrong), detail: error.message, ...(timedOut ? { timedOut } : {}) };
    }
    const body = asBody(response.data);
    if (response.status === 401) {
      const client = error.config?.headers?.get?.("client");
      return { statusCode: 401, message: t(ERROR_KEYS.unauthorized), ...(typeof client === "string" ? { sentWithClient: client } : {}) };
    }
    return {
      statusCode: response.status,
      message: toastText(response.status, body, t),
      errors: fieldErrors(body?.errors),
    };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { statusCode: 500, message: t(ERROR_KEYS.somethingWentWrong), detail };
}

/** An axios failure because the request ran out of time (axios says ECONNABORTED, or ETIMEDOUT when asked). */
export function isTimeout(error: unknown): boolean {
  if (isAppHttpError(error)) return error.timedOut === true;
  if (!isHttpError(error)) return false;
  return error.code === "ECONNABORTED" || error.code === "ETIMEDOUT";
}

export function isAppHttpError(error: unknown): error is AppHttpError {
  return Boolean(error && typeof error === "object" && "statusCode" in error && "message" in error);
}
