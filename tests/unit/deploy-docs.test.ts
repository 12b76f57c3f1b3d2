import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AGREEMENT_TEMPLATE_KEY } from "@/config/constants";
import { objectKey, resizedKey, storageOrigins, WRITABLE_FOLDERS } from "@/domain/storage-keys";
import { deployJson, DEPLOY_EXAMPLE } from "../support/deploy-docs";
import { evaluate, type Policy } from "../support/iam-policy";

/**
 * deploy/README.md's exact JSON (issue 17): the bucket settings, CORS rules, bucket policy, IAM
 * role and trust policies, identity pool, lifecycle rules and the CSP's storage origins, checked
 * against the app's key rules and by evaluating the policies on the requests the app makes.
 */
const docs = deployJson();
const { bucket, appOrigin, identityPoolId } = DEPLOY_EXAMPLE;
const role = docs["IAM role policy"] as Policy;
const bucketPolicy = docs["Bucket policy"] as Policy;
const policies = { role, bucket: bucketPolicy };

const ME = "eu-west-1:11111111-2222-4333-8444-555555555555";
const OTHER = "eu-west-1:99999999-8888-4777-8666-555555555555";
const arn = (key: string) => `arn:aws:s3:::${bucket}/${key}`;
const tls = { "aws:SecureTransport": "true" };
const put = (key: string, identityId: string | null, ifNoneMatch: string | null = "*") =>
  evaluate(policies, {
    action: "s3:PutObject",
    resource: arn(key),
    identityId,
    context: { ...tls, "s3:if-none-match": ifNoneMatch ?? undefined },
  });
const del = (key: string, identityId: string | null) =>
  evaluate(policies, { action: "s3:DeleteObject", resource: arn(key), identityId, context: tls });
const get = (key: string, identityId: string | null, context: Record<string, string> = tls) =>
  evaluate(policies, { action: "s3:GetObject", resource: arn(key), identityId, context });
const uuid = "0d0d0d0d-1111-4222-8333-444444444444";

describe("deploy/README.md", () => {
  it("has every block, each valid JSON", () => {
    expect(Object.keys(docs).sort()).toEqual(
      [
        "Bucket CORS rules",
        "Bucket policy",
        "Bucket settings",
        "Content-Security-Policy storage origins",
        "IAM role policy",
        "IAM role trust policy",
        "Identity pool settings",
        "Lifecycle rules",
      ].sort(),
    );
  });

  it("bucket settings: versioning on, ACLs off, public access blocked but for the bucket policy", () => {
    expect(docs["Bucket settings"]).toEqual({
      Bucket: bucket,
      VersioningConfiguration: { Status: "Enabled" },
      OwnershipControls: { Rules: [{ ObjectOwnership: "BucketOwnerEnforced" }] },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        IgnorePublicAcls: true,
        BlockPublicPolicy: false,
        RestrictPublicBuckets: false,
      },
    });
  });

  it("CORS: the app's origin only, the three methods the app uses, ETag exposed", () => {
    const { CORSRules } = docs["Bucket CORS rules"] as { CORSRules: Record<string, unknown>[] };
    expect(CORSRules).toHaveLength(1);
    expect(CORSRules[0].AllowedOrigins).toEqual([appOrigin]);
    expect([...(CORSRules[0].AllowedMethods as string[])].sort()).toEqual(["DELETE", "GET", "PUT"]);
    expect(CORSRules[0].ExposeHeaders).toContain("ETag");
    expect(CORSRules[0].AllowedHeaders).toEqual(["*"]);
  });

  it("bucket policy: anyone reads media, nothing else; nothing over plain HTTP", () => {
    expect(get(`media/images/${ME}/${uuid}.png`, null)).toBe("allow");
    expect(get(`media/images/${ME}/${uuid}_250x250.png`, null)).toBe("allow");
    for (const key of [
      `documents/${ME}/${uuid}.pdf`,
      `agreements/${ME}/${uuid}.pdf`,
      `imports/${ME}/${uuid}.csv`,
      AGREEMENT_TEMPLATE_KEY,
    ]) {
      expect(get(key, null), key).toBe("implicit-deny");
    }
    expect(put(`media/images/${ME}/${uuid}.png`, null)).toBe("implicit-deny");
    expect(del(`media/images/${ME}/${uuid}.png`, null)).toBe("implicit-deny");
    expect(get(`media/images/${ME}/${uuid}.png`, null, { "aws:SecureTransport": "false" })).toBe("deny");
    const publicStatements = bucketPolicy.Statement.filter((statement) => statement.Effect === "Allow");
    expect(publicStatements).toEqual([expect.objectContaining({ Principal: "*", Action: "s3:GetObject", Resource: arn("media/*") })]);
  });

  it("role policy: only PutObject, DeleteObject and GetObject, writes and deletes only under the identity's own prefix of the app's folders", () => {
    const actions = new Set(role.Statement.flatMap((statement) => [statement.Action].flat()));
    expect([...actions].sort()).toEqual(["s3:DeleteObject", "s3:GetObject", "s3:PutObject"]);
    expect(role.Statement.every((statement) => statement.Effect === "Allow")).toBe(true);
    const prefixes = WRITABLE_FOLDERS.map((folder) => arn(`${folder}/\${cognito-identity.amazonaws.com:sub}/*`)).sort();
    for (const action of ["s3:PutObject", "s3:DeleteObject"]) {
      const resources = role.Statement.filter((statement) => statement.Action === action).flatMap((statement) =>
        [statement.Resource].flat(),
      );
      expect(resources.sort(), action).toEqual(prefixes);
    }
    expect(prefixes).toContain(arn("media/images/${cognito-identity.amazonaws.com:sub}/*"));
  });

  it("role policy on the keys the app makes: own keys written (never overwritten) and deleted, other identities' refused", () => {
    for (const folder of WRITABLE_FOLDERS) {
      const mine = objectKey(folder, ME, uuid, folder === "media/images" ? "png" : folder === "imports" ? "csv" : "pdf");
      expect(put(mine, ME), mine).toBe("allow");
      expect(put(mine, ME, null), `${mine} without If-None-Match`).toBe("implicit-deny");
      expect(del(mine, ME), mine).toBe("allow");
      expect(put(mine, OTHER), mine).toBe("implicit-deny");
      expect(del(mine, OTHER), mine).toBe("implicit-deny");
    }
    expect(put(resizedKey(objectKey("media/images", ME, uuid, "jpg"), 250), ME)).toBe("allow");
    expect(del(`media/images/${uuid}.png`, ME)).toBe("implicit-deny");
    expect(del(AGREEMENT_TEMPLATE_KEY, ME)).toBe("implicit-deny");
    expect(put(AGREEMENT_TEMPLATE_KEY, ME)).toBe("implicit-deny");
    expect(get(AGREEMENT_TEMPLATE_KEY, ME)).toBe("allow");
    expect(get(`documents/${ME}/${uuid}.pdf`, ME)).toBe("allow");
    expect(get(`documents/${OTHER}/${uuid}.pdf`, ME)).toBe("implicit-deny");
    expect(get(`imports/${ME}/${uuid}.csv`, ME)).toBe("implicit-deny");
    // A wildcard smuggled in as an identity id matches nothing.
    expect(del(`media/images/${ME}/${uuid}.png`, "eu-west-1:*")).toBe("implicit-deny");
    expect(evaluate(policies, { action: "s3:ListBucket", resource: `arn:aws:s3:::${bucket}`, identityId: ME, context: tls })).toBe(
      "implicit-deny",
    );
  });

  it("trust policy and identity pool: this pool's guest identities only, no classic flow", () => {
    const trust = docs["IAM role trust policy"] as Policy;
    expect(trust.Statement).toEqual([
      {
        Effect: "Allow",
        Principal: { Federated: "cognito-identity.amazonaws.com" },
        Action: "sts:AssumeRoleWithWebIdentity",
        Condition: {
          StringEquals: { "cognito-identity.amazonaws.com:aud": identityPoolId },
          "ForAnyValue:StringLike": { "cognito-identity.amazonaws.com:amr": "unauthenticated" },
        },
      },
    ]);
    expect(docs["Identity pool settings"]).toMatchObject({
      AllowUnauthenticatedIdentities: true,
      AllowClassicFlow: false,
      Roles: { unauthenticated: expect.stringMatching(/^arn:aws:iam::\d{12}:role\//) },
    });
  });

  it("lifecycle: no rule expires live folders by age alone; stray uploads, old versions, imports and tagged leftovers go", () => {
    type Rule = {
      ID: string;
      Status: string;
      Filter: { Prefix?: string; Tag?: { Key: string; Value: string } };
      Expiration?: { Days?: number };
      NoncurrentVersionExpiration?: { NoncurrentDays: number };
      AbortIncompleteMultipartUpload?: { DaysAfterInitiation: number };
    };
    const { Rules } = docs["Lifecycle rules"] as { Rules: Rule[] };
    expect(Rules.every((rule) => rule.Status === "Enabled")).toBe(true);
    for (const rule of Rules.filter((candidate) => candidate.Expiration?.Days !== undefined)) {
      const safe = rule.Filter.Prefix === "imports/" || rule.Filter.Tag?.Key === "unreferenced";
      expect(safe, `${rule.ID} expires by age`).toBe(true);
    }
    expect(
      Rules.find((rule) => rule.AbortIncompleteMultipartUpload)?.AbortIncompleteMultipartUpload?.DaysAfterInitiation,
    ).toBeLessThanOrEqual(1);
    expect(Rules.find((rule) => rule.NoncurrentVersionExpiration)?.NoncurrentVersionExpiration?.NoncurrentDays).toBeGreaterThanOrEqual(30);
    expect(Rules.find((rule) => rule.Filter.Tag)?.Filter).toEqual({ Tag: { Key: "unreferenced", Value: "true" } });
  });

  it("CSP: STORAGE_ORIGINS are exactly the origins the app contacts for that build, and the nginx policy uses them", () => {
    const csp = docs["Content-Security-Policy storage origins"] as { build: Record<string, string>; nginx: { STORAGE_ORIGINS: string[] } };
    expect(csp.build).toEqual({
      VITE_STORAGE_BUCKET: bucket,
      VITE_STORAGE_REGION: DEPLOY_EXAMPLE.region,
      VITE_STORAGE_IDENTITY_POOL_ID: identityPoolId,
    });
    expect(csp.nginx.STORAGE_ORIGINS).toEqual(storageOrigins({ bucket, region: DEPLOY_EXAMPLE.region, identityPoolId }));
    const headers = readFileSync(new URL("../../deploy/nginx/security-headers.conf.template", import.meta.url), "utf8");
    const directive = (name: string) => new RegExp(`${name} [^;]*\\$\\{STORAGE_ORIGINS\\}`);
    for (const name of ["connect-src", "img-src", "media-src"]) expect(headers).toMatch(directive(name));
  });
});
