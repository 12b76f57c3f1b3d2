import { describe, expect, it } from "vitest";
import type { Store } from "@/domain/types";
import {
  bankFormValues,
  documentsFormValues,
  storeFormValues,
  toBankPayload,
  toNameQuery,
  toSignUpPayload,
  toStorePayload,
  toTermsPayload,
  toVatPayload,
  vatFormValues,
} from "@/resources/create-store/wizard.mappers";

describe("wizard payloads (document 1 §3, §7)", () => {
  it("sends the sign-up fields with unique_code, Arabic names falling back to English", () => {
    const payload = toSignUpPayload(
      {
        email: " layla@example.com ",
        contact_number: "+971500000001",
        first_name_en: "Layla",
        first_name_ar: "",
        last_name_en: "Haddad",
        last_name_ar: "حداد",
        password: "secret1",
        confirm_password: "secret1",
      },
      "ABC123",
    );
    expect(payload).toEqual({
      email: "layla@example.com",
      contact_number: "+971500000001",
      first_name_en: "Layla",
      first_name_ar: "Layla",
      last_name_en: "Haddad",
      last_name_ar: "حداد",
      password: "secret1",
      confirm_password: "secret1",
      unique_code: "ABC123",
    });
    expect(toSignUpPayload({ ...payload, first_name_ar: "", last_name_ar: "" }, null).unique_code).toBeNull();
  });

  it("wraps the store under `store`, with numbers, fallbacks and the logo URLs", () => {
    const values = {
      ...storeFormValues(null),
      country_id: 2,
      name_en: "Palm Goods",
      description_en: "Home",
      authorized_signatory_name_en: "Layla",
      store_address: "Riyadh",
      no_of_sku: "12",
    };
    const logo = {
      logo_image: "https://s3/x.png",
      logo_image_resized: { medium: "https://s3/x_250x250.png", small: "https://s3/x_100x100.png" },
    };
    expect(toStorePayload(values, logo)).toEqual({
      store: {
        country_id: 2,
        name_en: "Palm Goods",
        name_ar: "Palm Goods",
        description_en: "Home",
        description_ar: "Home",
        authorized_signatory_name_en: "Layla",
        authorized_signatory_name_ar: "Layla",
        contact_email: "",
        business_website: "",
        no_of_sku: 12,
        store_address: "Riyadh",
        ...logo,
      },
    });
    expect(toStorePayload({ ...values, no_of_sku: "" }, logo).store.no_of_sku).toBeNull();
    expect(toNameQuery({ name_en: " Palm Goods ", name_ar: "" })).toEqual({ store_name_en: "Palm Goods", store_name_ar: "Palm Goods" });
  });

  it("maps the bank, VAT and terms steps", () => {
    expect(
      toBankPayload({ bank_name: "ENBD", bank_account_title: "Palm", bank_account_no: "0123", bank_account_iban: "AE07 0331 2345" }).store
        .bank_account_iban,
    ).toBe("AE0703312345");
    expect(toVatPayload({ vat: "5" })).toEqual({ store: { vat: 5 } });
    expect(toTermsPayload({ url: "https://s3/a.pdf", acceptedAt: new Date("2026-11-03T10:00:00Z"), senderEmail: "l@example.com" })).toEqual(
      {
        store: {
          agreement_policy_accepted: true,
          agreement_policy_url: "https://s3/a.pdf",
          agreement_policy_accepted_at: "2026-11-03T10:00:00.000Z",
          sender_email: "l@example.com",
        },
      },
    );
  });

  it("reads a saved store back into each step's fields, as text", () => {
    const store = {
      id: 7,
      country_id: 2,
      name_en: "Palm Goods",
      name_ar: null,
      no_of_sku: 40,
      store_address: "Riyadh",
      logo_image: "https://s3/logo.png",
      business_name: "Palm LLC",
      license_no: 881,
      businsess_license_file: "",
      bank_name: "ENBD",
      bank_account_iban: "AE07",
      vat: 5,
    } as unknown as Store;
    expect(storeFormValues(store)).toEqual({
      country_id: 2,
      name_en: "Palm Goods",
      name_ar: "",
      description_en: "",
      description_ar: "",
      authorized_signatory_name_en: "",
      authorized_signatory_name_ar: "",
      contact_email: "",
      business_website: "",
      no_of_sku: "40",
      store_address: "Riyadh",
      logo_image: "https://s3/logo.png",
    });
    expect(documentsFormValues(store)).toEqual({
      business_name: "Palm LLC",
      business_type: "",
      license_no: "881",
      businsess_license_file: null,
    });
    expect(bankFormValues(store)).toEqual({ bank_name: "ENBD", bank_account_title: "", bank_account_no: "", bank_account_iban: "AE07" });
    expect(vatFormValues(store)).toEqual({ vat: "5" });
    expect(vatFormValues(null)).toEqual({ vat: "" });
    expect(storeFormValues(null)).toMatchObject({ country_id: "", name_en: "", logo_image: null });
  });
});
