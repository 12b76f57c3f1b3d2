import { describe, expect, it } from "vitest";
import { customerInitials, opensUserList, recipientFromState } from "@/domain/customers";
import { isRequiredStoreField, storeInitial, storeStatus, toStoreFormValues, toStorePayload } from "@/domain/store-profile";

const store = {
  id: 1,
  country_id: 1 as const,
  name_en: "Desert Bloom Trading",
  can_manage_product: true,
  can_reject_order: true,
  description_en: "<p>Quality goods</p>",
  description_ar: "",
  sender_email: "sales@bloom.test",
  contact_email: "hello@bloom.test",
  vendor_contact: "+971500000001",
  no_of_sku: 50,
  business_name: "Desert Bloom Trading LLC",
  business_type: "Trading",
  business_website: "https://bloom.example",
  businsess_license_file: "https://files.example/licence.pdf",
  bank_name: "Emirates Gulf Bank",
  bank_account_title: "Desert Bloom Trading LLC",
  bank_account_no: "000123451",
  bank_account_iban: "AE070331234567890123451",
  logo_image: "https://files.example/logo.png",
  active: true,
};

describe("the store payload (document 2 §7 Update store)", () => {
  it("sends exactly the spec's fields, trimmed, with the SKU count as a number", () => {
    const values = { ...toStoreFormValues(store), description_en: "  New text  ", no_of_sku: "75", contact: " +971 55 " };
    const payload = toStorePayload(values, {
      logo_image: "https://files.example/new-logo.png",
      businsess_license_file: store.businsess_license_file,
    });
    expect(Object.keys(payload)).toEqual(["store"]);
    expect(Object.keys(payload.store).sort()).toEqual(
      [
        "description_ar",
        "description_en",
        "sender_email",
        "contact_email",
        "contact",
        "business_name",
        "business_type",
        "no_of_sku",
        "business_website",
        "businsess_license_file",
        "bank_account_title",
        "bank_account_no",
        "bank_account_iban",
        "bank_name",
        "logo_image",
      ].sort(),
    );
    expect(payload.store).toMatchObject({
      description_en: "New text",
      description_ar: "",
      contact: "+971 55",
      no_of_sku: 75,
      bank_account_no: "000123451",
      businsess_license_file: "https://files.example/licence.pdf",
      logo_image: "https://files.example/new-logo.png",
    });
  });

  it("starts the form from the store, the contact from vendor_contact, and blanks for what is missing", () => {
    expect(toStoreFormValues(store)).toMatchObject({ contact: "+971500000001", no_of_sku: "50", bank_account_no: "000123451" });
    expect(toStoreFormValues(null)).toEqual(expect.objectContaining({ description_en: "", no_of_sku: "", contact: "" }));
  });

  it("shows Active only for an active store, and the name's first letter in place of a logo", () => {
    expect(storeStatus(store)).toBe("active");
    expect(storeStatus({ active: false })).toBe("inactive");
    expect(storeStatus(null)).toBe("inactive");
    expect(storeInitial("  desert bloom")).toBe("D");
    expect(storeInitial("")).toBe("");
  });
});

describe("the store form's required fields (document 2 §5)", () => {
  it("requires everything but the Arabic description and the sender email", () => {
    expect(isRequiredStoreField("logo_image")).toBe(true);
    expect(isRequiredStoreField("bank_account_iban")).toBe(true);
    expect(isRequiredStoreField("description_ar")).toBe(false);
    expect(isRequiredStoreField("sender_email")).toBe(false);
  });
});

describe("customers", () => {
  it("take the initials of first and last name, else one name's letter, else the e-mail's", () => {
    expect(customerInitials({ first_name_en: "layla", last_name_en: "Al Mansoori", email: "l@x.test" })).toBe("LA");
    expect(customerInitials({ first_name_en: "", last_name_en: "Haddad", email: "h@x.test" })).toBe("H");
    expect(customerInitials({ first_name_en: "Omar", last_name_en: null, email: "o@x.test" })).toBe("O");
    expect(customerInitials({ first_name_en: " ", last_name_en: "", email: "zaid@x.test" })).toBe("Z");
    expect(customerInitials({ first_name_en: null, last_name_en: null, email: "" })).toBe("?");
    expect(customerInitials({ first_name_en: "عائشة", last_name_en: "رحمن", email: "a@x.test" })).toBe("عر");
  });

  it("read the recipient and the userlist state from navigation state", () => {
    expect(recipientFromState({ recipient: { email: " a@x.test ", name: "Aisha" } })).toEqual({ email: "a@x.test", name: "Aisha" });
    expect(recipientFromState({ recipient: { email: "" } })).toBeNull();
    expect(recipientFromState(null)).toBeNull();
    expect(opensUserList({ name: "userlist" })).toBe(true);
    expect(opensUserList({ name: "other" })).toBe(false);
    expect(opensUserList(undefined)).toBe(false);
  });
});
