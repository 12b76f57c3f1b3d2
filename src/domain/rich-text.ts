/**
 * Rules for the seller's rich text (document 2 §3: description, benefits, features, how to use in
 * English and Arabic) and the embedded video (§2: "expects a full embed iframe code"). Pure: the
 * HTML sanitiser itself (DOMPurify) lives in src/lib/sanitize-html.ts and applies these lists.
 */

/** The only elements stored rich text may keep. */
export const RICH_TEXT_TAGS = ["b", "strong", "i", "em", "u", "p", "br", "ul", "ol", "li", "a"] as const;

/** The only attributes: `href` on links (checked by `isAllowedLinkHref`), `dir` anywhere. */
export const RICH_TEXT_ATTRIBUTES = ["href", "dir"] as const;

/** Values `dir` may take. */
export const TEXT_DIRECTIONS = ["ltr", "rtl", "auto"] as const;

/** Protocols a link may use: no `javascript:`, `data:` or relative links. */
export const LINK_PROTOCOLS = ["http:", "https:", "mailto:"] as const;

/** Every link opens in a new tab without access to the opener. */
export const LINK_TARGET = "_blank";
export const LINK_REL = "noopener noreferrer";

function parseUrl(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/** True for an absolute http, https or mailto link. */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  if (!href) return false;
  const url = parseUrl(href);
  return url !== null && (LINK_PROTOCOLS as readonly string[]).includes(url.protocol);
}

const ENTITY: Record<string, string> = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };

/** The text of a piece of rich text: tags dropped, block ends as spaces, common entities decoded. */
export function richTextToPlain(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<\s*(br|\/p|\/li|\/div)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITY[name])
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/(?:[\s\u00a0\u200b\u200c\u200e\u200f\ufeff]|\u200d)+/g, " ")
    .trim();
}

/**
 * True when the text holds nothing a reader would see: empty, blanks, or an empty editor
 * paragraph such as `<p><br></p>`, `<p></p>` or `<p>&nbsp;</p>` (document 2 §5).
 */
export function isBlankRichText(html: string | null | undefined): boolean {
  return richTextToPlain(html) === "";
}

/** The Arabic value, or the English one when the Arabic is blank (document 2 §5). */
export function arabicOrEnglish(arabic: string | null | undefined, english: string): string {
  return isBlankRichText(arabic) ? english : (arabic as string);
}

/**
 * Hosts whose players may be embedded, and the path their embed URLs use. Anything else in the
 * video field is shown as text, never rendered.
 */
export const VIDEO_EMBED_HOSTS: Record<string, RegExp> = {
  "www.youtube.com": /^\/embed\/[\w-]+$/,
  "youtube.com": /^\/embed\/[\w-]+$/,
  "www.youtube-nocookie.com": /^\/embed\/[\w-]+$/,
  "youtube-nocookie.com": /^\/embed\/[\w-]+$/,
  "player.vimeo.com": /^\/video\/\d+$/,
};

/**
 * The normalised embed URL when `src` is an https player URL of an allowed host (no credentials,
 * no port), else null.
 */
export function allowedEmbedSrc(src: string | null | undefined): string | null {
  if (!src) return null;
  const url = parseUrl(src);
  if (!url || url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const path = VIDEO_EMBED_HOSTS[url.hostname.toLowerCase()];
  if (!path || !path.test(url.pathname)) return null;
  url.hash = "";
  return url.toString();
}
