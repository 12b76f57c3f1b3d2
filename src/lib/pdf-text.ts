/**
 * Draws one line of text a seller typed into a PDF page, whatever its script (issue 17). A value
 * the standard font can encode (WinAnsi) is drawn in Helvetica, like the template's own text.
 * Anything else is drawn in Vazirmatn (Arabic, Persian and Urdu letters, Latin with Latin
 * Extended-A; SIL Open Font License; the `vazirmatn` package), fetched only when a value needs it
 * (120 KB) and embedded as a subset: fontkit shapes Arabic (joined forms, lam-alef) and the
 * Unicode Bidirectional Algorithm (bidi-js) orders it right to left beside left-to-right text
 * (src/domain/pdf-text.ts). Not covered (drawn as a box, logged): Cyrillic, Greek, CJK, emoji.
 *
 * Why Vazirmatn: a font must have one glyph per letter form for the PDF's text to be read back
 * (copy, search, screen readers); Noto Naskh/Sans Arabic 2.x compose letters from shared skeletons
 * and dots, so "خ" read back as "ج". IBM Plex Sans Arabic and Amiri (CFF outlines) lost glyphs in
 * pdf-lib's subsetting. tests/unit/agreement-pdf-text.test.ts checks the read-back.
 */
import type { PDFDocument, PDFFont, PDFPage } from "@cantoo/pdf-lib";
import { fitsStandardFont, isWinAnsi, oneLine, visualPieces } from "@/domain/pdf-text";

/** The bytes of the font that draws what Helvetica cannot (a TrueType or OpenType file). */
export type FontLoader = () => Promise<Uint8Array>;

export async function fetchUnicodeFont(): Promise<Uint8Array> {
  // Imported when first needed: a module that merely reads PDFs (tests in Node) never resolves the font asset.
  const { default: unicodeFontUrl } = await import("vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf?url");
  const response = await fetch(unicodeFontUrl);
  if (!response.ok) throw new Error(`The PDF font could not be fetched (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

export type TextBox = { x: number; y: number; width: number; height: number };
export type TextStyle = { size: number; align: "left" | "center" | "right" };

export type TextWriter = {
  /** Draws `value` on one line inside `box`, smaller than `style.size` when it would not fit. */
  draw(page: PDFPage, value: string, box: TextBox, style: TextStyle): void;
  /** Characters no embedded font has (drawn as the font's empty box). */
  readonly missing: ReadonlySet<string>;
};

/** The parts of a fontkit font used here (pdf-lib shapes through the same object). */
type ShapingFont = { characterSet: number[]; layout(text: string, features: typeof FEATURES): { glyphs: { codePoints: number[] }[] } };
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];

type UnicodeFont = { font: PDFFont; shaping: ShapingFont; has: Set<number> };

/** Brackets are mirrored by the bidi step (src/domain/pdf-text.ts), so not a second time by a font's own rtlm. */
const FEATURES = { rtlm: false };

async function embedUnicodeFont(document: PDFDocument, loadFont: FontLoader): Promise<UnicodeFont> {
  const [{ default: fontkit }, bytes] = await Promise.all([import("@cantoo/fontkit"), loadFont()]);
  let shaping: ShapingFont | undefined;
  // Keep the font object pdf-lib shapes with: its glyphs carry the code points of the ToUnicode map.
  const capturing: Fontkit = {
    create: (buffer, postscriptName) => {
      const created = postscriptName === undefined ? fontkit.create(buffer) : fontkit.create(buffer, postscriptName);
      shaping = created as unknown as ShapingFont;
      return created as unknown as ReturnType<Fontkit["create"]>;
    },
  };
  document.registerFontkit(capturing);
  const font = await document.embedFont(bytes, { subset: true, features: FEATURES });
  if (!shaping) throw new Error("The PDF font was not loaded through fontkit");
  return { font, shaping, has: new Set(shaping.characterSet) };
}

/**
 * A ligature drawn right to left (lam-alef: one glyph for "لا") is read back by text extractors
 * (pdf.js, poppler) reversed character by character along with the rest of the line, so its
 * ToUnicode entry is written in visual order: the extracted text then reads "لا", not "ال".
 */
function ligaturesReadRightToLeft(shaping: ShapingFont, text: string, flipped: WeakSet<object>) {
  for (const glyph of shaping.layout(text, FEATURES).glyphs) {
    if (glyph.codePoints.length < 2 || flipped.has(glyph)) continue;
    glyph.codePoints = [...glyph.codePoints].reverse();
    flipped.add(glyph);
  }
}

/** A writer for `values` (so it knows whether the Arabic/Unicode font is needed at all). */
export async function createTextWriter(
  document: PDFDocument,
  values: string[],
  loadFont: FontLoader = fetchUnicodeFont,
): Promise<TextWriter> {
  const { StandardFonts, rgb } = await import("@cantoo/pdf-lib");
  const standard = await document.embedFont(StandardFonts.Helvetica);
  const unicode = values.every(fitsStandardFont) ? null : await embedUnicodeFont(document, loadFont);
  const bidi = unicode ? (await import("bidi-js")).default() : null;
  const missing = new Set<string>();
  const flipped = new WeakSet<object>();

  function pieces(text: string) {
    if (!unicode || !bidi || fitsStandardFont(text)) return [{ text, font: standard, reversed: false }];
    const fontFor = (char: string): PDFFont => {
      if (unicode.has.has(char.codePointAt(0) ?? 0)) return unicode.font;
      if (isWinAnsi(char)) return standard;
      missing.add(char);
      return unicode.font;
    };
    const { levels } = bidi.getEmbeddingLevels(text);
    return visualPieces(text, levels, fontFor, bidi.getMirroredCharactersMap(text, levels));
  }

  return {
    missing,
    draw(page, value, box, style) {
      const text = oneLine(value);
      const line = pieces(text).filter((piece) => piece.text !== "");
      const padding = 2;
      const natural = line.reduce((sum, piece) => sum + piece.font.widthOfTextAtSize(piece.text, style.size), 0);
      const room = Math.max(box.width - 2 * padding, 1);
      const size = natural > room ? (style.size * room) / natural : style.size;
      const width = (natural * size) / style.size;
      let x =
        style.align === "right"
          ? box.x + box.width - padding - width
          : style.align === "center"
            ? box.x + (box.width - width) / 2
            : box.x + padding;
      const y = box.y + (box.height - size * 0.7) / 2;
      for (const piece of line) {
        page.drawText(piece.text, { x, y, size, font: piece.font, color: rgb(0, 0, 0) });
        if (unicode && piece.reversed && piece.font === unicode.font) ligaturesReadRightToLeft(unicode.shaping, piece.text, flipped);
        x += piece.font.widthOfTextAtSize(piece.text, size);
      }
    },
  };
}
