import { describe, expect, it } from "vitest";
import type { IncomingHttpHeaders } from "node:http";
import { buildQueryString, HttpRequest } from "@smithy/core/protocols";
import { Hash } from "@smithy/core/serde";
import { SignatureV4 } from "@smithy/signature-v4";
import { verifySignature, type Issued } from "../storage/support/sigv4";

/**
 * Issue 17: s3rver 3.7.1 checks only that an access key exists; the storage suite's gate
 * (tests/storage/support/sigv4.ts) checks the SigV4 signature itself. Here requests signed by the
 * AWS SDK's own signer (`@smithy/signature-v4`, configured as the S3 client configures it) must
 * pass the gate, and each kind of tampering must be refused with S3's error code.
 */
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const REGION = "us-east-1";
const ACCESS_KEY = "ASIAGATETEST0000001";
const ISSUED: Issued = {
  secretAccessKey: "gate-test-secret-0123456789abcdef",
  sessionToken: "gate-test-session-token",
  identityId: "us-east-1:00000000-0000-4000-8000-0000000000aa",
};
const lookup = (id: string) => (id === ACCESS_KEY ? ISSUED : undefined);

/** A key under the identity's prefix, as the S3 client puts it in the path (each segment encoded once). */
const KEY_PATH = `/demo-bucket/media/images/${encodeURIComponent(ISSUED.identityId)}/0f8e7d6c-0000-4000-8000-000000000001.png`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

type Sent = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

/** Signs a request as the S3 client does (payload hashed, path not escaped again) and returns it as the gate receives it. */
async function signed(
  request: { method: string; path: string; query?: Record<string, string>; headers?: Record<string, string>; body?: Buffer },
  credentials: { secretAccessKey?: string; sessionToken?: string } = {},
): Promise<Sent> {
  const body = request.body ?? Buffer.alloc(0);
  const signer = new SignatureV4({
    service: "s3",
    region: REGION,
    credentials: {
      accessKeyId: ACCESS_KEY,
      secretAccessKey: credentials.secretAccessKey ?? ISSUED.secretAccessKey,
      sessionToken: credentials.sessionToken ?? ISSUED.sessionToken,
    },
    sha256: Hash.bind(null, "sha256"),
    uriEscapePath: false,
    applyChecksum: true,
  });
  const unsigned = new HttpRequest({
    method: request.method,
    protocol: "http:",
    hostname: "127.0.0.1",
    port: 4569,
    path: request.path,
    query: request.query ?? {},
    headers: { host: "127.0.0.1:4569", ...(body.length ? { "content-length": String(body.length) } : {}), ...request.headers },
    body,
  });
  const out = (await signer.sign(unsigned, { signingDate: new Date(NOW) })) as HttpRequest;
  // The query string as the SDK's HTTP handlers write it.
  const query = buildQueryString(out.query);
  const headers = Object.fromEntries(Object.entries(out.headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { method: out.method, url: query ? `${out.path}?${query}` : out.path, headers, body };
}

const put = () =>
  signed({
    method: "PUT",
    path: KEY_PATH,
    query: { "x-id": "PutObject" },
    headers: { "content-type": "image/png", "if-none-match": "*" },
    body: PNG,
  });

const check = (request: Sent) => verifySignature(request, lookup, NOW);

describe("the storage suite's SigV4 gate against the AWS SDK's signer (issue 17)", () => {
  it("accepts a PUT, a GET with a query to sort and a DELETE as the SDK signs them", async () => {
    expect(check(await put())).toEqual({ ok: true, accessKeyId: ACCESS_KEY });
    const list = await signed({
      method: "GET",
      path: "/demo-bucket",
      query: { "list-type": "2", prefix: `media/images/${ISSUED.identityId}/a b*~`, "max-keys": "10" },
    });
    expect(list.url).toContain("?");
    expect(check(list)).toEqual({ ok: true, accessKeyId: ACCESS_KEY });
    expect(check(await signed({ method: "DELETE", path: KEY_PATH, query: { "x-id": "DeleteObject" } }))).toMatchObject({ ok: true });
  });

  it("accepts the query in another order than the SDK wrote it (S3 signs it sorted)", async () => {
    const list = await signed({ method: "GET", path: "/demo-bucket", query: { "list-type": "2", prefix: "media/", "max-keys": "10" } });
    const [path, query] = list.url.split("?");
    list.url = `${path}?${query.split("&").reverse().join("&")}`;
    expect(list.url).not.toBe(`${path}?${query}`);
    expect(check(list)).toMatchObject({ ok: true });
  });

  it("refuses another path (another key) under the same signature", async () => {
    const request = await put();
    request.url = request.url.replace("000000000001.png", "000000000002.png");
    expect(check(request)).toMatchObject({ ok: false, status: 403, code: "SignatureDoesNotMatch" });
  });

  it("refuses a changed query", async () => {
    const request = await put();
    request.url = request.url.replace("x-id=PutObject", "x-id=DeleteObject");
    expect(check(request)).toMatchObject({ ok: false, status: 403, code: "SignatureDoesNotMatch" });
  });

  it("refuses a changed signed header", async () => {
    const request = await put();
    expect(String(request.headers.authorization)).toMatch(/SignedHeaders=[^,]*content-type/);
    request.headers["content-type"] = "text/html";
    expect(check(request)).toMatchObject({ ok: false, status: 403, code: "SignatureDoesNotMatch" });
  });

  it("refuses a body that does not match its payload hash, and a payload hash changed to match it", async () => {
    const swapped = await put();
    swapped.body = Buffer.from("<script>alert(1)</script>");
    expect(check(swapped)).toMatchObject({ ok: false, status: 400, code: "XAmzContentSHA256Mismatch" });
    const rehashed = await put();
    rehashed.body = Buffer.from("<script>alert(1)</script>");
    rehashed.headers["x-amz-content-sha256"] = (await signed({ method: "PUT", path: KEY_PATH, body: rehashed.body })).headers[
      "x-amz-content-sha256"
    ];
    expect(check(rehashed)).toMatchObject({ ok: false, status: 403, code: "SignatureDoesNotMatch" });
  });

  it("refuses a request signed with the wrong secret", async () => {
    const request = await signed(
      { method: "PUT", path: KEY_PATH, query: { "x-id": "PutObject" }, headers: { "content-type": "image/png" }, body: PNG },
      { secretAccessKey: "someone-elses-secret" },
    );
    expect(check(request)).toMatchObject({ ok: false, status: 403, code: "SignatureDoesNotMatch" });
  });

  it("refuses a session token other than the one issued with the key, signed or swapped in", async () => {
    const signedWithOther = await signed({ method: "DELETE", path: KEY_PATH }, { sessionToken: "another-session-token" });
    expect(check(signedWithOther)).toMatchObject({ ok: false, status: 403, code: "InvalidToken" });
    const swapped = await put();
    swapped.headers["x-amz-security-token"] = "another-session-token";
    expect(check(swapped)).toMatchObject({ ok: false, status: 403, code: "InvalidToken" });
    const missing = await put();
    delete missing.headers["x-amz-security-token"];
    expect(check(missing)).toMatchObject({ ok: false, status: 403, code: "InvalidToken" });
  });

  it("refuses an unknown key and a request signed more than 15 minutes away", async () => {
    expect(verifySignature(await put(), () => undefined, NOW)).toMatchObject({ ok: false, code: "InvalidAccessKeyId" });
    expect(verifySignature(await put(), lookup, NOW + 16 * 60 * 1000)).toMatchObject({ ok: false, code: "RequestTimeTooSkewed" });
  });
});
