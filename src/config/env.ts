/** Reads the build-time configuration once. Nothing else in src/ reads import.meta.env. */
const apiUrl = (import.meta.env.VITE_API_URL ?? "").replace(/\/+$/, "");

export const env = {
  /** Origin of the real API; empty means "same origin" (the embedded mock API under `npm start`). */
  apiUrl,
  /** Base of every API call: `${apiBase}/vendor/...`, `${apiBase}/common/...`. */
  apiBase: `${apiUrl}/api/v1`,
  /** uids (e-mails) of the designated restricted accounts. */
  restrictedUids: (import.meta.env.VITE_RESTRICTED_UIDS ?? "restricted@demo.test")
    .split(",")
    .map((uid) => uid.trim().toLowerCase())
    .filter(Boolean),
  storefrontUrl: import.meta.env.VITE_STOREFRONT_URL ?? "https://marketplace.example",
} as const;

/**
 * The embedded mock API runs only when the build asked for it (`--mode mock`) and no real server
 * is configured. Both values are static, so a build without mocking drops the mock code entirely.
 */
export const mockEnabled = import.meta.env.VITE_MOCK === "true" && !import.meta.env.VITE_API_URL;
