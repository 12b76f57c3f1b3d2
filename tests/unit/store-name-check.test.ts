import { describe, expect, it } from "vitest";
import { readStoreNameAnswer, readStoreNameRefusal, takenNameFields } from "@/domain/store-name-check";

describe("readStoreNameAnswer (GET store/name_existence, answer not shown by the spec)", () => {
  it("reads a bare boolean", () => {
    expect(readStoreNameAnswer(true)).toEqual({ kind: "taken", fields: [] });
    expect(readStoreNameAnswer(false)).toEqual({ kind: "free" });
  });

  it("reads {exists}", () => {
    expect(readStoreNameAnswer({ exists: true })).toEqual({ kind: "taken", fields: [] });
    expect(readStoreNameAnswer({ exists: false })).toEqual({ kind: "free" });
  });

  it("reads per-name booleans, together or alone", () => {
    expect(readStoreNameAnswer({ store_name_en: true, store_name_ar: false })).toEqual({ kind: "taken", fields: ["name_en"] });
    expect(readStoreNameAnswer({ store_name_en: false, store_name_ar: true })).toEqual({ kind: "taken", fields: ["name_ar"] });
    expect(readStoreNameAnswer({ store_name_en: true, store_name_ar: true })).toEqual({ kind: "taken", fields: ["name_en", "name_ar"] });
    expect(readStoreNameAnswer({ store_name_en: false, store_name_ar: false })).toEqual({ kind: "free" });
    expect(readStoreNameAnswer({ store_name_en: false })).toEqual({ kind: "free" });
    expect(readStoreNameAnswer({ store_name_ar: true })).toEqual({ kind: "taken", fields: ["name_ar"] });
  });

  it("reads the mock's answer (exists plus per-name booleans)", () => {
    expect(readStoreNameAnswer({ exists: true, store_name_en: true, store_name_ar: false })).toEqual({
      kind: "taken",
      fields: ["name_en"],
    });
    expect(readStoreNameAnswer({ exists: false, store_name_en: false, store_name_ar: false })).toEqual({ kind: "free" });
  });

  it("any true wins over contradictions: a duplicate never passes", () => {
    expect(readStoreNameAnswer({ exists: true, store_name_en: false, store_name_ar: false })).toEqual({ kind: "taken", fields: [] });
    expect(readStoreNameAnswer({ exists: false, store_name_en: true })).toEqual({ kind: "taken", fields: ["name_en"] });
    expect(readStoreNameAnswer({ store_name_en: true, store_name_ar: null })).toEqual({ kind: "taken", fields: ["name_en"] });
  });

  it("never reads an answer it does not understand as free", () => {
    for (const data of [
      null,
      undefined,
      "",
      "false",
      "taken",
      0,
      1,
      [],
      [false],
      {},
      { message: "ok" },
      { exists: "no" },
      { exists: null },
      { store_name_en: "false" },
      { store_name_en: false, store_name_ar: null },
      { name_en_exists: false },
    ]) {
      expect(readStoreNameAnswer(data), JSON.stringify(data) ?? "undefined").toEqual({ kind: "unreadable" });
    }
  });
});

describe("readStoreNameRefusal (a failed name check)", () => {
  it("a 422 or 409 means taken, naming the fields its errors name", () => {
    expect(readStoreNameRefusal(422, { store_name_en: ["has already been taken"] })).toEqual({ kind: "taken", fields: ["name_en"] });
    expect(readStoreNameRefusal(422, { name_ar: ["has already been taken"] })).toEqual({ kind: "taken", fields: ["name_ar"] });
    expect(readStoreNameRefusal(409, { store_name_en: ["taken"], name_en: ["taken"], store_name_ar: ["taken"] })).toEqual({
      kind: "taken",
      fields: ["name_en", "name_ar"],
    });
  });

  it("a 422 or 409 whose errors name no field is taken without saying which", () => {
    expect(readStoreNameRefusal(422, { base: ["Store name already exists"] })).toEqual({ kind: "taken", fields: [] });
    expect(readStoreNameRefusal(409, undefined)).toEqual({ kind: "taken", fields: [] });
    expect(readStoreNameRefusal(422, ["Store name already exists"])).toEqual({ kind: "taken", fields: [] });
  });

  it("any other failure is not an answer about the name", () => {
    for (const status of [undefined, 400, 401, 403, 404, 408, 429, 500, 503])
      expect(readStoreNameRefusal(status, { store_name_en: ["x"] })).toBeNull();
  });
});

describe("takenNameFields", () => {
  it("flags the names the server named", () => {
    expect(takenNameFields(["name_ar"], false)).toEqual(["name_ar"]);
    expect(takenNameFields(["name_en", "name_ar"], true)).toEqual(["name_en", "name_ar"]);
  });
  it("when the server did not say which: the English name, and the Arabic one when the seller typed it", () => {
    expect(takenNameFields([], false)).toEqual(["name_en"]);
    expect(takenNameFields([], true)).toEqual(["name_en", "name_ar"]);
  });
});
