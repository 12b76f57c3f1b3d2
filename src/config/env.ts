/** Reads the build-time configuration once. Nothing else in src/ reads import.meta.env. */
import { agreementFieldsFrom } from "./agreement-fields";
import { restrictedUidsFrom } from "./restricted-uids";
import { DEMO_STORAGE_CREDENTIALS } from "./demo-storage";

const apiUrl = (import.meta.env.VITE_API_URL ?? "").replace(/\/+$/, "");

export const env = {
  /** Origin of the real API; empty means "same origin" (the embedded mock API under `npm start`). */
  apiUrl,
  /** Base of every API call: `${apiBase}/vendor/...`, `${apiBase}/common/...`. */
  apiBase: `${apiUrl}/api/v1`,
  /** uids (e-mails) of the designated restricted accounts; the demo default only in the mock build and tests. */
  restrictedUids: restrictedUidsFrom({
    VITE_RESTRICTED_UIDS: import.meta.env.VITE_RESTRICTED_UIDS,
    VITE_MOCK: import.meta.env.VITE_MOCK,
    VITE_API_URL: import.meta.env.VITE_API_URL,
    MODE: import.meta.env.MODE,
  }),
  storefrontUrl: import.meta.env.VITE_STOREFRONT_URL ?? "https://marketplace.example",
  storage: storageConfig(),
  /** Form-field names of the agreement template, by value (src/config/agreement-fields.ts; VITE_AGREEMENT_FIELDS). */
  agreementFields: agreementFieldsFrom(import.meta.env.VITE_AGREEMENT_FIELDS),
} as const;

/**
 * The embedded mock API runs only when the build asked for it (`--mode mock`) and no real server
 * is configured. Both values are static, so a build without mocking drops the mock code entirely.
 */
export const mockEnabled = import.meta.env.VITE_MOCK === "true" && !import.meta.env.VITE_API_URL;

/**
 * Object storage (S3 or any S3-compatible store). Credentials are never configured here: they are
 * temporary ones from the Cognito identity pool. Without a configured bucket, the embedded mock
 * (`npm start`) and the tests use the mock store at `<origin>/s3`, bucket "demo-bucket", with
 * static demo credentials that only the mock accepts. The test below is written out with
 * import.meta.env so that it folds to `false` in a production build, which then ships no demo
 * credentials at all.
 */
function storageConfig() {
  const demo =
    !import.meta.env.VITE_STORAGE_BUCKET &&
    ((import.meta.env.VITE_MOCK === "true" && !import.meta.env.VITE_API_URL) || import.meta.env.MODE === "test");
  return {
    bucket: import.meta.env.VITE_STORAGE_BUCKET || (demo ? "demo-bucket" : ""),
    region: import.meta.env.VITE_STORAGE_REGION ?? "us-east-1",
    /** Absolute, or relative to the page's origin ("/s3"); empty means AWS's own endpoint. */
    endpoint: import.meta.env.VITE_STORAGE_ENDPOINT ?? (demo ? "/s3" : ""),
    identityPoolId: import.meta.env.VITE_STORAGE_IDENTITY_POOL_ID ?? "",
    /** The mock store's demo credentials and fixed storage identity (src/config/demo-storage.ts), or null. */
    demoCredentials: demo ? DEMO_STORAGE_CREDENTIALS : null,
  };
}
