import { toBase64 } from "../bytes";

/**
 * The seeded stores' logos (onboarding requires one, document 1 §7.2): small SVG objects in the mock
 * object store, addressed as an uploaded logo is, `<origin>/s3/demo-bucket/<key>` (the store's
 * GET answers them, so `<img src>` works in the demo, under nginx and in jsdom alike).
 */
const LOGOS: Record<number, { letter: string; colour: string }> = {
  1: { letter: "D", colour: "#b5651d" },
  2: { letter: "N", colour: "#1f6f5c" },
  3: { letter: "N", colour: "#2b5797" },
};

/** The mock store's bucket (MOCK_BUCKET of storage-seed.ts, which imports this module: repeated here, no cycle). */
const BUCKET = "demo-bucket";

export function storeLogoKey(storeId: number): string {
  return `media/seed/store-${storeId}-logo.svg`;
}

/** Where the page is served from (the browser's or jsdom's origin); node tests have none. */
function origin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== "null" ? location.origin : "http://localhost";
}

/** The seeded logo's URL, or null for a store without one. */
export function storeLogoUrl(storeId: number): string | null {
  return LOGOS[storeId] ? `${origin()}/s3/${BUCKET}/${storeLogoKey(storeId)}` : null;
}

function logoSvg({ letter, colour }: { letter: string; colour: string }): Uint8Array {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="16" fill="${colour}"/>` +
    `<text x="50" y="67" font-family="Arial, sans-serif" font-size="52" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return new TextEncoder().encode(svg);
}

type LogoObject = { contentType: string; size: number; uploaded_at: string; base64: string };

/** The logos' objects for the mock object store's seed (MockObject of storage-seed.ts). */
export function seedStoreLogos(uploadedAt: string): Record<string, LogoObject> {
  const objects: Record<string, LogoObject> = {};
  for (const [id, logo] of Object.entries(LOGOS)) {
    const bytes = logoSvg(logo);
    objects[storeLogoKey(Number(id))] = {
      contentType: "image/svg+xml",
      size: bytes.length,
      uploaded_at: uploadedAt,
      base64: toBase64(bytes),
    };
  }
  return objects;
}
