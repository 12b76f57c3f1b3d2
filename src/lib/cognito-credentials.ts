import { cognitoOrigin, isIdentityId } from "@/domain/storage-keys";

/**
 * Temporary AWS credentials from a Cognito identity pool (unauthenticated identities), without the
 * Cognito SDK: two unsigned JSON calls, GetId then GetCredentialsForIdentity. Credentials are
 * renewed five minutes before they expire.
 *
 * The identity id is the browser's storage identity: uploads go under its prefix and only its own
 * files may be deleted (src/domain/storage-keys.ts, deploy/README.md). It is kept in local storage
 * (`sbo.storage-identity.<pool>`) so that a reload keeps it, and goes with the session at sign-out
 * (session.clear() empties every `sbo.` key): the next seller on this browser gets a new identity
 * and cannot delete the previous one's files. Another device has its own identity.
 */
export type StorageCredentials = {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
  /** The identity these credentials act for (keys go under `<folder>/<identityId>/`). */
  identityId?: string;
};

export type CredentialsProvider = () => Promise<StorageCredentials>;

/** Where the identity id is kept between page loads (null: memory only). */
export type IdentityStore = { get(key: string): string | null; set(key: string, value: string): void; remove(key: string): void };

const RENEW_BEFORE_MS = 5 * 60 * 1000;
const IDENTITY_KEY_PREFIX = "sbo.storage-identity.";

type Fetch = typeof fetch;

class CognitoError extends Error {
  constructor(
    target: string,
    readonly status: number,
  ) {
    super(`Cognito ${target} failed with status ${status}.`);
  }
}

async function call<T>(fetchImpl: Fetch, region: string, target: string, body: unknown): Promise<T> {
  const response = await fetchImpl(`${cognitoOrigin(region)}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": `AWSCognitoIdentityService.${target}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new CognitoError(target, response.status);
  return (await response.json()) as T;
}

function browserStore(): IdentityStore | null {
  try {
    if (typeof localStorage === "undefined") return null;
    return {
      get: (key) => localStorage.getItem(key),
      set: (key, value) => localStorage.setItem(key, value),
      remove: (key) => localStorage.removeItem(key),
    };
  } catch {
    return null;
  }
}

/** A credentials provider for the pool `region:uuid` (the region is read from the pool id). */
export function cognitoIdentityCredentials(
  identityPoolId: string,
  fetchImpl: Fetch = (...args) => fetch(...args),
  store: IdentityStore | null = browserStore(),
): CredentialsProvider {
  const region = identityPoolId.split(":")[0];
  if (!region || !identityPoolId.includes(":")) throw new Error(`"${identityPoolId}" is not a Cognito identity pool id.`);
  cognitoOrigin(region);
  const storageKey = `${IDENTITY_KEY_PREFIX}${identityPoolId}`;
  let memoryId: string | null = null;
  let cached: StorageCredentials | null = null;
  let pending: Promise<StorageCredentials> | null = null;

  const knownId = (): string | null => {
    const id = store ? store.get(storageKey) : memoryId;
    return isIdentityId(id) ? id : null;
  };
  const remember = (id: string | null) => {
    memoryId = id;
    if (!store) return;
    if (id) store.set(storageKey, id);
    else store.remove(storageKey);
  };

  async function credentialsFor(identityId: string): Promise<StorageCredentials> {
    const { Credentials } = await call<{
      Credentials: { AccessKeyId: string; SecretKey: string; SessionToken: string; Expiration: number };
    }>(fetchImpl, region, "GetCredentialsForIdentity", { IdentityId: identityId });
    return {
      accessKeyId: Credentials.AccessKeyId,
      secretAccessKey: Credentials.SecretKey,
      sessionToken: Credentials.SessionToken,
      expiration: new Date(Credentials.Expiration * 1000),
      identityId,
    };
  }

  async function newIdentity(): Promise<string> {
    const { IdentityId } = await call<{ IdentityId: string }>(fetchImpl, region, "GetId", { IdentityPoolId: identityPoolId });
    if (!isIdentityId(IdentityId)) throw new Error("Cognito GetId answered no identity id.");
    remember(IdentityId);
    return IdentityId;
  }

  async function fetchCredentials(): Promise<StorageCredentials> {
    const stored = knownId();
    if (!stored) return credentialsFor(await newIdentity());
    try {
      return await credentialsFor(stored);
    } catch (error) {
      // A stored identity the pool no longer knows (deleted, another pool): start a new one.
      if (!(error instanceof CognitoError) || error.status !== 400) throw error;
      remember(null);
      return credentialsFor(await newIdentity());
    }
  }

  return async () => {
    const stored = knownId();
    const fresh = cached?.expiration && cached.expiration.getTime() - Date.now() > RENEW_BEFORE_MS;
    // After a sign-out the stored id is gone: the next call starts a new identity.
    if (cached && fresh && cached.identityId === (stored ?? undefined)) return cached;
    pending ??= fetchCredentials()
      .then((credentials) => (cached = credentials))
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
