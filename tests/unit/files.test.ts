import { describe, expect, it } from "vitest";
import { UPLOAD_LIMIT_BYTES } from "@/config/constants";
import { checkFileFacts, detectContent, formatMegabytes } from "@/domain/files";
import { checkFile } from "@/lib/file-checks";
import { fitRect } from "@/lib/image-resize";
import { recordRequests } from "../support/sent-requests";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const GIF = [...new TextEncoder().encode("GIF89a"), 1, 0];
const PDF = [...new TextEncoder().encode("%PDF-1.4\n%âãÏÓ\n")];
const CSV = [...new TextEncoder().encode("name,price\nShirt,10\n")];

const file = (bytes: number[], name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe("detectContent (magic bytes)", () => {
  it("recognises png, jpeg, gif, pdf and plain text", () => {
    expect(detectContent(new Uint8Array(PNG))).toBe("png");
    expect(detectContent(new Uint8Array(JPEG))).toBe("jpeg");
    expect(detectContent(new Uint8Array(GIF))).toBe("gif");
    expect(detectContent(new Uint8Array(PDF))).toBe("pdf");
    expect(detectContent(new Uint8Array(CSV))).toBe("csv");
    expect(detectContent(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toBeNull();
  });
});

describe("checkFile: before any network call (document 1 §9)", () => {
  const noRequests = () => {
    const requests = recordRequests();
    return () => {
      requests.stop();
      return requests.count();
    };
  };

  it("accepts jpeg, jpg, png and gif images, a pdf licence and a csv import", async () => {
    expect(await checkFile(file(PNG, "logo.png", "image/png"), "image")).toMatchObject({
      ok: true,
      contentType: "image/png",
      extension: "png",
    });
    expect(await checkFile(file(JPEG, "photo.jpeg", "image/jpeg"), "image")).toMatchObject({ ok: true, extension: "jpg" });
    expect(await checkFile(file(JPEG, "photo.JPG", "image/jpeg"), "image")).toMatchObject({ ok: true });
    expect(await checkFile(file(GIF, "anim.gif", "image/gif"), "image")).toMatchObject({ ok: true, contentType: "image/gif" });
    expect(await checkFile(file(PDF, "licence.pdf", "application/pdf"), "pdf")).toMatchObject({ ok: true, extension: "pdf" });
    expect(await checkFile(file(CSV, "products.csv", "application/vnd.ms-excel"), "csv")).toMatchObject({ ok: true });
  });

  it("refuses a wrong type, an empty file and a file over the limit, with no request", async () => {
    const count = noRequests();
    expect(await checkFile(file(PDF, "licence.pdf", "application/pdf"), "image")).toEqual({
      ok: false,
      error: { key: "files.errors.imageType" },
    });
    expect(await checkFile(file(PNG, "logo.webp", "image/webp"), "image")).toEqual({ ok: false, error: { key: "files.errors.imageType" } });
    expect(await checkFile(file(PNG, "scan.png", "image/png"), "pdf")).toEqual({ ok: false, error: { key: "files.errors.pdfType" } });
    expect(await checkFile(file(PNG, "data.xlsx", ""), "csv")).toEqual({ ok: false, error: { key: "files.errors.csvType" } });
    expect(await checkFile(file([], "empty.png", "image/png"), "image")).toEqual({ ok: false, error: { key: "files.errors.empty" } });
    const big = new File([new Uint8Array(UPLOAD_LIMIT_BYTES.image + 1)], "huge.png", { type: "image/png" });
    expect(await checkFile(big, "image")).toEqual({ ok: false, error: { key: "files.errors.tooBig", values: { limit: "5" } } });
    const bigPdf = new File([new Uint8Array(UPLOAD_LIMIT_BYTES.pdf + 1)], "huge.pdf", { type: "application/pdf" });
    expect(await checkFile(bigPdf, "pdf")).toEqual({ ok: false, error: { key: "files.errors.tooBig", values: { limit: "10" } } });
    expect(count()).toBe(0);
  });

  it("refuses a PNG renamed .pdf and a JPEG renamed .png, with no request", async () => {
    const count = noRequests();
    expect(await checkFile(file(PNG, "licence.pdf", "application/pdf"), "pdf")).toEqual({
      ok: false,
      error: { key: "files.errors.content", values: { type: "pdf" } },
    });
    expect((await checkFile(file(JPEG, "logo.png", "image/png"), "image")).ok).toBe(false);
    expect((await checkFile(file([0, 1, 2, 0], "data.csv", "text/csv"), "csv")).ok).toBe(false);
    expect(count()).toBe(0);
  });

  it("uses a configurable limit", () => {
    const result = checkFileFacts({ name: "a.png", type: "image/png", size: 2 * 1024 * 1024 }, new Uint8Array(PNG), "image", 1024 * 1024);
    expect(result).toEqual({ ok: false, error: { key: "files.errors.tooBig", values: { limit: "1" } } });
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe("1.5");
  });
});

describe("fitRect (image resizing geometry)", () => {
  it("contains a wide image in the square, centred", () => {
    expect(fitRect(400, 200, 100)).toEqual({ sx: 0, sy: 0, sw: 400, sh: 200, dx: 0, dy: 25, dw: 100, dh: 50 });
  });
  it("covers the square with the centre of a tall image", () => {
    expect(fitRect(200, 400, 250, "cover")).toEqual({ sx: 0, sy: 100, sw: 200, sh: 200, dx: 0, dy: 0, dw: 250, dh: 250 });
  });
});
