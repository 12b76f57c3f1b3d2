import { afterEach, beforeEach, vi } from "vitest";

/** The width and height in a PNG's IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A PNG header (signature + IHDR) of the given size: enough for the checks and for pngSize. */
export function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/**
 * jsdom has no canvas or createImageBitmap: a stand-in at the platform edge (like msw for the
 * network) that "decodes" any image as 640×480 and encodes a canvas as a PNG header of its size,
 * so the resize code's own logic (sizes, versions, uploads) runs. Real pixels are checked in e2e.
 */
export function installFakeCanvas() {
  const drawn: { width: number; height: number; args: number[] }[] = [];
  vi.stubGlobal("createImageBitmap", async () => ({ width: 640, height: 480, close: () => undefined }));
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    return {
      imageSmoothingEnabled: true,
      imageSmoothingQuality: "low",
      drawImage: (_source: unknown, ...args: number[]) => drawn.push({ width: this.width, height: this.height, args }),
    } as never;
  });
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
  ) {
    callback(new Blob([pngBytes(this.width, this.height).slice()], { type: "image/png" }));
  });
  return {
    drawn,
    restore() {
      getContext.mockRestore();
      toBlob.mockRestore();
      vi.unstubAllGlobals();
    },
  };
}

/**
 * The fake canvas around every test of the file that calls it (at the top level or in a describe):
 * installed before each test, restored after. `drawn` is the current test's draws.
 *
 *   const canvas = fakeCanvasForEachTest();
 *   ...
 *   expect(canvas.drawn.map((draw) => [draw.width, draw.height])).toEqual([[250, 250]]);
 */
export function fakeCanvasForEachTest() {
  let canvas: ReturnType<typeof installFakeCanvas> | null = null;
  beforeEach(() => {
    canvas = installFakeCanvas();
  });
  afterEach(() => {
    canvas?.restore();
    canvas = null;
  });
  return {
    get drawn() {
      if (!canvas) throw new Error("fakeCanvasForEachTest: the canvas is installed only while a test runs");
      return canvas.drawn;
    },
  };
}
