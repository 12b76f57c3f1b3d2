/**
 * Temporary AWS credentials from a Cognito identity pool (unauthenticated identities), without the
 * Cognito SDK: two unsigned JSON calls, GetId then GetCredentialsForIdentity. The identity id is
 * kept for the page's lifetime; credentials are renewed five minutes before they expire.
 */
export type StorageCredentials = {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
};

export type CredentialsProvider = () => Promise<StorageCredentials>;

const RENEW_BEFORE_MS = 5 * 60 * 1000;

type Fetch = typeof fetch;

async function call<T>(fetchImpl: Fetch, region: string, target: string, body: unknown): Promise<T> {
  const response = await fetchImpl(`https://cognito-identity.${region}.amazonaws.com/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": `AWSCognitoIdentityService.${target}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Cognito ${target} failed with status ${response.status}.`);
  return (await response.json()) as T;
}

/** A credentials provider for the pool `region:uuid` (the region is read from the pool id). */
export function cognitoIdentityCredentials(identityPoolId: string, fetchImpl: Fetch = (...args) => fetch(...args)): CredentialsProvider {
  const region = identityPoolId.split(":")[0];
  if (!region || !identityPoolId.includes(":")) throw new Error(`"${identityPoolId}" is not a Cognito identity pool id.`);
  let identityId: string | null = null;
  let cached: StorageCredentials | null = null;
  let pending: Promise<StorageCredentials> | null = null;

  async function fetchCredentials(): Promise<StorageCredentials> {
    identityId ??= (await call<{ IdentityId: string }>(fetchImpl, region, "GetId", { IdentityPoolId: identityPoolId })).IdentityId;
    const { Credentials } = await call<{
      Credentials: { AccessKeyId: string; SecretKey: string; SessionToken: string; Expiration: number };
    }>(fetchImpl, region, "GetCredentialsForIdentity", { IdentityId: identityId });
    return {
      accessKeyId: Credentials.AccessKeyId,
      secretAccessKey: Credentials.SecretKey,
      sessionToken: Credentials.SessionToken,
      expiration: new Date(Credentials.Expiration * 1000),
    };
  }

  return async () => {
    const fresh = cached?.expiration && cached.expiration.getTime() - Date.now() > RENEW_BEFORE_MS;
    if (cached && fresh) return cached;
    pending ??= fetchCredentials()
      .then((credentials) => (cached = credentials))
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
