import { describe, expect, it } from "vitest";
import { bankSchema, documentsSchema, signUpSchema, storeSchema, termsSchema, vatSchema } from "@/resources/create-store/wizard.schema";
import { schemaMessages } from "../support/schema-messages";

const signUp = {
  email: "new.seller@example.com",
  contact_number: "+971500000000",
  first_name_en: "Layla",
  first_name_ar: "",
  last_name_en: "Haddad",
  last_name_ar: "",
  password: "secret1",
  confirm_password: "secret1",
};

const store = {
  country_id: 1,
  name_en: "Palm Goods",
  name_ar: "",
  description_en: "Home goods",
  description_ar: "",
  authorized_signatory_name_en: "Layla Haddad",
  authorized_signatory_name_ar: "",
  contact_email: "",
  business_website: "",
  no_of_sku: "",
  store_address: "Dubai",
  logo_image: "https://cdn.example/logo.png",
};

describe("sign-up schema (document 1 §5)", () => {
  it("accepts a complete sign-up with blank Arabic names", () => {
    expect(schemaMessages(signUpSchema, signUp)).toEqual({});
  });

  it("requires email, contact number and the English names", () => {
    const result = schemaMessages(signUpSchema, { ...signUp, email: "", contact_number: "", first_name_en: " ", last_name_en: "" });
    expect(result).toEqual({ email: "Email is required", contact_number: "Required", first_name_en: "Required", last_name_en: "Required" });
  });

  it("says Must be valid email for a malformed e-mail", () => {
    expect(schemaMessages(signUpSchema, { ...signUp, email: "seller@" }).email).toBe("Must be valid email");
  });

  it.each([
    [5, "should be 6 chars minimum"],
    [6, undefined],
    [32, undefined],
    [33, "should be 32 chars maximum"],
  ])("password of %i characters: %s", (length, expected) => {
    const password = "p".repeat(length);
    expect(schemaMessages(signUpSchema, { ...signUp, password, confirm_password: password }).password).toBe(expected);
  });

  it("says Passwords must match when the confirmation differs or is empty", () => {
    expect(schemaMessages(signUpSchema, { ...signUp, confirm_password: "secret2" }).confirm_password).toBe("Passwords must match");
    expect(schemaMessages(signUpSchema, { ...signUp, confirm_password: "" }).confirm_password).toBe("Passwords must match");
  });
});

describe("store schema (document 1 §5)", () => {
  it("accepts the required fields alone", () => {
    expect(schemaMessages(storeSchema, store)).toEqual({});
  });

  it("requires country, English name, signatory, description, address and logo", () => {
    const result = schemaMessages(storeSchema, {
      ...store,
      country_id: "",
      name_en: "",
      authorized_signatory_name_en: "",
      description_en: "",
      store_address: "",
      logo_image: null,
    });
    expect(result).toEqual({
      country_id: "Required",
      name_en: "Required",
      authorized_signatory_name_en: "Required",
      description_en: "Required",
      store_address: "Required",
      logo_image: "Required",
    });
  });

  it("accepts a picked logo file", () => {
    const file = new File([new Uint8Array([1])], "logo.png", { type: "image/png" });
    expect(schemaMessages(storeSchema, { ...store, logo_image: file })).toEqual({});
  });

  it("says Must be valid email and This must be URL", () => {
    const result = schemaMessages(storeSchema, { ...store, contact_email: "shop@", business_website: "palm goods" });
    expect(result).toEqual({ contact_email: "Must be valid email", business_website: "This must be URL" });
  });

  it.each([
    ["0", "Must be greater than 1"],
    ["1", undefined],
    ["250", undefined],
    ["many", "Must be number"],
    ["", undefined],
  ])("SKUs %j: %s", (no_of_sku, expected) => {
    expect(schemaMessages(storeSchema, { ...store, no_of_sku }).no_of_sku).toBe(expected);
  });
});

describe("documents, bank and terms schemas", () => {
  it("requires every document field, the licence file included", () => {
    expect(schemaMessages(documentsSchema, { business_name: "", business_type: "", license_no: "", businsess_license_file: null })).toEqual(
      {
        business_name: "Required",
        business_type: "Required",
        license_no: "Required",
        businsess_license_file: "Required",
      },
    );
    const pdf = new File([new Uint8Array([1])], "licence.pdf", { type: "application/pdf" });
    expect(
      schemaMessages(documentsSchema, { business_name: "A", business_type: "LLC", license_no: "1", businsess_license_file: pdf }),
    ).toEqual({});
  });

  it("requires the four bank fields", () => {
    expect(
      Object.values(schemaMessages(bankSchema, { bank_name: "", bank_account_title: "", bank_account_no: "", bank_account_iban: "" })),
    ).toEqual(["Required", "Required", "Required", "Required"]);
  });

  it("requires the agreement to be accepted", () => {
    expect(schemaMessages(termsSchema, { accepted: false })).toEqual({ accepted: "Required" });
    expect(schemaMessages(termsSchema, { accepted: true })).toEqual({});
  });
});

describe("VAT schema (document 1 §5: 1 to 50)", () => {
  it.each([
    ["0", "Should be greater than 1"],
    ["1", undefined],
    ["50", undefined],
    ["51", "Should be less than 50"],
    ["abc", "Must be number"],
    ["", "Required"],
    ["7.5", undefined],
  ])("VAT %j: %s", (vat, expected) => {
    expect(schemaMessages(vatSchema, { vat }).vat).toBe(expected);
  });
});
