import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { cognitoIdentityCredentials, type IdentityStore } from "@/lib/cognito-credentials";

const POOL = "me-central-1:11111111-2222-3333-4444-555555555555";
const ENDPOINT = "https://cognito-identity.me-central-1.amazonaws.com/";
const IDS = ["me-central-1:0a0a0a0a-1111-4222-8333-444444444441", "me-central-1:0a0a0a0a-1111-4222-8333-444444444442"];

function memoryStore(): IdentityStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

/** A Cognito stand-in: hands out IDS in turn on GetId, credentials naming the identity. */
function cognito(options: { knows?: (id: string) => boolean; expiresIn?: number } = {}) {
  const calls: string[] = [];
  let next = 0;
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      const target = (request.headers.get("x-amz-target") ?? "").replace("AWSCognitoIdentityService.", "");
      const body = (await request.json()) as Record<string, string>;
      calls.push(`${target} ${body.IdentityPoolId ?? body.IdentityId}`);
      if (target === "GetId") return HttpResponse.json({ IdentityId: IDS[next++] });
      if (options.knows && !options.knows(body.IdentityId))
        return HttpResponse.json({ __type: "ResourceNotFoundException" }, { status: 400 });
      return HttpResponse.json({
        IdentityId: body.IdentityId,
        Credentials: {
          AccessKeyId: `ASIA-${body.IdentityId.slice(-1)}`,
          SecretKey: "temp-secret",
          SessionToken: "session",
          Expiration: Date.now() / 1000 + (options.expiresIn ?? 3600),
        },
      });
    }),
  );
  return calls;
}

describe("Cognito identity pool credentials", () => {
  it("gets an identity, then temporary credentials naming it, and reuses them until close to expiry", async () => {
    const calls = cognito();
    const provider = cognitoIdentityCredentials(POOL, undefined, memoryStore());
    const [first, second] = await Promise.all([provider(), provider()]);
    expect(first).toMatchObject({ accessKeyId: "ASIA-1", secretAccessKey: "temp-secret", sessionToken: "session", identityId: IDS[0] });
    expect(second).toBe(first);
    await provider();
    expect(calls).toEqual([`GetId ${POOL}`, `GetCredentialsForIdentity ${IDS[0]}`]);
  });

  it("keeps the identity across page loads, and starts a new one after sign-out emptied the storage", async () => {
    const calls = cognito();
    const store = memoryStore();
    expect((await cognitoIdentityCredentials(POOL, undefined, store)()).identityId).toBe(IDS[0]);
    expect([...store.data.entries()]).toEqual([[`sbo.storage-identity.${POOL}`, IDS[0]]]);
    // A reload: a new provider, the same identity, no GetId.
    const reloaded = cognitoIdentityCredentials(POOL, undefined, store);
    expect((await reloaded()).identityId).toBe(IDS[0]);
    expect(calls.filter((call) => call.startsWith("GetId"))).toHaveLength(1);
    // Sign-out clears every sbo. key: the next call (same page) gets a new identity.
    store.data.clear();
    expect((await reloaded()).identityId).toBe(IDS[1]);
  });

  it("starts a new identity when the pool no longer knows the stored one", async () => {
    const stale = "me-central-1:0a0a0a0a-1111-4222-8333-444444444449";
    const calls = cognito({ knows: (id) => id !== stale });
    const store = memoryStore();
    store.set(`sbo.storage-identity.${POOL}`, stale);
    expect((await cognitoIdentityCredentials(POOL, undefined, store)()).identityId).toBe(IDS[0]);
    expect(calls).toEqual([`GetCredentialsForIdentity ${stale}`, `GetId ${POOL}`, `GetCredentialsForIdentity ${IDS[0]}`]);
    expect(store.get(`sbo.storage-identity.${POOL}`)).toBe(IDS[0]);
  });

  it("fails clearly when Cognito refuses", async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.json({}, { status: 400 })));
    await expect(cognitoIdentityCredentials(POOL, undefined, null)()).rejects.toThrow(/GetId failed with status 400/);
    expect(() => cognitoIdentityCredentials("not-a-pool")).toThrow();
  });
});
