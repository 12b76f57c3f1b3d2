import signIn from "../fixtures/devise-token-auth-1.2.6/01-sign-in.json";
import validateToken from "../fixtures/devise-token-auth-1.2.6/02-validate-token.json";
import rotation from "../fixtures/devise-token-auth-1.2.6/03-rotation.json";
import signOut from "../fixtures/devise-token-auth-1.2.6/04-sign-out.json";
import passwordReset from "../fixtures/devise-token-auth-1.2.6/05-password-reset.json";
import signUp from "../fixtures/devise-token-auth-1.2.6/06-sign-up.json";
import vendorEndpoints from "../fixtures/devise-token-auth-1.2.6/07-vendor-endpoints.json";

/**
 * The exchanges recorded from a real devise_token_auth v1.2.6 (tests/fixtures/devise-token-auth-1.2.6,
 * its README): the contract of the mock's auth half.
 */
export type RecordedExchange = {
  note: string;
  t_s: number;
  request?: { method: string; path: string; headers: Record<string, string>; body: string | null };
  response?: { status: number; headers: Record<string, string>; body: string; json?: unknown };
  mail?: { link: string };
};

export const RECORDINGS: Record<string, RecordedExchange[]> = {
  "01-sign-in": signIn as unknown as RecordedExchange[],
  "02-validate-token": validateToken as unknown as RecordedExchange[],
  "03-rotation": rotation as unknown as RecordedExchange[],
  "04-sign-out": signOut as unknown as RecordedExchange[],
  "05-password-reset": passwordReset as unknown as RecordedExchange[],
  "06-sign-up": signUp as unknown as RecordedExchange[],
  "07-vendor-endpoints": vendorEndpoints as unknown as RecordedExchange[],
};

/** The session headers devise_token_auth writes (names compared case-insensitively). */
export const SESSION_HEADERS = ["access-token", "token-type", "client", "expiry", "uid", "authorization"] as const;

/** A recorded header, by name in any case (undefined when the answer had none). */
export function recordedHeader(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers[key];
}

/** The users the lab's exchanges sign in as (its seed), with the password they were recorded with. */
export const LAB_USERS = [
  { email: "vendor@lab.test", password: "Password1!", first_name_en: "Vera", last_name_en: "Vendor" },
  { email: "vendor2@lab.test", password: "Password1!", first_name_en: "Victor", last_name_en: "Seller" },
] as const;
