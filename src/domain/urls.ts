/**
 * Links a seller types (a banner's redirect, a shop banner's link) end up in `href`s of the
 * storefront and of this back-office. A link whose scheme runs code or inlines a document is
 * refused, however it is written: browsers ignore case, surrounding spaces and tabs or line
 * breaks inside the scheme (`" JaVa\tScRipt:alert(1)"` still runs).
 */
export const UNSAFE_URL_SCHEMES = ["javascript:", "data:", "vbscript:"] as const;

/** Whitespace, ASCII control characters and invisible format characters (zero-width space, BOM, ...). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;

/** Named character references that can spell a scheme (`&colon;`, `&Tab;`…). */
const NAMED: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", sol: "/", period: ".", lpar: "(", rpar: ")", nbsp: " " };

/**
 * HTML character references decoded (`&#106;`, `&#x6A`, `&#0000106`, `&colon;`): a link that ends
 * up in markup (the storefront's pages, an e-mail) is decoded by the parser before it is followed.
 */
function decodeReferences(value: string): string {
  let previous = "";
  let text = value;
  // Twice at most: `&amp;#106;` is one more level a sloppy template could decode.
  for (let round = 0; round < 2 && text !== previous; round += 1) {
    previous = text;
    text = text
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
      .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Math.min(Number(decimal), 0x10ffff)))
      .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED[name.toLowerCase()] ?? (name.toLowerCase() === "amp" ? "&" : whole));
  }
  return text;
}

/** True when the link, read as a browser reads it, starts with javascript:, data: or vbscript:. */
export function hasUnsafeScheme(value: string | null | undefined): boolean {
  if (!value) return false;
  return [value, decodeReferences(value)].some((candidate) => {
    const compact = candidate.replace(IGNORED, "").toLowerCase();
    return UNSAFE_URL_SCHEMES.some((scheme) => compact.startsWith(scheme));
  });
}

/** True when an unsafe scheme starts anywhere in the text (an embed code's src, a pasted snippet). */
export function containsUnsafeScheme(value: string | null | undefined): boolean {
  if (!value) return false;
  const compact = decodeReferences(value).replace(IGNORED, "").toLowerCase();
  return UNSAFE_URL_SCHEMES.some((scheme) => new RegExp(`(^|[^a-z0-9+.-])${scheme}`).test(compact));
}

/** The link for an `href`, or undefined when it is empty or unsafe (then render it as text). */
export function safeHref(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || hasUnsafeScheme(trimmed)) return undefined;
  return trimmed;
}
