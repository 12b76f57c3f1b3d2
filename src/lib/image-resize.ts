import { RESIZED_IMAGE_SIZES } from "@/config/constants";

/**
 * Browser-side image resizing (document 1 §9, document 2 §7): square PNG versions of an image,
 * 250×250 and 100×100 by default, drawn on a canvas.
 *
 *   const versions = await resizedVersions(file);   // [{size: 250, blob}, {size: 100, blob}]
 */
export type ResizeFit = "contain" | "cover";

export type DrawRect = { sx: number; sy: number; sw: number; sh: number; dx: number; dy: number; dw: number; dh: number };

/**
 * Where a `width`×`height` image goes in a `size`×`size` square: "contain" keeps all of it,
 * centred on a transparent background; "cover" fills the square, cropping the centre.
 */
export function fitRect(width: number, height: number, size: number, fit: ResizeFit = "contain"): DrawRect {
  if (width <= 0 || height <= 0 || size <= 0) throw new Error("Image and target sizes must be positive.");
  if (fit === "cover") {
    const side = Math.min(width, height);
    return { sx: (width - side) / 2, sy: (height - side) / 2, sw: side, sh: side, dx: 0, dy: 0, dw: size, dh: size };
  }
  const scale = size / Math.max(width, height);
  const dw = Math.round(width * scale);
  const dh = Math.round(height * scale);
  return { sx: 0, sy: 0, sw: width, sh: height, dx: Math.floor((size - dw) / 2), dy: Math.floor((size - dh) / 2), dw, dh };
}

type Decoded = { source: CanvasImageSource; width: number; height: number; close(): void };

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === "function") {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The image could not be encoded."))), "image/png");
  });
}

/** One square PNG of `size` pixels. */
export async function resizeImage(file: Blob, size: number, fit: ResizeFit = "contain"): Promise<Blob> {
  const [blob] = await resizeAll(file, [size], fit);
  return blob.blob;
}

async function resizeAll(file: Blob, sizes: readonly number[], fit: ResizeFit): Promise<{ size: number; blob: Blob }[]> {
  const image = await decode(file);
  try {
    const results: { size: number; blob: Blob }[] = [];
    for (const size of sizes) {
      const canvas = document.createElement("canvas");
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("Canvas 2D is not available.");
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = "high";
      const r = fitRect(image.width, image.height, size, fit);
      context.drawImage(image.source, r.sx, r.sy, r.sw, r.sh, r.dx, r.dy, r.dw, r.dh);
      results.push({ size, blob: await toPng(canvas) });
    }
    return results;
  } finally {
    image.close();
  }
}

/** Every resized version of an image (250 and 100 pixels, PNG), decoded once. */
export function resizedVersions(file: Blob, sizes: readonly number[] = RESIZED_IMAGE_SIZES, fit: ResizeFit = "contain") {
  return resizeAll(file, sizes, fit);
}
