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

/** True when the link, read as a browser reads it, starts with javascript:, data: or vbscript:. */
export function hasUnsafeScheme(value: string | null | undefined): boolean {
  if (!value) return false;
  const compact = value.replace(IGNORED, "").toLowerCase();
  return UNSAFE_URL_SCHEMES.some((scheme) => compact.startsWith(scheme));
}

/** The link for an `href`, or undefined when it is empty or unsafe (then render it as text). */
export function safeHref(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || hasUnsafeScheme(trimmed)) return undefined;
  return trimmed;
}
