/**
 * Fills the text fields of a PDF form with pdf-lib (loaded lazily: only the screens that fill a
 * PDF download it). The standard font only encodes WinAnsi (Latin) text, so other characters are
 * replaced by "?" rather than failing.
 *
 *   const filled = await fillPdfForm(template, { store_name: "Desert Bloom" }, { readOnly: true });
 */
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

export function winAnsiSafe(value: string): string {
  return Array.from(value.replace(/[\r\n\t]+/g, " "))
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char) ? char : "?";
    })
    .join("");
}

export async function fillPdfForm(
  template: Uint8Array,
  values: Record<string, string>,
  /** readOnly: the filled fields can no longer be edited in a viewer (their values stay readable). */
  options: { readOnly?: boolean } = {},
): Promise<Uint8Array> {
  const { PDFDocument } = await import("pdf-lib");
  const document = await PDFDocument.load(template.slice());
  const form = document.getForm();
  for (const [name, value] of Object.entries(values)) {
    const field = form.getTextField(name);
    field.setText(winAnsiSafe(value));
    if (options.readOnly) field.enableReadOnly();
  }
  return document.save();
}

/** The text values of a PDF's form fields (for checks and tests). */
export async function readPdfFormValues(bytes: Uint8Array): Promise<Record<string, string>> {
  const { PDFDocument, PDFTextField } = await import("pdf-lib");
  const document = await PDFDocument.load(bytes.slice());
  const values: Record<string, string> = {};
  for (const field of document.getForm().getFields()) {
    if (field instanceof PDFTextField) values[field.getName()] = field.getText() ?? "";
  }
  return values;
}
