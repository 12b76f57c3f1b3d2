import { describe, expect, it } from "vitest";
import { AGREEMENT_VALUE_NAMES, DEFAULT_AGREEMENT_FIELDS, agreementFieldsFrom } from "@/config/agreement-fields";
import { env } from "@/config/env";
import { AGREEMENT_TEMPLATE_FIELDS } from "@/mocks/seed/agreement-template";

describe("the agreement template's field names (VITE_AGREEMENT_FIELDS)", () => {
  it("unset or blank: the seeded template's fields, every one of them used", () => {
    expect(agreementFieldsFrom(undefined)).toBe(DEFAULT_AGREEMENT_FIELDS);
    expect(agreementFieldsFrom("  ")).toBe(DEFAULT_AGREEMENT_FIELDS);
    expect(env.agreementFields).toEqual(DEFAULT_AGREEMENT_FIELDS);
    const named = Object.values(DEFAULT_AGREEMENT_FIELDS).filter(Boolean);
    expect([...named].sort()).toEqual([...AGREEMENT_TEMPLATE_FIELDS].sort());
  });

  it("a JSON object overrides some values; null leaves a value out", () => {
    const fields = agreementFieldsFrom('{"storeName":"Seller Name","email":null,"signatoryAr":"Signatory (Arabic)"}');
    expect(fields).toEqual({ ...DEFAULT_AGREEMENT_FIELDS, storeName: "Seller Name", email: null, signatoryAr: "Signatory (Arabic)" });
    expect(Object.keys(fields).sort()).toEqual([...AGREEMENT_VALUE_NAMES].sort());
  });

  it("refuses what cannot be meant, saying why", () => {
    expect(() => agreementFieldsFrom("store_name")).toThrow(/VITE_AGREEMENT_FIELDS is not valid JSON/);
    expect(() => agreementFieldsFrom('["store_name"]')).toThrow(/is not a JSON object/);
    expect(() => agreementFieldsFrom('{"shopName":"x"}')).toThrow(/unknown value "shopName".*storeName, signatory/);
    expect(() => agreementFieldsFrom('{"storeName":""}')).toThrow(/gives "storeName" neither a field name nor null/);
    expect(() => agreementFieldsFrom('{"storeName":3}')).toThrow(/neither a field name nor null/);
    expect(() => agreementFieldsFrom('{"storeName":"country"}')).toThrow(/two values to the field "country"/);
  });
});
