import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import arShell from "@/providers/i18n/locales/ar/shell.json";
import enShell from "@/providers/i18n/locales/en/shell.json";
import { DEFAULT_AGREEMENT_FIELDS } from "@/config/agreement-fields";
import { fromBase64 } from "@/mocks/bytes";
import { AGREEMENT_TEMPLATE_BASE64 } from "@/mocks/seed/agreement-template";
import { readPdfFormValues } from "@/lib/pdf-form";
import { agreementFieldValues, fillAgreement, type AgreementDetails } from "@/resources/create-store/agreement";
import { loadUnicodeFontFromDisk, pdfTextItems, textInBox } from "../support/pdf-text";

/**
 * Issue 17, point 3: no character a seller typed becomes "?" or is lost in the signed agreement.
 * The filled PDF is read back with pdf.js: every value is on the last page, inside its field's
 * box, character for character and in reading order (Arabic right to left). Set
 * AGREEMENT_SAMPLES_DIR to keep the filled PDFs (e.g. to look at them with pdftoppm).
 */
const template = fromBase64(AGREEMENT_TEMPLATE_BASE64);
const acceptedAt = new Date("2026-11-03T14:05:00.000Z");
const LAST_PAGE = 3;

const english: AgreementDetails = {
  storeName: "Palm Goods & Co.",
  signatory: "Layla Haddad",
  country: enShell.countries["1"],
  email: "layla.haddad@example.com",
};

const arabic: AgreementDetails = {
  storeName: "متجر النخيل للعطور",
  signatory: "ليلى حدّاد",
  country: arShell.countries["2"],
  email: "layla@example.com",
};

/** Field name → its box on the page (the widget's rectangle, hidden once filled). */
async function fieldBoxes(bytes: Uint8Array) {
  const { PDFDocument } = await import("@cantoo/pdf-lib");
  const form = (await PDFDocument.load(bytes)).getForm();
  return Object.fromEntries(form.getFields().map((field) => [field.getName(), field.acroField.getWidgets()[0].getRectangle()]));
}

/** The names of the fonts embedded in a PDF (font descriptors with a TrueType font file). */
async function embeddedFonts(bytes: Uint8Array): Promise<string[]> {
  const { PDFDict, PDFDocument, PDFName } = await import("@cantoo/pdf-lib");
  const document = await PDFDocument.load(bytes);
  return document.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFDict && object.has(PDFName.of("FontFile2")) ? [String(object.get(PDFName.of("FontName")))] : [],
    );
}

const rightToLeft = (text: string) => /^[^\p{L}]*\p{Script=Arabic}/u.test(text);

async function fillAndRead(details: AgreementDetails, sample: string) {
  const filled = await fillAgreement(template, details, acceptedAt, { loadFont: loadUnicodeFontFromDisk });
  if (process.env.AGREEMENT_SAMPLES_DIR) {
    mkdirSync(process.env.AGREEMENT_SAMPLES_DIR, { recursive: true });
    writeFileSync(join(process.env.AGREEMENT_SAMPLES_DIR, `agreement-${sample}.pdf`), filled);
  }
  const items = await pdfTextItems(filled, LAST_PAGE);
  const boxes = await fieldBoxes(filled);
  const expected = agreementFieldValues(details, acceptedAt);
  const shown = Object.fromEntries(
    Object.entries(expected).map(([field, value]) => [field, textInBox(items, boxes[field], rightToLeft(value))]),
  );
  return { filled, items, expected, shown };
}

afterEach(() => vi.restoreAllMocks());

describe("the filled agreement, read back with pdf.js", () => {
  it("an English store: every value is drawn as typed, in the standard font", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { filled, expected, shown } = await fillAndRead(english, "en");
    expect(shown).toEqual(expected);
    expect(shown[DEFAULT_AGREEMENT_FIELDS.acceptedAt!]).toBe("3 November 2026, 14:05");
    // No Unicode font was needed, so none was fetched or embedded.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await embeddedFonts(filled)).toEqual([]);
    expect(await readPdfFormValues(filled)).toEqual(expected);
  });

  it("an Arabic store: Arabic names and the Arabic country name are drawn joined, right to left, nothing replaced", async () => {
    const { filled, items, expected, shown } = await fillAndRead(arabic, "ar");
    for (const field of ["store_name", "signatory_name", "country"]) {
      expect(shown[field], field).toBe(expected[field]);
      expect(rightToLeft(shown[field])).toBe(true);
    }
    expect(shown.email).toBe("layla@example.com");
    expect(shown.date).toBe("3 November 2026, 14:05");
    const everything = items.map((item) => item.str).join("");
    expect(everything).not.toMatch(/[?\uFFFD]/u);
    // The Arabic runs are right-to-left items for pdf.js: drawn in visual order, read in logical order.
    expect(items.filter((item) => /\p{Script=Arabic}/u.test(item.str)).every((item) => item.dir === "rtl")).toBe(true);
    // The font is embedded (a subset), so the PDF shows the same glyphs everywhere.
    expect(await embeddedFonts(filled)).toEqual([expect.stringMatching(/^\/Vazirmatn-Regular/)]);
    // The fields keep the exact values too (read-only, their widgets hidden).
    expect(await readPdfFormValues(filled)).toEqual(expected);
  });

  it("lam-alef and other ligatures read back in logical order", async () => {
    const { shown } = await fillAndRead({ ...arabic, storeName: "لا للألوان", signatory: "عبد الله الأحمد" }, "ligatures");
    expect(shown.store_name).toBe("لا للألوان");
    expect(shown.signatory_name).toBe("عبد الله الأحمد");
  });

  it("a name mixing Arabic, Latin, digits and accents keeps every character", async () => {
    const storeName = "متجر Café 24 (دبي)";
    const signatory = "Zoë Łukasiewicz";
    const { shown } = await fillAndRead({ ...arabic, storeName, signatory }, "mixed");
    // Every character, though not in one order: the line mixes directions (and the brackets opening
    // the Arabic part are drawn mirrored, as right-to-left text needs).
    const sorted = (text: string) => Array.from(text).sort().join("");
    expect(sorted(shown.store_name)).toBe(sorted(storeName));
    expect(shown.signatory_name).toBe(signatory);
  });
});
