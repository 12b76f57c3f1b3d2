import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { cognitoIdentityCredentials } from "@/lib/cognito-credentials";

const POOL = "me-central-1:11111111-2222-3333-4444-555555555555";

describe("Cognito identity pool credentials", () => {
  it("gets an identity, then temporary credentials, and reuses them until close to expiry", async () => {
    const targets: string[] = [];
    server.use(
      http.post("https://cognito-identity.me-central-1.amazonaws.com/", async ({ request }) => {
        const target = request.headers.get("x-amz-target") ?? "";
        targets.push(target);
        const body = (await request.json()) as Record<string, string>;
        if (target.endsWith("GetId")) {
          expect(body).toEqual({ IdentityPoolId: POOL });
          return HttpResponse.json({ IdentityId: "me-central-1:identity-1" });
        }
        expect(body).toEqual({ IdentityId: "me-central-1:identity-1" });
        return HttpResponse.json({
          IdentityId: "me-central-1:identity-1",
          Credentials: { AccessKeyId: "ASIATEMPORARY", SecretKey: "temp-secret", SessionToken: "session", Expiration: Date.now() / 1000 + 3600 },
        });
      }),
    );
    const provider = cognitoIdentityCredentials(POOL);
    const [first, second] = await Promise.all([provider(), provider()]);
    expect(first).toMatchObject({ accessKeyId: "ASIATEMPORARY", secretAccessKey: "temp-secret", sessionToken: "session" });
    expect(second).toBe(first);
    await provider();
    expect(targets).toEqual(["AWSCognitoIdentityService.GetId", "AWSCognitoIdentityService.GetCredentialsForIdentity"]);
  });

  it("fails clearly when Cognito refuses", async () => {
    server.use(http.post("https://cognito-identity.me-central-1.amazonaws.com/", () => HttpResponse.json({}, { status: 400 })));
    await expect(cognitoIdentityCredentials(POOL)()).rejects.toThrow(/GetId failed with status 400/);
    expect(() => cognitoIdentityCredentials("not-a-pool")).toThrow();
  });
});
