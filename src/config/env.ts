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
  storage: storageConfig(),
} as const;

/**
 * The embedded mock API runs only when the build asked for it (`--mode mock`) and no real server
 * is configured. Both values are static, so a build without mocking drops the mock code entirely.
 */
export const mockEnabled = import.meta.env.VITE_MOCK === "true" && !import.meta.env.VITE_API_URL;

/**
 * Object storage (S3 or any S3-compatible store). Credentials are never configured here: they are
 * temporary ones from the Cognito identity pool. Without a configured bucket, the embedded mock
 * (`npm start`) and the tests use the mock store at `<origin>/s3`, bucket "demo-bucket", with the
 * mock's demo credentials (src/lib/object-storage.ts).
 */
function storageConfig() {
  const bucket = import.meta.env.VITE_STORAGE_BUCKET ?? "";
  const mocked = import.meta.env.VITE_MOCK === "true" && !import.meta.env.VITE_API_URL;
  const demo = !bucket && (mocked || import.meta.env.MODE === "test");
  return {
    bucket: bucket || (demo ? "demo-bucket" : ""),
    region: import.meta.env.VITE_STORAGE_REGION ?? "us-east-1",
    /** Absolute, or relative to the page's origin ("/s3"); empty means AWS's own endpoint. */
    endpoint: import.meta.env.VITE_STORAGE_ENDPOINT ?? (demo ? "/s3" : ""),
    identityPoolId: import.meta.env.VITE_STORAGE_IDENTITY_POOL_ID ?? "",
    /** True when the mock store answers: static demo credentials it accepts, path-style URLs. */
    demo,
  };
}
