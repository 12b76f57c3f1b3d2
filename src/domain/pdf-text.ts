/**
 * How one line of text a seller typed is drawn into a PDF (issue 17): which font draws each
 * character, and in which order the pieces go from left to right so that Arabic reads right to
 * left, joined, beside English. Pure: the caller gives the Unicode Bidirectional Algorithm's
 * embedding levels (bidi-js) and the fonts' coverage; src/lib/pdf-text.ts draws the pieces.
 *
 * The PDF standard fonts (Helvetica) encode WinAnsi only: Latin-1 and a few typographic marks.
 */
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char);
}

/**
 * Invisible characters that steer direction (LRM, RLM, ALM, embeddings, overrides, isolates). They
 * take part in the bidi algorithm, but no glyph is drawn for them (a font would draw a box).
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Line breaks and tabs become one space: a form field is one line. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t\u2028\u2029\u0085]+/gu, " ");
}

/** The characters of `value` that are drawn (no bidi controls), one string per code point. */
export function drawnChars(value: string): string[] {
  return Array.from(oneLine(value)).filter((char) => !BIDI_CONTROLS.test(char));
}

/** True when the standard font can draw every character of `value` (so no other font is needed). */
export function fitsStandardFont(value: string): boolean {
  return drawnChars(value).every(isWinAnsi);
}

const NEUTRAL_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}]/u;

/**
 * Whether the shaper (fontkit, through pdf-lib) lays `text` out right to left: it takes the
 * direction of the first character of a script other than Common/Inherited, and then returns the
 * glyphs already in visual order (reversed).
 */
export function shaperReversesText(text: string): boolean {
  const first = Array.from(text).find((char) => !NEUTRAL_SCRIPT.test(char));
  return first !== undefined && RTL_SCRIPT.test(first);
}

/** One call to the font: `text` in logical order; `reversed` when the shaper draws it right to left. */
export type TextPiece<F> = { text: string; font: F; reversed: boolean };

type Run<F> = { level: number; chars: { char: string; font: F }[] };

/** Rule L2 of the bidi algorithm on whole runs: reverse every sequence at level ≥ k, highest k first. */
function visualRunOrder<F>(runs: Run<F>[]): Run<F>[] {
  const ordered = [...runs];
  const levels = runs.map((run) => run.level);
  const odd = levels.filter((level) => level % 2 === 1);
  if (odd.length === 0) return ordered;
  const lowestOdd = Math.min(...odd);
  for (let k = Math.max(...levels); k >= lowestOdd; k -= 1) {
    let start = 0;
    while (start < ordered.length) {
      if (ordered[start].level < k) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < ordered.length && ordered[end + 1].level >= k) end += 1;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return ordered;
}

/** A right-to-left run, cut where the font changes, pieces from left to right. */
function rtlPieces<F>(run: Run<F>): TextPiece<F>[] {
  const pieces: TextPiece<F>[] = [];
  let index = 0;
  while (index < run.chars.length) {
    let end = index;
    while (end + 1 < run.chars.length && run.chars[end + 1].font === run.chars[index].font) end += 1;
    const text = run.chars
      .slice(index, end + 1)
      .map((c) => c.char)
      .join("");
    const font = run.chars[index].font;
    // The shaper reverses only text with a right-to-left letter; anything else goes one character at a time.
    if (shaperReversesText(text)) pieces.push({ text, font, reversed: true });
    else
      pieces.push(
        ...Array.from(text)
          .reverse()
          .map((char) => ({ text: char, font, reversed: false })),
      );
    index = end + 1;
  }
  return pieces.reverse();
}

function ltrPieces<F>(run: Run<F>): TextPiece<F>[] {
  const pieces: TextPiece<F>[] = [];
  for (const { char, font } of run.chars) {
    const last = pieces[pieces.length - 1];
    // An Arabic letter forced left to right (an override) would be reversed by the shaper: alone it cannot be.
    if (last && last.font === font && !shaperReversesText(last.text + char)) last.text += char;
    else pieces.push({ text: char, font, reversed: false });
  }
  return pieces;
}

/**
 * The pieces of one line, left to right. `levels` are the embedding levels of `text` per UTF-16
 * index (bidi-js `getEmbeddingLevels(text).levels`); `mirrored`, by index, the mirrored form of a
 * character at a right-to-left level, from bidi-js `getMirroredCharactersMap`: a "(" that opens
 * right-to-left text is drawn as ")" (and read back as one: a glyph has one meaning in a PDF).
 */
export function visualPieces<F>(
  text: string,
  levels: ArrayLike<number>,
  fontFor: (char: string) => F,
  mirrored: ReadonlyMap<number, string> = new Map(),
): TextPiece<F>[] {
  const runs: Run<F>[] = [];
  let index = 0;
  for (const original of text) {
    const at = index;
    index += original.length;
    if (BIDI_CONTROLS.test(original)) continue;
    const level = levels[at] ?? 0;
    const char = (level % 2 === 1 && mirrored.get(at)) || original;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.chars.push({ char, font: fontFor(char) });
    else runs.push({ level, chars: [{ char, font: fontFor(char) }] });
  }
  return visualRunOrder(runs).flatMap((run) => (run.level % 2 === 1 ? rtlPieces(run) : ltrPieces(run)));
}
