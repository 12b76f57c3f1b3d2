/**
 * The embedded mock store's demo credentials (not an AWS key: the mock accepts these and nothing
 * else) and the fixed storage identity they stand for, as a Cognito identity pool would hand out
 * (src/domain/storage-keys.ts: keys go under `<folder>/<identityId>/`). Only mock and test builds
 * use them (src/config/env.ts folds them away in a production build).
 */
export const DEMO_STORAGE_CREDENTIALS = {
  accessKeyId: "demo-storage-key",
  secretAccessKey: "demo-storage-secret",
  identityId: "us-east-1:00000000-0000-4000-8000-0000000000de",
} as const;
