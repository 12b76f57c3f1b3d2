import { describe, expect, it } from "vitest";
import { chooseLanguage, directionOf, intlLocale, languageFromBrowser, localeDigits } from "@/domain/language";
import { fieldDirection } from "@/domain/text-direction";

describe("the start language", () => {
  it("follows the browser on a first visit: the first language the back-office speaks", () => {
    expect(languageFromBrowser(["ar-AE", "en-US"])).toBe("ar");
    expect(languageFromBrowser(["ar"])).toBe("ar");
    expect(languageFromBrowser(["fr-FR", "ar-SA", "en"])).toBe("ar");
    expect(languageFromBrowser(["fr-FR", "en-GB", "ar"])).toBe("en");
    expect(languageFromBrowser(["de", "fr"])).toBe("en");
    expect(languageFromBrowser([])).toBe("en");
  });

  it("prefers the address (?lng=), then the saved choice, then the browser", () => {
    expect(chooseLanguage({ requested: "ar", saved: "en", browser: ["en"] })).toBe("ar");
    expect(chooseLanguage({ requested: null, saved: "en", browser: ["ar-EG"] })).toBe("en");
    expect(chooseLanguage({ requested: "xx", saved: "ar", browser: ["en"] })).toBe("ar");
    expect(chooseLanguage({ requested: null, saved: "klingon", browser: ["ar-EG"] })).toBe("ar");
  });

  it("runs Arabic right to left", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
});

describe("the Intl locale", () => {
  it("is British English or Arabic, Gregorian, with Latin digits unless Arabic-Indic are asked for", () => {
    expect(intlLocale("en")).toBe("en-GB-u-ca-gregory-nu-latn");
    expect(intlLocale("ar")).toBe("ar-u-ca-gregory-nu-latn");
    expect(intlLocale("ar", "arab")).toBe("ar-u-ca-gregory-nu-arab");
    expect(localeDigits(intlLocale("ar", "arab"))).toBe("arab");
    expect(localeDigits("ar")).toBe("latn");
  });
});

describe("the direction of a form field's text", () => {
  it("keeps Arabic content right to left and English content left to right whatever the page", () => {
    expect(fieldDirection("name_ar")).toEqual({ dir: "rtl", lang: "ar" });
    expect(fieldDirection("variants.2.name_ar")).toEqual({ dir: "rtl", lang: "ar" });
    expect(fieldDirection("first_name_en")).toEqual({ dir: "ltr", lang: "en" });
    expect(fieldDirection("description_en", { multiline: true })).toEqual({ dir: "ltr", lang: "en" });
  });

  it("makes e-mails, links, SKUs, IBANs, account and phone numbers and codes left-to-right islands", () => {
    for (const name of [
      "email",
      "sender_email",
      "contact_email",
      "business_website",
      "link",
      "redirects_to_link",
      "variants.0.sku",
      "variants.0.upc_code",
      "bank_account_iban",
      "bank_account_no",
      "contact_number",
      "vendor_contact",
      "code",
      "unique_code",
      "video",
    ]) {
      expect(fieldDirection(name), name).toEqual({ dir: "ltr" });
    }
    expect(fieldDirection("anything", { type: "email" })).toEqual({ dir: "ltr" });
    expect(fieldDirection("new_password", { type: "password" })).toEqual({ dir: "ltr" });
  });

  it("lets free text decide (auto) and leaves the rest to the page", () => {
    expect(fieldDirection("subject")).toEqual({ dir: "auto" });
    expect(fieldDirection("message", { multiline: true })).toEqual({ dir: "auto" });
    expect(fieldDirection("notes", { multiline: true })).toEqual({ dir: "auto" });
    expect(fieldDirection("price", { type: "number" })).toBeNull();
    expect(fieldDirection("business_name")).toBeNull();
  });
});
