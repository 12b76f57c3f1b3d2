import { describe, expect, it } from "vitest";
import { agreementFieldsFrom } from "@/config/agreement-fields";
import { AGREEMENT_TEMPLATE_BASE64, AGREEMENT_TEMPLATE_FIELDS } from "@/mocks/seed/agreement-template";
import { fromBase64 } from "@/mocks/bytes";
import { fillPdfForm, MissingPdfFieldsError, readPdfFormValues } from "@/lib/pdf-form";
import { agreementFieldValues, fillAgreement, missingTemplateFields } from "@/resources/create-store/agreement";
import { loadUnicodeFontFromDisk } from "../support/pdf-text";

const template = fromBase64(AGREEMENT_TEMPLATE_BASE64);
const details = { storeName: "Palm Goods", signatory: "Layla Haddad", country: "United Arab Emirates", email: "layla@example.com" };
const acceptedAt = new Date("2026-11-03T14:05:00.000Z");

/** Another operator's template: other field names, one for the Arabic store name, no e-mail. */
async function otherTemplate(): Promise<Uint8Array> {
  const { PDFDocument } = await import("@cantoo/pdf-lib");
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const form = document.getForm();
  ["Seller", "Seller (Arabic)", "Signed by", "Country of registration", "Signed on"].forEach((name, index) => {
    form.createTextField(name).addToPage(page, { x: 100, y: 700 - index * 40, width: 300, height: 22 });
  });
  return document.save();
}

describe("the seller agreement", () => {
  it("the seeded template is a real PDF with the fields the wizard fills", async () => {
    expect(new TextDecoder().decode(template.slice(0, 5))).toBe("%PDF-");
    expect(Object.keys(await readPdfFormValues(template)).sort()).toEqual([...AGREEMENT_TEMPLATE_FIELDS].sort());
  });

  it("is filled with the store's and signer's details and the acceptance time", async () => {
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

  it('keeps every character as the field\'s value: nothing becomes "?"', async () => {
    const filled = await fillPdfForm(
      template,
      { store_name: "متجر Shop", signatory_name: "Łukasz Żółć" },
      { loadFont: loadUnicodeFontFromDisk },
    );
    expect(await readPdfFormValues(filled)).toMatchObject({ store_name: "متجر Shop", signatory_name: "Łukasz Żółć" });
  });

  it("fills another template through the field mapping (VITE_AGREEMENT_FIELDS)", async () => {
    const fields = agreementFieldsFrom(
      '{"storeName":"Seller","storeNameAr":"Seller (Arabic)","signatory":"Signed by","country":"Country of registration","acceptedAt":"Signed on","email":null}',
    );
    const filled = await fillAgreement(await otherTemplate(), { ...details, storeNameAr: "بضائع النخيل" }, acceptedAt, {
      fields,
      loadFont: loadUnicodeFontFromDisk,
    });
    expect(await readPdfFormValues(filled)).toEqual({
      Seller: "Palm Goods",
      "Seller (Arabic)": "بضائع النخيل",
      "Signed by": "Layla Haddad",
      "Country of registration": "United Arab Emirates",
      "Signed on": "3 November 2026, 14:05",
    });
  });

  it("a template lacking mapped fields fails naming all of them, before filling anything", async () => {
    const error = await fillAgreement(await otherTemplate(), details, acceptedAt).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MissingPdfFieldsError);
    expect(missingTemplateFields(error)).toEqual(["store_name", "signatory_name", "country", "email", "date"]);
    expect(String(error)).toMatch(/no text field named "store_name", "signatory_name"/);
    expect(missingTemplateFields(new Error("network"))).toBeNull();
  });
});
