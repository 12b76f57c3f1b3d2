/**
 * What the seller reads when an auth call fails, and the auth rules that hold no session state.
 * Pure: the provider reads the HTTP failure into a `ServerAnswer` and passes its `t` in.
 */
import { ERROR_KEYS, errorLines } from "./error-lines";
import type { ResetCredentials } from "./reset-link";

/** Translates a catalogue key (the provider's i18n `t`). */
export type Translate = (key: string) => string;

/** A failed call as the rules read it: its HTTP status (0 when no answer came) and its JSON body. */
export type ServerAnswer = { status: number; body?: Record<string, unknown> };

/** How long a failed token check answers the other callers of the same load. */
export const VALIDATE_REUSE_MS = 10_000;

/** A recorded failure of the token check, for the session it belongs to. */
export type ValidateFailure = { at: number; sessionKey: string };

/** A failed check answers the same session's callers for a few seconds; another session never reuses it. */
export function reusesValidateFailure(failure: ValidateFailure | null, sessionKey: string, now: number): boolean {
  return failure !== null && failure.sessionKey === sessionKey && now - failure.at < VALIDATE_REUSE_MS;
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * Login failure text (document 1 §8): the first full message when a base error exists, otherwise
 * the first error, else "Network Error!".
 */
export function loginFailureText(answer: ServerAnswer, t: Translate): string {
  const errors = answer.body?.errors;
  const record = recordOf(errors);
  if (record?.base) {
    const full = errorLines(record.full_messages)[0] ?? errorLines(record.base)[0];
    if (full) return full;
  }
  return errorLines(errors)[0] ?? t("auth.messages.networkError");
}

/**
 * Sign-up failure (document 1 §8): an e-mail already taken gives the server message plus
 * "Login to continue" (`emailTaken`: the seller is sent to sign in); a failure with no server
 * errors, "Network Error!"; other server errors, the first of them.
 */
export function signUpFailureText(answer: ServerAnswer, t: Translate): { message: string; emailTaken: boolean } {
  const errors = answer.body?.errors;
  const lines = errorLines(errors);
  if (lines.length === 0) return { message: t("auth.messages.networkError"), emailTaken: false };
  const emailErrors = errorLines(recordOf(errors)?.email);
  if (emailErrors.some((line) => /taken/i.test(line))) {
    const server = lines.find((line) => /^email/i.test(line)) ?? lines[0];
    return { message: `${server.replace(/[.!]+\s*$/, "")}. ${t("auth.messages.loginToContinue")}`, emailTaken: true };
  }
  return { message: lines[0], emailTaken: false };
}

/** The failure of setting a new password: a refused (used, expired or forged) link says so. */
export function updatePasswordFailure(answer: ServerAnswer, t: Translate): { message: string; statusCode: number } {
  const { status } = answer;
  if (status === 401) return { message: t("auth.reset.invalidLink"), statusCode: 401 };
  const first = errorLines(answer.body?.errors)[0];
  return { message: first ?? t(status ? ERROR_KEYS.somethingWentWrong : "auth.messages.networkError"), statusCode: status };
}

/** A forgot-password refusal (`success: false`, in a 2xx or devise's 404): its first error, if any. */
export function forgotPasswordRefusal(answer: ServerAnswer): string | undefined {
  return answer.body?.success === false ? errorLines(answer.body.errors)[0] : undefined;
}

/**
 * The reset session after an answer: the rotated set when the answer brought a whole one (not the
 * batch window's blanks) for the same device and user, else the one held.
 */
export function rotatedResetCredentials(rotated: ResetCredentials | null, held: ResetCredentials): ResetCredentials {
  if (!rotated || rotated.client !== held.client || rotated.uid !== held.uid) return held;
  return { accessToken: rotated.accessToken, client: rotated.client, uid: rotated.uid };
}
