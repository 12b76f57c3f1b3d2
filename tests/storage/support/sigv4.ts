import { createHash, createHmac } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/**
 * AWS Signature Version 4 as S3 checks it (s3rver 3.7 checks only that the access key exists):
 * the canonical request from the method, the path as sent, the sorted query, the signed headers
 * and the payload hash, signed with the secret of the access key, within 15 minutes, with the
 * session token the credentials came with, and a payload that matches its declared hash.
 */
export type Issued = { secretAccessKey: string; sessionToken: string; identityId: string };
export type SignatureCheck = { ok: true; accessKeyId: string } | { ok: false; status: number; code: string; message: string };

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data, "utf8").digest();
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(query: string): string {
  if (!query) return "";
  return query
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      const name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
      const value = at < 0 ? "" : decodeURIComponent(pair.slice(at + 1));
      return [encode(name), encode(value)] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

const refuse = (status: number, code: string, message: string): SignatureCheck => ({ ok: false, status, code, message });

export function verifySignature(
  request: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer },
  lookup: (accessKeyId: string) => Issued | undefined,
  now = Date.now(),
): SignatureCheck {
  const authorization = String(request.headers.authorization ?? "");
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return refuse(400, "AuthorizationHeaderMalformed", "The authorization header is malformed.");
  const [, accessKeyId, day, region, signedHeaders, signature] = match;
  const issued = lookup(accessKeyId);
  if (!issued) return refuse(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
  if (request.headers["x-amz-security-token"] !== issued.sessionToken)
    return refuse(403, "InvalidToken", "The provided token is malformed or otherwise invalid.");
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  const time = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
  if (!amzDate.startsWith(day) || Number.isNaN(time) || Math.abs(now - time) > 15 * 60 * 1000)
    return refuse(403, "RequestTimeTooSkewed", "The difference between the request time and the current time is too large.");
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(request.body))
    return refuse(400, "XAmzContentSHA256Mismatch", "The provided 'x-amz-content-sha256' header does not match what was computed.");
  const names = signedHeaders.split(";");
  if (!names.includes("host")) return refuse(403, "AccessDenied", "host must be signed.");
  const headers = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const [path, query = ""] = request.url.split("?");
  const canonical = [request.method, path, canonicalQuery(query), headers, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${issued.secretAccessKey}`, day), region), "s3"), "aws4_request");
  const expected = createHmac("sha256", key).update(stringToSign, "utf8").digest("hex");
  if (expected !== signature)
    return refuse(
      403,
      "SignatureDoesNotMatch",
      "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
    );
  return { ok: true, accessKeyId };
}
