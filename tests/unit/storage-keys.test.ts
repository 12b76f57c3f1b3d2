import { describe, expect, it } from "vitest";
import {
  cognitoOrigin,
  copiedImageKey,
  identityPrefix,
  isIdentityId,
  objectKey,
  ownsKey,
  resizedKey,
  splitDeletes,
  storageOrigins,
} from "@/domain/storage-keys";
import { randomUuid } from "@/lib/random-id";

const ME = "eu-west-1:0b7c2d4e-1111-4222-8333-944455556666";
const OTHER = "eu-west-1:9f8e7d6c-aaaa-4bbb-8ccc-dddddddddddd";

describe("object keys under the storage identity", () => {
  it("are <folder>/<identityId>/<uuid>.<ext>, never the file name, with versions next to the original", () => {
    const id = randomUuid();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(objectKey("media/images", ME, id, "png")).toBe(`media/images/${ME}/${id}.png`);
    expect(objectKey("documents", ME, id, "pdf")).toBe(`documents/${ME}/${id}.pdf`);
    expect(objectKey("imports", ME, id, "csv")).toBe(`imports/${ME}/${id}.csv`);
    expect(resizedKey(`media/images/${ME}/${id}.jpg`, 250)).toBe(`media/images/${ME}/${id}_250x250.png`);
    expect(identityPrefix("agreements", ME)).toBe(`agreements/${ME}/`);
  });

  it("name an image's copy afresh under this identity's media/images, the source's extension kept", () => {
    const [source, id] = [randomUuid(), randomUuid()];
    expect(copiedImageKey(`media/images/${OTHER}/${source}_250x250.PNG`, ME, id)).toBe(`media/images/${ME}/${id}.png`);
    expect(copiedImageKey("media/images/seed/photo.jpeg", ME, id)).toBe(`media/images/${ME}/${id}.jpeg`);
    expect(() => copiedImageKey("media/images/seed/photo", ME, id)).toThrow();
  });

  it("refuse anything but a UUID id, a plain extension and a real identity id", () => {
    expect(() => objectKey("media/images", ME, "../../etc/passwd", "png")).toThrow();
    expect(() => objectKey("media/images", ME, randomUuid(), "php?x=1")).toThrow();
    expect(() => objectKey("media/images", "../other", randomUuid(), "png")).toThrow();
    expect(() => objectKey("media/images", "", randomUuid(), "png")).toThrow();
    expect(() => resizedKey("media/images/My Logo.png", 100)).toThrow();
    expect(isIdentityId(ME)).toBe(true);
    expect(isIdentityId("eu-west-1:identity-1")).toBe(false);
    expect(isIdentityId("eu-west-1:0b7c2d4e-1111-4222-8333-944455556666/..")).toBe(false);
  });
});

describe("which keys the app may delete", () => {
  const mine = `media/images/${ME}/${randomUuid()}.png`;
  it("only generated objects directly under the identity's own prefixes", () => {
    expect(ownsKey(mine, ME)).toBe(true);
    expect(ownsKey(resizedKey(mine, 100), ME)).toBe(true);
    expect(ownsKey(`documents/${ME}/${randomUuid()}.pdf`, ME)).toBe(true);
    expect(ownsKey(`agreements/${ME}/${randomUuid()}.pdf`, ME)).toBe(true);
    expect(ownsKey(`imports/${ME}/${randomUuid()}.csv`, ME)).toBe(true);
  });

  it("never another identity's, the old flat keys, the agreement template, a seed file or a tricked path", () => {
    expect(ownsKey(`media/images/${OTHER}/${randomUuid()}.png`, ME)).toBe(false);
    expect(ownsKey(mine, OTHER)).toBe(false);
    expect(ownsKey(`media/images/${randomUuid()}.png`, ME)).toBe(false);
    expect(ownsKey("agreements/seller-agreement-template.pdf", ME)).toBe(false);
    expect(ownsKey("media/seed/store-1-logo.svg", ME)).toBe(false);
    expect(ownsKey(`media/images/${ME}/../${OTHER}/${randomUuid()}.png`, ME)).toBe(false);
    expect(ownsKey(`media/images/${ME}/sub/${randomUuid()}.png`, ME)).toBe(false);
    expect(ownsKey(`media/images/${ME}/`, ME)).toBe(false);
    expect(ownsKey(`other/${ME}/${randomUuid()}.png`, ME)).toBe(false);
    expect(ownsKey(mine, null)).toBe(false);
    expect(ownsKey(null, ME)).toBe(false);
  });

  it("splits a delete list into own keys and skipped ones, without blanks or repeats", () => {
    const theirs = `media/images/${OTHER}/${randomUuid()}.png`;
    expect(splitDeletes([mine, null, theirs, mine, "", undefined], ME)).toEqual({ own: [mine], skipped: [theirs] });
    expect(splitDeletes([mine], null)).toEqual({ own: [], skipped: [mine] });
  });
});

describe("storage origins for the CSP", () => {
  it("name the bucket's origin and Cognito's regional endpoint", () => {
    expect(storageOrigins({ bucket: "uploads", region: "eu-west-1", identityPoolId: "eu-west-1:pool" })).toEqual([
      "https://uploads.s3.eu-west-1.amazonaws.com",
      "https://cognito-identity.eu-west-1.amazonaws.com",
    ]);
    expect(storageOrigins({ bucket: "b", region: "us-east-1", endpoint: "http://127.0.0.1:9000/" })).toEqual(["http://127.0.0.1:9000"]);
    expect(cognitoOrigin("me-central-1")).toBe("https://cognito-identity.me-central-1.amazonaws.com");
    expect(() => cognitoOrigin("evil.example/x")).toThrow();
  });
});
