import { http, HttpResponse } from "msw";
import { DEMO_STORAGE_CREDENTIALS } from "@/config/demo-storage";
import { db } from "../db";
import { etagOf, fromBase64, toBase64 } from "../bytes";
import { MOCK_BUCKET, PERSISTED_OBJECT_LIMIT } from "../seed/storage-seed";

/**
 * An S3-compatible object store at `<origin>/s3/<bucket>/<key>` (path-style), answering the real
 * requests the AWS SDK sends from the app: PUT (signed; a CopyObject too), GET (public read, so
 * `<img src>` works) and DELETE (signed). Writes must be signed with the demo credentials this mock accepts; the
 * signature itself is not verified (the mock checks who signed, not the HMAC). Like the IAM role
 * policy of deploy/README.md, the demo identity may write and delete only under its own prefixes
 * (`<folder>/<identityId>/…`), and a PUT with `If-None-Match: *` never overwrites an object.
 * Reads stay public (the demo shows its documents by plain link; the real bucket does not).
 */
const OBJECT = "*/s3/:bucket/*";

/** The access key id of the demo credentials (the app's demo storage configuration sends it). */
export const DEMO_STORAGE_ACCESS_KEY_ID = DEMO_STORAGE_CREDENTIALS.accessKeyId;

/** The prefixes the demo identity may write and delete under (deploy/README.md, IAM role policy). */
const WRITABLE_PREFIXES = ["media/images", "documents", "agreements", "imports"].map(
  (folder) => `${folder}/${DEMO_STORAGE_CREDENTIALS.identityId}/`,
);

/** Bytes of objects too large to persist (see MockObject): memory only. */
const largeObjects = new Map<string, Uint8Array>();

function s3Error(status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  return new HttpResponse(body, { status, headers: { "Content-Type": "application/xml" } });
}

/** The key from the request path, decoded segment by segment. */
function keyOf(request: Request, bucket: string): string {
  const path = new URL(request.url).pathname;
  const marker = `/s3/${bucket}/`;
  const rest = path.slice(path.indexOf(marker) + marker.length);
  return rest.split("/").map(decodeURIComponent).join("/");
}

function signedByDemoKey(request: Request): boolean {
  const authorization = request.headers.get("authorization") ?? "";
  return authorization.startsWith("AWS4-HMAC-SHA256 ") && authorization.includes(`Credential=${DEMO_STORAGE_ACCESS_KEY_ID}/`);
}

function checkRequest(request: Request, bucket: string, signed: boolean) {
  if (bucket !== MOCK_BUCKET) return s3Error(404, "NoSuchBucket", "The specified bucket does not exist");
  if (signed && !signedByDemoKey(request)) return s3Error(403, "AccessDenied", "Access Denied");
  if (signed) {
    const key = keyOf(request, bucket);
    const own = WRITABLE_PREFIXES.some(
      (prefix) => key.startsWith(prefix) && key.length > prefix.length && !key.slice(prefix.length).includes("/"),
    );
    if (!own) return s3Error(403, "AccessDenied", "Access Denied");
  }
  return null;
}

/** The stored bytes of a key, or null. */
export function readObject(key: string): { contentType: string; bytes: Uint8Array } | null {
  const object = db.state.objects[key];
  if (!object) return null;
  const bytes = object.base64 !== null ? fromBase64(object.base64) : largeObjects.get(key);
  return bytes ? { contentType: object.contentType, bytes } : null;
}

export function writeObject(key: string, contentType: string, bytes: Uint8Array): void {
  const persisted = bytes.length <= PERSISTED_OBJECT_LIMIT;
  if (persisted) largeObjects.delete(key);
  else largeObjects.set(key, bytes);
  db.state.objects[key] = {
    contentType,
    size: bytes.length,
    uploaded_at: new Date(db.now()).toISOString(),
    base64: persisted ? toBase64(bytes) : null,
  };
  db.changed(["objects"]);
}

/**
 * CopyObject (a PUT with `x-amz-copy-source: <bucket>/<url-encoded key>`, an optional leading "/"
 * and `?versionId=`): the source's bytes and type under the new key, answered as S3 does, 200 with
 * a `<CopyObjectResult>` holding the ETag and LastModified. The source must be in this bucket; its
 * read is public, as media/ is in the real bucket.
 */
function copyObject(key: string, copySource: string) {
  const [path] = copySource.replace(/^\//, "").split("?");
  const slash = path.indexOf("/");
  let sourceKey: string;
  try {
    sourceKey = path
      .slice(slash + 1)
      .split("/")
      .map(decodeURIComponent)
      .join("/");
  } catch {
    return s3Error(400, "InvalidArgument", "Invalid copy source encoding");
  }
  if (slash < 1 || path.slice(0, slash) !== MOCK_BUCKET) return s3Error(400, "InvalidArgument", "Invalid copy source bucket");
  const source = readObject(sourceKey);
  if (!source) return s3Error(404, "NoSuchKey", "The specified key does not exist.");
  writeObject(key, source.contentType, source.bytes);
  const body =
    `<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
    `<LastModified>${db.state.objects[key].uploaded_at}</LastModified><ETag>${etagOf(source.bytes).replace(/"/g, "&quot;")}</ETag></CopyObjectResult>`;
  return new HttpResponse(body, { status: 200, headers: { "Content-Type": "application/xml" } });
}

export const storageHandlers = [
  http.put<{ bucket: string }>(OBJECT, async ({ request, params }) => {
    const refused = checkRequest(request, params.bucket, true);
    if (refused) return refused;
    if ((request.headers.get("x-amz-content-sha256") ?? "").startsWith("STREAMING-")) {
      return s3Error(501, "NotImplemented", "Chunked uploads are not supported by the mock store");
    }
    const key = keyOf(request, params.bucket);
    if (request.headers.get("if-none-match") === "*" && db.state.objects[key]) {
      return s3Error(412, "PreconditionFailed", "At least one of the pre-conditions you specified did not hold");
    }
    const copySource = request.headers.get("x-amz-copy-source");
    if (copySource !== null) return copyObject(key, copySource);
    const bytes = new Uint8Array(await request.arrayBuffer());
    writeObject(key, request.headers.get("content-type") ?? "application/octet-stream", bytes);
    return new HttpResponse(null, { status: 200, headers: { ETag: etagOf(bytes) } });
  }),

  http.get<{ bucket: string }>(OBJECT, ({ request, params }) => {
    const refused = checkRequest(request, params.bucket, false);
    if (refused) return refused;
    const object = readObject(keyOf(request, params.bucket));
    if (!object) return s3Error(404, "NoSuchKey", "The specified key does not exist.");
    return new HttpResponse(object.bytes.slice().buffer as ArrayBuffer, {
      status: 200,
      headers: {
        "Content-Type": object.contentType,
        "Content-Length": String(object.bytes.length),
        ETag: etagOf(object.bytes),
      },
    });
  }),

  http.delete<{ bucket: string }>(OBJECT, ({ request, params }) => {
    const refused = checkRequest(request, params.bucket, true);
    if (refused) return refused;
    const key = keyOf(request, params.bucket);
    largeObjects.delete(key);
    if (db.state.objects[key]) {
      delete db.state.objects[key];
      db.changed(["objects"]);
    }
    // S3 answers 204 whether or not the key existed.
    return new HttpResponse(null, { status: 204 });
  }),
];
