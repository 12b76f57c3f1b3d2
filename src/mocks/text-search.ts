/**
 * How the mock server compares a search term with stored text: case-insensitive and Arabic-aware,
 * the way a real search backend folds spellings (hamza forms of alef, hamza on waw and yaa, taa
 * marbuta, alef maqsura, vowel marks and tatweel), so "احمد" finds "أحمد" and "عبايه" finds
 * "عباية". Written on the server's side on purpose: the mock never imports the client's rules.
 */
const FOLD: Record<string, string> = {
  أ: "ا",
  إ: "ا",
  آ: "ا",
  ٱ: "ا",
  ؤ: "و",
  ئ: "ي",
  ى: "ي",
  ی: "ي",
  ة: "ه",
};

function isMark(code: number): boolean {
  return (code >= 0x064b && code <= 0x065f) || code === 0x0670 || (code >= 0x06d6 && code <= 0x06ed) || code === 0x0640;
}

/** Stored text or a term in its comparable form. */
export function searchable(text: string | null | undefined): string {
  let result = "";
  for (const char of (text ?? "").normalize("NFC").toLowerCase()) {
    if (isMark(char.codePointAt(0) ?? 0)) continue;
    result += FOLD[char] ?? char;
  }
  return result.replace(/\s+/g, " ").trim();
}

/** Whether any of the texts contains the term (an empty term matches everything). */
export function matchesSearch(term: string | null | undefined, ...texts: Array<string | null | undefined>): boolean {
  const wanted = searchable(term);
  return !wanted || texts.some((text) => searchable(text).includes(wanted));
}
