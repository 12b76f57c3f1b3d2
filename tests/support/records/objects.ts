import { db } from "@/mocks/db";
import type { MockObject } from "@/mocks/seed/storage-seed";
import { nowIso } from "./common";

/** A small PNG's first bytes, what an uploaded image holds unless a test tells the copies apart. */
const PNG_HEADER = "iVBORw0KGgo=";

/** An object in the mock bucket under `key` (an image uploaded now unless told), as an earlier upload left it. */
export function makeObject(key: string, overrides: Partial<MockObject> = {}): MockObject {
  const base64 = overrides.base64 ?? PNG_HEADER;
  const object: MockObject = { contentType: "image/png", size: atob(base64).length, uploaded_at: nowIso(), base64, ...overrides };
  db.state.objects[key] = object;
  db.changed();
  return object;
}
