import { AGREEMENT_TEMPLATE_KEY } from "@/config/constants";
import { SEED_NOW } from "../random";
import { AGREEMENT_TEMPLATE_BASE64 } from "./agreement-template";
import { seedStoreLogos } from "./store-logos";

/**
 * An object of the mock object store. Its bytes are kept in the state as base64 when small
 * (they then survive a browser reload with the rest of the demo data); larger objects (an
 * original photo, a big PDF) keep only their metadata here and their bytes in memory, because
 * the browser mock persists the whole state as JSON in localStorage (~5 MB quota). After a
 * reload such an object answers 404 NoSuchKey, as a purged object would.
 */
export type MockObject = {
  contentType: string;
  size: number;
  uploaded_at: string;
  /** The bytes, or null when they are kept in memory only (see above). */
  base64: string | null;
};

/** Objects up to this size keep their bytes in the persisted state. */
export const PERSISTED_OBJECT_LIMIT = 256 * 1024;

/** The bucket the mock store answers for (the app's demo configuration uses the same name). */
export const MOCK_BUCKET = "demo-bucket";

function base64Size(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return (base64.length * 3) / 4 - padding;
}

/** The store starts with the seller agreement template (a real PDF with AcroForm fields) and the seeded stores' logos. */
export function seedStorage() {
  const objects: Record<string, MockObject> = {
    ...seedStoreLogos(new Date(SEED_NOW).toISOString()),
    [AGREEMENT_TEMPLATE_KEY]: {
      contentType: "application/pdf",
      size: base64Size(AGREEMENT_TEMPLATE_BASE64),
      uploaded_at: new Date(SEED_NOW).toISOString(),
      base64: AGREEMENT_TEMPLATE_BASE64,
    },
  };
  return { objects };
}
