/**
 * Arabic-aware search (issue 10): sellers type the same word with or without hamza, taa marbuta or
 * vowel marks ("احمد", "أحمد", "أَحْمَد"). A search term is reduced to one spelling before it is sent:
 * - alef with hamza above or below, madda or wasla (أ إ آ ٱ) → bare alef ا
 * - hamza on waw ؤ → و, hamza on yaa ئ → ي
 * - taa marbuta ة → ه, alef maqsura ى → ي (and the Persian yeh ی → ي)
 * - tashkeel (fathatan … sukun, superscript alef, Quranic marks) and tatweel ـ removed
 * Latin text, digits and spacing inside the term are left alone; the ends are trimmed.
 */
const REPLACEMENTS: ReadonlyArray<[RegExp, string]> = [
  [/[\u0623\u0625\u0622\u0671]/g, "\u0627"],
  [/\u0624/g, "\u0648"],
  [/[\u0626\u0649\u06CC]/g, "\u064A"],
  [/\u0629/g, "\u0647"],
  [/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, ""],
];

export function normalizeArabic(text: string): string {
  return REPLACEMENTS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text.normalize("NFC"));
}

/** A search term as it is sent: trimmed and Arabic-normalised. */
export function normalizeSearchTerm(term: string): string {
  return normalizeArabic(term.trim());
}
