import { describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { AGREEMENT_TEMPLATE_KEY } from "@/config/constants";
import { DEMO_STORAGE_CREDENTIALS } from "@/config/demo-storage";
import { isUploadCancelled, keyFromUrl, objectUrl, setStorageCredentials, StorageError } from "@/lib/object-storage";
import { copyImage, download, remove, removeQuietly, upload, uploadImageWithVersions } from "@/lib/object-transfers";
import { cancelUpload, uploadProgress } from "@/lib/upload-progress";
import { makeObject } from "../support/records";
import { recordRequests } from "../support/sent-requests";

const ME = DEMO_STORAGE_CREDENTIALS.identityId;
const OTHER = "us-east-1:99999999-0000-4000-8000-000000000001";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1]);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");

describe("object storage against the mock store", () => {
  it("uploads a checked image under media/images/<identityId>/<uuid>.png, signed, never overwriting, and the mock keeps its bytes", async () => {
    const seen = recordRequests().sent;
    const file = new File([PNG], "My Shop Logo (final).PNG", { type: "image/png" });
    const stored = await upload(file, "media/images");
    expect(stored.key.startsWith(`media/images/${ME}/`)).toBe(true);
    expect(stored.key.slice(`media/images/${ME}/`.length)).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(stored.key).not.toContain("Logo");
    expect(stored.url).toBe(objectUrl(stored.key));
    expect(stored.url).toMatch(/\/s3\/demo-bucket\/media\/images\//);
    expect(keyFromUrl(stored.url)).toBe(stored.key);
    const object = db.state.objects[stored.key];
    expect(object.contentType).toBe("image/png");
    expect(object.size).toBe(PNG.length);
    const put = seen.find((r) => r.method === "PUT");
    expect(put?.headers.get("authorization")).toMatch(/^AWS4-HMAC-SHA256 Credential=demo-storage-key\//);
    expect(put?.headers.get("if-none-match")).toBe("*");
    server.events.removeAllListeners();
  });

  it("puts resized versions next to the original and deletes by key", async () => {
    const file = new File([PNG], "logo.png", { type: "image/png" });
    const { original, versions } = await uploadImageWithVersions(file, [
      { size: 250, blob: new Blob([PNG], { type: "image/png" }) },
      { size: 100, blob: new Blob([PNG], { type: "image/png" }) },
    ]);
    const id = original.key.slice(`media/images/${ME}/`.length, -".png".length);
    expect(versions[250].key).toBe(`media/images/${ME}/${id}_250x250.png`);
    expect(versions[100].key).toBe(`media/images/${ME}/${id}_100x100.png`);
    expect(Object.keys(db.state.objects)).toEqual(expect.arrayContaining([original.key, versions[250].key, versions[100].key]));
    await remove(versions[100].key);
    expect(db.state.objects[versions[100].key]).toBeUndefined();
  });

  it("copies an image in the bucket (CopyObject) to a fresh key of this identity, and fails on a missing source", async () => {
    const source = (await upload(new File([PNG], "logo.png", { type: "image/png" }), "media/images")).key;
    const seen = recordRequests().sent;
    const copy = await copyImage(source);
    expect(copy.key).toMatch(new RegExp(`^media/images/${ME}/[0-9a-f-]{36}\\.png$`));
    expect(copy.key).not.toBe(source);
    expect(copy.url).toBe(objectUrl(copy.key));
    expect(db.state.objects[copy.key]).toEqual(
      expect.objectContaining({ contentType: "image/png", base64: db.state.objects[source].base64 }),
    );
    const [put] = seen;
    expect([put.method, decodeURIComponent(put.headers.get("x-amz-copy-source")!)]).toEqual(["PUT", `demo-bucket/${source}`]);
    expect(put.headers.get("if-none-match")).toBe("*");
    await expect(copyImage(source.replace(/[0-9a-f]\.png$/, "x.png"))).rejects.toThrow(StorageError);
    server.events.removeAllListeners();
  });

  it("downloads the seeded agreement template, a real PDF", async () => {
    const bytes = await download(AGREEMENT_TEMPLATE_KEY);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("stores a PDF under documents/ and refuses a PNG renamed .pdf without any request", async () => {
    const stored = await upload(new File([PDF], "licence.pdf", { type: "application/pdf" }), "documents");
    expect(stored.key).toMatch(new RegExp(`^documents/${ME}/[0-9a-f-]{36}\\.pdf$`));
    const seen = recordRequests().sent;
    const renamed = new File([PNG], "licence.pdf", { type: "application/pdf" });
    const failure = await upload(renamed, "documents").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageError);
    expect((failure as StorageError).messageKey).toBe("files.errors.content");
    expect(seen).toHaveLength(0);
    server.events.removeAllListeners();
  });

  it("reports a store failure as a request error", async () => {
    server.use(http.put("*/s3/:bucket/*", () => new HttpResponse("<Error><Code>InternalError</Code></Error>", { status: 500 })));
    const failure = await upload(new File([PNG], "a.png", { type: "image/png" }), "media/images").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StorageError);
    expect((failure as StorageError).reason).toBe("request");
  });

  it("uses an injected credentials provider, and the mock refuses credentials it does not know", async () => {
    setStorageCredentials(async () => ({ accessKeyId: "someone-else", secretAccessKey: "x", sessionToken: "t", identityId: OTHER }));
    try {
      const failure = await upload(new File([PNG], "a.png", { type: "image/png" }), "media/images").catch((e: unknown) => e);
      expect((failure as StorageError).reason).toBe("request");
    } finally {
      setStorageCredentials(null);
    }
  });

  it("refuses credentials that name no identity, before any request", async () => {
    const seen = recordRequests().sent;
    setStorageCredentials(async () => ({ accessKeyId: "demo-storage-key", secretAccessKey: "x" }));
    try {
      const failure = await upload(new File([PNG], "a.png", { type: "image/png" }), "media/images").catch((e: unknown) => e);
      expect((failure as StorageError).reason).toBe("config");
      expect(seen).toHaveLength(0);
    } finally {
      setStorageCredentials(null);
      server.events.removeAllListeners();
    }
  });

  it("deletes only this identity's keys: another identity's, the template and old flat keys are skipped without a request", async () => {
    const mine = await upload(new File([PNG], "a.png", { type: "image/png" }), "media/images");
    const theirs = `media/images/${OTHER}/00000000-0000-4000-8000-000000000002.png`;
    makeObject(theirs, { base64: "AA==" });
    const seen = recordRequests().sent;
    expect(await remove(theirs)).toBe(false);
    expect(await remove(AGREEMENT_TEMPLATE_KEY)).toBe(false);
    await removeQuietly([mine.key, theirs, "media/images/00000000-0000-4000-8000-000000000003.png", null]);
    expect(seen.filter((r) => r.method === "DELETE").map((r) => decodeURIComponent(r.url.pathname))).toEqual([
      `/s3/demo-bucket/${mine.key}`,
    ]);
    expect(db.state.objects[mine.key]).toBeUndefined();
    expect(db.state.objects[theirs]).toBeDefined();
    expect(db.state.objects[AGREEMENT_TEMPLATE_KEY]).toBeDefined();
    server.events.removeAllListeners();
  });

  it("cancels a running upload: it fails as cancelled, its progress goes, and nothing of it is left", async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put(
        "*/s3/:bucket/*",
        () => new Promise<Response>((resolve) => (release = () => resolve(new HttpResponse(null, { status: 200 })))),
      ),
    );
    const file = new File([PNG], "slow.png", { type: "image/png" });
    const pending = upload(file, "media/images").catch((e: unknown) => e);
    await vi.waitFor(() => expect(uploadProgress(file)).toMatchObject({ total: PNG.length, cancelling: false }));
    expect(cancelUpload(file)).toBe(true);
    const failure = await pending;
    release();
    expect(isUploadCancelled(failure)).toBe(true);
    expect(uploadProgress(file)).toBeNull();
    expect(Object.keys(db.state.objects).filter((key) => key.startsWith(`media/images/${ME}/`))).toEqual([]);
  });
});
