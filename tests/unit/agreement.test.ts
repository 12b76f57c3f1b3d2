import { describe, expect, it } from "vitest";
import { AGREEMENT_TEMPLATE_BASE64, AGREEMENT_TEMPLATE_FIELDS } from "@/mocks/seed/agreement-template";
import { fromBase64 } from "@/mocks/bytes";
import { fillPdfForm, readPdfFormValues, winAnsiSafe } from "@/lib/pdf-form";
import { agreementFieldValues, fillAgreement } from "@/resources/create-store/agreement";

const template = fromBase64(AGREEMENT_TEMPLATE_BASE64);
const details = { storeName: "Palm Goods", signatory: "Layla Haddad", country: "United Arab Emirates", email: "layla@example.com" };

describe("the seller agreement", () => {
  it("the seeded template is a real PDF with the fields the wizard fills", async () => {
    expect(new TextDecoder().decode(template.slice(0, 5))).toBe("%PDF-");
    expect(Object.keys(await readPdfFormValues(template)).sort()).toEqual([...AGREEMENT_TEMPLATE_FIELDS].sort());
  });

  it("is filled with the store's and signer's details and the acceptance time", async () => {
    const acceptedAt = new Date("2026-11-03T14:05:00.000Z");
    const filled = await fillAgreement(template, details, acceptedAt);
    expect(await readPdfFormValues(filled)).toEqual({
      store_name: "Palm Goods",
      signatory_name: "Layla Haddad",
      country: "United Arab Emirates",
      email: "layla@example.com",
      date: "3 November 2026, 14:05",
    });
    expect(agreementFieldValues(details, acceptedAt).date).toBe("3 November 2026, 14:05");
    // The template itself is untouched (pdf.js and pdf-lib work on copies).
    expect(Object.values(await readPdfFormValues(template)).every((value) => value === "")).toBe(true);
  });

  it("replaces characters the standard font cannot encode instead of failing", async () => {
    expect(winAnsiSafe("Café Ünal — Ltd")).toBe("Café Ünal — Ltd");
    expect(winAnsiSafe("متجر Shop")).toBe("???? Shop");
    const filled = await fillPdfForm(template, { store_name: "متجر Shop" });
    expect((await readPdfFormValues(filled)).store_name).toBe("???? Shop");
  });
});
