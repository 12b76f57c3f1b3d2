/**
 * Fills the text fields of a PDF form with pdf-lib (loaded lazily: only the screens that fill a
 * PDF download it). Each value is kept exactly as typed as the field's value, and drawn into the
 * page where the field sits, in a font that has its characters, Arabic shaped and right to left
 * (src/lib/pdf-text.ts): every viewer, printer and text extractor then shows the same text. The
 * field's widget is hidden, so no viewer draws the value a second time with a font that lacks it.
 *
 *   const filled = await fillPdfForm(template, { store_name: "Desert Bloom" }, { readOnly: true });
 *
 * A field the template lacks (or that is not a text field) fails with MissingPdfFieldsError,
 * naming every such field, before anything is filled.
 */
import type { PDFDocument, PDFWidgetAnnotation } from "@cantoo/pdf-lib";
import { oneLine } from "@/domain/pdf-text";
import { createTextWriter, type FontLoader, type TextStyle } from "./pdf-text";

export class MissingPdfFieldsError extends Error {
  readonly fields: string[];
  constructor(fields: string[]) {
    super(`The PDF form has no text field named ${fields.map((field) => `"${field}"`).join(", ")}`);
    this.name = "MissingPdfFieldsError";
    this.fields = fields;
  }
}

export type FillOptions = {
  /** The filled fields can no longer be edited in a viewer (their values stay readable). */
  readOnly?: boolean;
  /** Where the Unicode (Arabic) font comes from; by default fetched with the app's assets. */
  loadFont?: FontLoader;
};

/** The font size of a field's default appearance ("/Helv 11 Tf 0 g"); 0 or none means "fit". */
function fontSizeOf(defaultAppearance: string | undefined, height: number): number {
  const size = Number(/([\d.]+)\s+Tf\b/.exec(defaultAppearance ?? "")?.[1] ?? 0);
  return size > 0 ? size : Math.min(12, Math.max(height * 0.6, 6));
}

function pageOf(document: PDFDocument, widget: PDFWidgetAnnotation) {
  const byRef = widget.P();
  return (
    document.getPages().find((page) => page.ref === byRef) ?? document.findPageForAnnotationRef(document.context.getObjectRef(widget.dict)!)
  );
}

export async function fillPdfForm(template: Uint8Array, values: Record<string, string>, options: FillOptions = {}): Promise<Uint8Array> {
  const { AnnotationFlags, PDFDocument, PDFTextField, TextAlignment } = await import("@cantoo/pdf-lib");
  const document = await PDFDocument.load(template.slice());
  const form = document.getForm();
  const entries = Object.entries(values).map(([name, value]) => [name, oneLine(value)] as const);
  const missing = entries.map(([name]) => name).filter((name) => !(form.getFieldMaybe(name) instanceof PDFTextField));
  if (missing.length > 0) throw new MissingPdfFieldsError(missing);

  const writer = await createTextWriter(
    document,
    entries.map(([, value]) => value),
    options.loadFont,
  );
  const alignments = { [TextAlignment.Left]: "left", [TextAlignment.Center]: "center", [TextAlignment.Right]: "right" } as const;
  for (const [name, value] of entries) {
    const field = form.getTextField(name);
    if ((field.getMaxLength() ?? Infinity) < value.length) field.setMaxLength(undefined);
    field.setText(value);
    for (const widget of field.acroField.getWidgets()) {
      const box = widget.getRectangle();
      const style: TextStyle = {
        size: fontSizeOf(field.acroField.getDefaultAppearance(), box.height),
        align: alignments[field.getAlignment()] ?? "left",
      };
      const page = pageOf(document, widget);
      if (page && value) writer.draw(page, value, box, style);
      widget.setFlagTo(AnnotationFlags.Hidden, true);
    }
    if (options.readOnly) field.enableReadOnly();
  }
  if (writer.missing.size > 0)
    console.warn(
      `No embedded font draws ${[...writer.missing].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`).join(", ")}: drawn as a box; the field value keeps it.`,
    );
  // The widgets' own appearances are not regenerated: pdf-lib would use Helvetica, which cannot encode Arabic.
  return document.save({ updateFieldAppearances: false });
}

/** The text values of a PDF's form fields (for checks and tests). */
export async function readPdfFormValues(bytes: Uint8Array): Promise<Record<string, string>> {
  const { PDFDocument, PDFTextField } = await import("@cantoo/pdf-lib");
  const document = await PDFDocument.load(bytes.slice());
  const values: Record<string, string> = {};
  for (const field of document.getForm().getFields()) {
    if (field instanceof PDFTextField) values[field.getName()] = field.getText() ?? "";
  }
  return values;
}
