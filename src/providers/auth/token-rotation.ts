/**
 * devise_token_auth credential rotation, as a pure rule (docs: shared/design/session-contract.md §1.6).
 * The server answers every authenticated request with new headers, or with blank ones inside its
 * batch window; responses may arrive out of order. The client keeps the newest valid set.
 */
export type Credentials = {
  accessToken: string;
  client: string;
  uid: string;
  /** Unix seconds, as the server sends it. */
  expiry: number;
};

export type AuthHeaders = Partial<Record<"access-token" | "client" | "uid" | "expiry", string | null | undefined>>;

/** Reads a complete credential set from response headers, or null when any part is blank. */
export function credentialsFromHeaders(headers: AuthHeaders): Credentials | null {
  const accessToken = headers["access-token"]?.trim();
  const client = headers.client?.trim();
  const uid = headers.uid?.trim();
  const expiry = Number(headers.expiry?.trim());
  if (!accessToken || !client || !uid || !Number.isFinite(expiry) || expiry <= 0) return null;
  return { accessToken, client, uid, expiry };
}

/**
 * The credentials to keep after a response: the incoming set when it is complete, belongs to the
 * stored session (same client and uid) and is not older than what is stored; otherwise the stored set.
 * With no stored session nothing is adopted: a late response must not revive a signed-out session.
 */
export function nextCredentials(stored: Credentials | null, headers: AuthHeaders): Credentials | null {
  if (!stored) return null;
  const incoming = credentialsFromHeaders(headers);
  if (!incoming) return stored;
  if (incoming.client !== stored.client || incoming.uid !== stored.uid) return stored;
  if (incoming.expiry < stored.expiry) return stored;
  return incoming;
}
