import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createTlsServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import S3rver from "s3rver";
// s3rver keeps its access keys in this registry (S3RVER/S3RVER by default); the stand-in adds the ones it hands out.
import AWSAccount from "s3rver/lib/models/account.js";
import { evaluate, type Policy } from "../../support/iam-policy";
import { verifySignature, type Issued } from "./sigv4";

/**
 * The storage suite's servers, all on 127.0.0.1 and free ports:
 *
 * - s3rver, a third-party S3 server (the real protocol: XML, CORS preflights, keys, content types),
 *   with the bucket configured with deploy/README.md's CORS rules;
 * - a gate in front of it, the bucket's endpoint for the app: it checks what s3rver 3.7 does not,
 *   the SigV4 signature (with the secret the stand-in issued), and judges every request by
 *   deploy/README.md's bucket and IAM role policies, as S3 and IAM would; it refuses an overwrite
 *   of an existing key under `If-None-Match: *`, logs every request, and can hold uploads (to
 *   cancel one while it runs);
 * - a Cognito identity stand-in answering GetId and GetCredentialsForIdentity, whose credentials
 *   the gate and s3rver accept; over TLS (the app calls https://cognito-identity.<region>.amazonaws.com,
 *   which the browser is told to resolve to it).
 */
export type CorsRule = {
  AllowedOrigins: string[];
  AllowedMethods: string[];
  AllowedHeaders: string[];
  ExposeHeaders: string[];
  MaxAgeSeconds: number;
};

export type GateEntry = {
  method: string;
  key: string;
  identityId: string | null;
  action: string;
  status: number;
  code?: string;
  /** The browser gave up on it before its body arrived (a cancelled upload). */
  aborted?: boolean;
  /** Stored, its answer held back (see `hold`). */
  held?: boolean;
  /** A CopyObject's source key (`x-amz-copy-source`, decoded). */
  copySource?: string;
};

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

function corsXml(rules: CorsRule[]): string {
  const many = (tag: string, values: (string | number)[]) => values.map((value) => `<${tag}>${value}</${tag}>`).join("");
  return `<CORSConfiguration>${rules
    .map(
      (rule) =>
        `<CORSRule>${many("AllowedOrigin", rule.AllowedOrigins)}${many("AllowedMethod", rule.AllowedMethods)}${many("AllowedHeader", rule.AllowedHeaders)}${many("ExposeHeader", rule.ExposeHeaders)}<MaxAgeSeconds>${rule.MaxAgeSeconds}</MaxAgeSeconds></CORSRule>`,
    )
    .join("")}</CORSConfiguration>`;
}

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("aborted", () => resolve(null));
    request.on("error", () => resolve(null));
  });
}

/** The S3 action of a request, as IAM names it. */
function actionOf(method: string, key: string, query: URLSearchParams): string {
  if (!key) return method === "GET" ? "s3:ListBucket" : `s3:${method}Bucket`;
  if (method === "PUT" || (method === "POST" && (query.has("uploads") || query.has("uploadId")))) return "s3:PutObject";
  if (method === "DELETE") return query.has("uploadId") ? "s3:AbortMultipartUpload" : "s3:DeleteObject";
  if (method === "GET" || method === "HEAD") return "s3:GetObject";
  return `s3:${method}`;
}

export class StorageStack {
  readonly bucket: string;
  readonly log: GateEntry[] = [];
  /** accessKeyId → what the stand-in issued (the gate checks signatures with it). */
  readonly issued = new Map<string, Issued>();
  readonly identities: string[] = [];
  readonly cognitoCalls: string[] = [];
  /** How the stand-in misbehaves: a secret that does not match, or credentials for another identity than GetId gave. */
  cognitoMode: "normal" | "wrong-secret" | "other-identity" = "normal";
  cors: CorsRule[];
  policies: { role: Policy; bucket: Policy };
  /** PUTs whose key matches are stored, their answers held until `release()` (see forwardHeld). */
  hold: RegExp | null = null;
  private held: (() => void)[] = [];
  private s3rver!: S3rver;
  private s3rverPort = 0;
  private gate!: Server;
  private cognito!: Server;
  private directory = "";
  gatePort = 0;
  cognitoPort = 0;

  private tls: { key: string; cert: string };

  constructor(options: {
    bucket: string;
    cors: CorsRule[];
    policies: { role: Policy; bucket: Policy };
    tls: { key: string; cert: string };
  }) {
    this.tls = options.tls;
    this.bucket = options.bucket;
    this.cors = options.cors;
    this.policies = options.policies;
  }

  get endpoint() {
    return `http://127.0.0.1:${this.gatePort}`;
  }

  get s3rverEndpoint() {
    return `http://127.0.0.1:${this.s3rverPort}`;
  }

  async start(): Promise<void> {
    this.directory = mkdtempSync(join(tmpdir(), "s3rver-"));
    this.s3rver = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: this.directory,
      configureBuckets: [{ name: this.bucket, configs: this.cors.length ? [corsXml(this.cors)] : [] }],
    });
    this.s3rverPort = ((await this.s3rver.run()) as AddressInfo).port;
    this.gate = createServer((request, response) => void this.onGate(request, response));
    this.gatePort = await listen(this.gate);
    this.cognito = createTlsServer(this.tls, (request, response) => void this.onCognito(request, response));
    this.cognitoPort = await listen(this.cognito);
  }

  async stop(): Promise<void> {
    this.release();
    await Promise.all([close(this.gate), close(this.cognito), this.s3rver.close()]);
    rmSync(this.directory, { recursive: true, force: true });
  }

  /** Lets held uploads go on. */
  release(): void {
    this.held.splice(0).forEach((resume) => resume());
  }

  /** The CORS headers S3 adds to an answer for an allowed origin (errors included). */
  private corsHeaders(request: IncomingMessage): Record<string, string> {
    const origin = request.headers.origin;
    if (!origin) return {};
    const rule = this.cors.find(
      (candidate) => candidate.AllowedOrigins.includes(origin) && candidate.AllowedMethods.includes(request.method ?? ""),
    );
    return rule
      ? { "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": rule.ExposeHeaders.join(", "), Vary: "Origin" }
      : {};
  }

  private refuse(request: IncomingMessage, response: ServerResponse, entry: GateEntry, status: number, code: string, message: string) {
    Object.assign(entry, { status, code });
    this.log.push(entry);
    response.writeHead(status, { "Content-Type": "application/xml", ...this.corsHeaders(request) });
    response.end(errorXml(code, message));
  }

  private async onGate(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://gate");
    const [, bucket = "", ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    const method = request.method ?? "GET";
    if (method === "OPTIONS") return this.forward(request, response, Buffer.alloc(0));
    const entry: GateEntry = { method, key, identityId: null, action: actionOf(method, key, url.searchParams), status: 0 };
    const body = await readBody(request);
    if (body === null) {
      this.log.push({ ...entry, aborted: true });
      return;
    }
    if (bucket !== this.bucket) return this.refuse(request, response, entry, 404, "NoSuchBucket", "The specified bucket does not exist");
    if (request.headers.authorization) {
      const check = verifySignature({ method, url: request.url ?? "/", headers: request.headers, body }, (id) => this.issued.get(id));
      if (!check.ok) return this.refuse(request, response, entry, check.status, check.code, check.message);
      entry.identityId = this.issued.get(check.accessKeyId)!.identityId;
    }
    const decision = evaluate(this.policies, {
      action: entry.action,
      resource: `arn:aws:s3:::${bucket}${key ? `/${key}` : ""}`,
      identityId: entry.identityId,
      // Loopback stands for the TLS edge (the bucket policy denies plain HTTP).
      context: { "aws:SecureTransport": "true", "s3:if-none-match": request.headers["if-none-match"] as string | undefined },
    });
    if (decision !== "allow") return this.refuse(request, response, entry, 403, "AccessDenied", "Access Denied");
    const copySource = request.headers["x-amz-copy-source"];
    if (method === "PUT" && typeof copySource === "string") {
      // A copy also reads its source: S3 asks for s3:GetObject on it.
      const [path] = copySource.replace(/^\//, "").split("?");
      const [sourceBucket, ...sourceKey] = path.split("/").map(decodeURIComponent);
      entry.copySource = sourceKey.join("/");
      const read = evaluate(this.policies, {
        action: "s3:GetObject",
        resource: `arn:aws:s3:::${sourceBucket}/${entry.copySource}`,
        identityId: entry.identityId,
        context: { "aws:SecureTransport": "true" },
      });
      if (read !== "allow") return this.refuse(request, response, entry, 403, "AccessDenied", "Access Denied");
    }
    if (method === "PUT" && request.headers["if-none-match"] === "*" && (await this.exists(key))) {
      return this.refuse(
        request,
        response,
        entry,
        412,
        "PreconditionFailed",
        "At least one of the pre-conditions you specified did not hold",
      );
    }
    if (method === "PUT" && this.hold?.test(key)) return this.forwardHeld(request, response, body, entry);
    await this.forward(request, response, body, entry);
  }

  /**
   * A held upload: stored at once (the bucket has the bytes), its answer kept back until
   * `release()`: the seller sees it running and can cancel it. (A cancel before the body is sent
   * cannot be shown here: the demo's service worker relays the request and does not pass the
   * browser's abort on.)
   */
  private async forwardHeld(request: IncomingMessage, response: ServerResponse, body: Buffer, entry: GateEntry): Promise<void> {
    const stored = await new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve) => {
        const headers = { ...request.headers, "content-length": String(body.length) };
        delete headers.authorization;
        const upstream = httpRequest({ host: "127.0.0.1", port: this.s3rverPort, method: "PUT", path: request.url, headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
        });
        upstream.on("error", () => resolve({ status: 502, headers: {}, body: Buffer.alloc(0) }));
        upstream.end(body);
      },
    );
    this.log.push({ ...entry, status: stored.status, held: true });
    await new Promise<void>((resume) => {
      this.held.push(resume);
      response.on("close", () => resume());
    });
    if (response.destroyed || response.writableEnded) return;
    response.writeHead(stored.status, stored.headers);
    response.end(stored.body);
  }

  private async exists(key: string): Promise<boolean> {
    const status = await new Promise<number>((resolve) => {
      const head = httpRequest(
        {
          host: "127.0.0.1",
          port: this.s3rverPort,
          method: "HEAD",
          path: `/${this.bucket}/${key.split("/").map(encodeURIComponent).join("/")}`,
        },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        },
      );
      head.on("error", () => resolve(0));
      head.end();
    });
    return status === 200;
  }

  private forward(request: IncomingMessage, response: ServerResponse, body: Buffer, entry?: GateEntry): Promise<void> {
    return new Promise((resolve) => {
      const headers = { ...request.headers, "content-length": String(body.length) };
      // The signature was checked here; s3rver (which does not verify SigV4) knows only its own keys.
      delete headers.authorization;
      const upstream = httpRequest(
        { host: "127.0.0.1", port: this.s3rverPort, method: request.method, path: request.url, headers },
        (answer) => {
          if (entry) this.log.push({ ...entry, status: answer.statusCode ?? 0 });
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          answer.on("end", () => resolve());
        },
      );
      upstream.on("error", () => {
        response.writeHead(502);
        response.end();
        resolve();
      });
      upstream.end(body);
    });
  }

  private async onCognito(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const cors = {
      "Access-Control-Allow-Origin": request.headers.origin ?? "*",
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "content-type, x-amz-target, x-amz-user-agent",
    };
    if (request.method === "OPTIONS") {
      response.writeHead(200, cors);
      response.end();
      return;
    }
    const body = JSON.parse(((await readBody(request)) ?? Buffer.from("{}")).toString("utf8") || "{}") as Record<string, string>;
    const target = String(request.headers["x-amz-target"] ?? "").replace("AWSCognitoIdentityService.", "");
    this.cognitoCalls.push(target);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { "Content-Type": "application/x-amz-json-1.1", ...cors });
      response.end(JSON.stringify(json));
    };
    if (target === "GetId") {
      const identityId = `us-east-1:${randomUUID()}`;
      this.identities.push(identityId);
      return answer(200, { IdentityId: identityId });
    }
    if (target === "GetCredentialsForIdentity" && this.identities.includes(body.IdentityId)) {
      const accessKeyId = `ASIA${randomBytes(8).toString("hex").toUpperCase()}`;
      const secretAccessKey = randomBytes(20).toString("base64");
      const sessionToken = randomBytes(24).toString("base64");
      const signsAs = this.cognitoMode === "other-identity" ? `us-east-1:${randomUUID()}` : body.IdentityId;
      this.issued.set(accessKeyId, {
        secretAccessKey: this.cognitoMode === "wrong-secret" ? `${secretAccessKey}x` : secretAccessKey,
        sessionToken,
        identityId: signsAs,
      });
      AWSAccount.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
      // Four minutes: inside the app's renewal window, so every storage call asks again (a mode switch applies at once).
      return answer(200, {
        IdentityId: body.IdentityId,
        Credentials: {
          AccessKeyId: accessKeyId,
          SecretKey: secretAccessKey,
          SessionToken: sessionToken,
          Expiration: Math.floor(Date.now() / 1000) + 240,
        },
      });
    }
    return answer(400, { __type: "ResourceNotFoundException", message: "Identity not found" });
  }
}
