import bidiFactory from "bidi-js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawnChars, fitsStandardFont, isWinAnsi, oneLine, shaperReversesText, visualPieces } from "@/domain/pdf-text";

const bidi = bidiFactory();

/** The pieces of `text` left to right, with the app's bidi step (src/lib/pdf-text.ts). */
function pieces(text: string, fontFor: (char: string) => string = () => "u") {
  const { levels } = bidi.getEmbeddingLevels(text);
  return visualPieces(text, levels, fontFor, bidi.getMirroredCharactersMap(text, levels));
}

/** What a reader sees left to right, once the shaper has reversed the right-to-left pieces. */
const onPage = (list: ReturnType<typeof pieces>) => list.map((p) => (p.reversed ? Array.from(p.text).reverse().join("") : p.text)).join("");

describe("what the standard PDF font can draw", () => {
  it("WinAnsi: Latin-1 and the typographic extras, nothing else", () => {
    for (const char of ["A", "é", "Ü", "€", "—", "’", "ž", " "]) expect(isWinAnsi(char), char).toBe(true);
    for (const char of ["ل", "Ł", "ş", "ж", "😀", "\u202e"]) expect(isWinAnsi(char), char).toBe(false);
    expect(fitsStandardFont("Café Ünal — Ltd")).toBe(true);
    expect(fitsStandardFont("متجر Shop")).toBe(false);
    expect(fitsStandardFont("Łódź")).toBe(false);
  });

  it("one line; bidi controls take part in ordering but are not drawn", () => {
    expect(oneLine("Palm\r\nGoods\tLtd")).toBe("Palm Goods Ltd");
    expect(drawnChars("\u202bمتجر\u202c\u200f")).toEqual(["م", "ت", "ج", "ر"]);
  });
});

describe("the shaper's direction (fontkit: the first character of a non-common script)", () => {
  it("reverses Arabic, not Latin or neutrals", () => {
    expect(shaperReversesText("ليلى حداد")).toBe(true);
    expect(shaperReversesText("24 ليلى")).toBe(true);
    expect(shaperReversesText("Palm")).toBe(false);
    expect(shaperReversesText(" : ")).toBe(false);
  });
});

describe("pieces of a line, left to right", () => {
  it("English stays one left-to-right piece", () => {
    expect(pieces("Palm Goods", () => "s")).toEqual([{ text: "Palm Goods", font: "s", reversed: false }]);
  });

  it("Arabic is one piece the shaper joins and reverses, in logical order", () => {
    expect(pieces("ليلى حداد")).toEqual([{ text: "ليلى حداد", font: "u", reversed: true }]);
    expect(onPage(pieces("ليلى حداد"))).toBe("دادح ىليل");
  });

  it("Arabic with Latin and digits: the Latin part left of the Arabic it follows", () => {
    const list = pieces("متجر Palm 24");
    expect(list).toEqual([
      { text: "Palm 24", font: "u", reversed: false },
      { text: "متجر ", font: "u", reversed: true },
    ]);
  });

  it("brackets around Arabic are mirrored; a character of another font is its own piece", () => {
    expect(onPage(pieces("(متجر)"))).toBe("(رجتم)");
    const list = pieces("(متجر)", (char) => (/[()]/u.test(char) ? "s" : "u"));
    expect(list).toEqual([
      { text: "(", font: "s", reversed: false },
      { text: "متجر", font: "u", reversed: true },
      { text: ")", font: "s", reversed: false },
    ]);
  });

  it("neutrals inside Arabic that the shaper would not reverse go one at a time, right to left", () => {
    const list = pieces("أ - ب", (char) => (char === "-" ? "s" : "u"));
    expect(onPage(list)).toBe("ب - أ");
  });

  it("Arabic-Indic digits run left to right, one at a time (the shaper would reverse them)", () => {
    expect(onPage(pieces("متجر ١٢٣"))).toBe("١٢٣ رجتم");
  });

  it("an override forcing Arabic left to right keeps it unreversed, letter by letter", () => {
    const list = pieces("\u202dعرب\u202c");
    expect(onPage(list)).toBe("عرب");
    expect(list.every((piece) => !piece.reversed)).toBe(true);
  });

  it("draws every character once, whatever the mix (bidi controls aside, brackets perhaps mirrored)", () => {
    const alphabet = fc.constantFrom(
      ..."ابتثجحخدذرزسشصضطظعغفقكلمنهوي ءآأإئؤةى ٠١٢ abcXYZ 019 .,:-()«»[]é\u200f\u202b\u202c\u202e\u2067\u2069".split(""),
    );
    const mirror = (char: string) => ({ "(": ")", ")": "(", "«": "»", "»": "«", "[": "]", "]": "[" })[char] ?? char;
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 40 }).map((chars) => chars.join("")),
        (text) => {
          const drawn = pieces(text).flatMap((piece) => Array.from(piece.text));
          const canonical = (chars: string[]) =>
            chars
              .map((c) => (mirror(c) < c ? mirror(c) : c))
              .sort()
              .join("");
          expect(canonical(drawn)).toBe(canonical(drawnChars(text)));
          // The shaper reverses a piece of several characters exactly when the line needs it reversed.
          for (const piece of pieces(text))
            if (Array.from(piece.text).length > 1) expect(piece.reversed).toBe(shaperReversesText(piece.text));
        },
      ),
      { numRuns: 300 },
    );
  });
});
