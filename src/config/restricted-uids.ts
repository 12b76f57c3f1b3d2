/**
 * Who the restricted account is (document 1 §3): configuration, read by `env.restrictedUids`.
 * Pure, so a unit test and vite.config.ts (the build's warning) read the same rule.
 */

/** The demo's restricted account (src/mocks/seed): the default of the mock build and the tests only. */
export const DEMO_RESTRICTED_UID = "restricted@demo.test";

export const RESTRICTED_UIDS_UNSET_WARNING = "VITE_RESTRICTED_UIDS is not set: no account is restricted";

/** The build-time variables the rule reads (`import.meta.env`, or Vite's `config.env` plus the mode). */
export type RestrictedUidsEnv = {
  VITE_RESTRICTED_UIDS?: string;
  VITE_MOCK?: string;
  VITE_API_URL?: string;
  MODE?: string;
};

/**
 * A build on the embedded mock API (`--mode mock`, VITE_MOCK=true, no VITE_API_URL: the same
 * test as `mockEnabled`) or a test run. Only these get the demo default; a build or run with
 * VITE_API_URL set never does.
 */
export function isDemoBuild(env: RestrictedUidsEnv): boolean {
  return !env.VITE_API_URL && (env.VITE_MOCK === "true" || env.MODE === "test");
}

/**
 * The uids (e-mails, lower case) of the restricted accounts: VITE_RESTRICTED_UIDS, comma-separated.
 * Unset, the demo build restricts restricted@demo.test; a real build restricts nobody (and warns).
 */
export function restrictedUidsFrom(env: RestrictedUidsEnv): string[] {
  const configured = env.VITE_RESTRICTED_UIDS ?? (isDemoBuild(env) ? DEMO_RESTRICTED_UID : "");
  return configured
    .split(",")
    .map((uid) => uid.trim().toLowerCase())
    .filter(Boolean);
}

/** The build's warning when a real build (VITE_API_URL set, not the demo) restricts nobody; null otherwise. */
export function restrictedUidsWarning(env: RestrictedUidsEnv): string | null {
  if (isDemoBuild(env) || !env.VITE_API_URL) return null;
  return restrictedUidsFrom(env).length === 0 ? RESTRICTED_UIDS_UNSET_WARNING : null;
}
