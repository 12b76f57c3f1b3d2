/**
 * The command palette's rules (issue 33, "Jump anywhere"): what a typed line means (an order
 * number, a name to look for), how screens match it, and which keys open the palette and the
 * shortcuts list. Pure.
 */

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits as Latin ones. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** The words that may come before an order number: "order 12", "Order #12", "طلب 12", "الطلب رقم ١٢". */
const ORDER_WORDS = /^(?:(?:orders?|الطلب|طلب)(?:\s+(?:no\.?|number|رقم))?|رقم)\s*/i;

/** Order numbers are positive whole numbers; past 15 digits a typed number is not one (and loses precision). */
const MAX_ORDER_DIGITS = 15;

/**
 * The order number a typed line names, or null: "#123", "123", "order 123", "Order #123",
 * "طلب ١٢٣", "الطلب رقم #١٢٣" (any digits, any case, spaces around). A line with anything else in
 * it ("123 boxes", "#12a") names no order.
 */
export function parseOrderNumber(query: string): number | null {
  const text = latinDigits(query).trim().replace(ORDER_WORDS, "").trim().replace(/^#\s*/, "");
  if (!/^\d+$/.test(text) || text.length > MAX_ORDER_DIGITS) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

/** Harakat, tatweel and the superscript alef: written or not, the word is the same. */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** A text as the palette compares it: lower case, Latin digits, no Arabic marks, one alef and one ya, single spaces. */
export function searchKey(text: string): string {
  return latinDigits(text)
    .toLowerCase()
    .replace(ARABIC_MARKS, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/\s+/g, " ")
    .trim();
}

/** How well a label answers a query: 0 the whole label, 1 its start, 2 a word's start, 3 anywhere in it; null not at all. */
export function matchRank(label: string, query: string): number | null {
  const key = searchKey(query);
  if (key === "") return 3;
  const text = searchKey(label);
  if (text === key) return 0;
  if (text.startsWith(key)) return 1;
  const words = text.split(" ");
  if (words.some((_word, index) => words.slice(index).join(" ").startsWith(key))) return 2;
  return text.includes(key) ? 3 : null;
}

export type PaletteScreen = { path: string; label: string; section?: string };

/**
 * The screens a query finds, best first: by the screen's title, then by its menu section (a
 * section's own title ranks after titles that match); ties keep the menu's order. An empty query
 * lists them all, in the menu's order.
 */
export function rankScreens<T extends PaletteScreen>(screens: readonly T[], query: string): T[] {
  if (searchKey(query) === "") return [...screens];
  return screens
    .map((screen, index) => {
      const byLabel = matchRank(screen.label, query);
      const bySection = screen.section ? matchRank(screen.section, query) : null;
      const rank = byLabel ?? (bySection === null ? null : bySection + 4);
      return { screen, index, rank };
    })
    .filter((entry): entry is { screen: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.screen);
}

/** The shortest name worth asking the server about: one letter would match most of a catalogue. */
export const MIN_NAME_SEARCH = 2;

/** Whether a line is worth a name search: long enough, and not an order number. */
export function isNameSearch(query: string): boolean {
  return searchKey(query).length >= MIN_NAME_SEARCH && parseOrderNumber(query) === null;
}

/** What has focus when a key is pressed, as the shortcut rules need it. */
export type KeyTarget = { tagName?: string; type?: string; isContentEditable?: boolean; role?: string | null };

/** A key press, as the shortcut rules need it: `key` what it types, `code` the key's place on the keyboard. */
export type KeyPress = { key: string; code?: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: KeyTarget | null };

/** Input types that take no text: "?" typed on a checkbox or a button is a shortcut, not a character. */
const NON_TEXT_INPUTS = ["checkbox", "radio", "button", "submit", "reset", "file", "range", "color", "image"];

/** Whether a key typed on this element writes text (a text field, a text area, a rich-text box, a combobox's input). */
export function takesText(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? "").toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") return !NON_TEXT_INPUTS.includes((target.type ?? "text").toLowerCase());
  return target.role === "textbox" || target.role === "combobox" || target.role === "searchbox";
}

/** "?", and "؟" that the same keys type on an Arabic keyboard. */
const QUESTION_MARKS = ["?", "؟"];

/**
 * Which of the app's shortcuts a key press is: Ctrl+K or ⌘+K the palette (anywhere, a text field
 * too: it types nothing; the K key whatever letter the layout gives it, "ن" on an Arabic one),
 * "?" the shortcuts list (not while typing: it is a character there).
 */
export function shortcutFor(press: KeyPress): "palette" | "shortcuts" | null {
  const modified = press.ctrlKey || press.metaKey;
  if (modified && !press.altKey && (press.key.toLowerCase() === "k" || press.code === "KeyK")) return "palette";
  if (QUESTION_MARKS.includes(press.key) && !modified && !press.altKey && !takesText(press.target)) return "shortcuts";
  return null;
}

/** The shortcuts the "?" dialog lists: the keys (`mod`: Ctrl, or ⌘ on a Mac) and the i18n key of what they do. */
export const KEYBOARD_SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ["mod", "K"], action: "palette.shortcuts.openPalette" },
  { keys: ["?"], action: "palette.shortcuts.openShortcuts" },
  { keys: ["↑", "↓"], action: "palette.shortcuts.move" },
  { keys: ["Enter"], action: "palette.shortcuts.choose" },
  { keys: ["Esc"], action: "palette.shortcuts.closeDialog" },
];

/** Whether the platform's shortcut key is ⌘ rather than Ctrl (from `navigator.platform` or the user agent). */
export function usesCommandKey(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
