import DOMPurify, { type DOMPurify as Purifier } from "dompurify";
import {
  LINK_REL,
  LINK_TARGET,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  TEXT_DIRECTIONS,
  allowedEmbedSrc,
  isAllowedLinkHref,
} from "@/domain/rich-text";
import { withoutEventHandlers } from "@/domain/inert-html";

/**
 * The one HTML sanitiser (DOMPurify) for the seller's rich text and the video embed code. The
 * allow-lists are the domain's (src/domain/rich-text.ts). Needs a DOM (the browser, jsdom). Event-handler
 * attributes are dropped from the text before DOMPurify parses it (src/domain/inert-html.ts): the
 * parse alone would report CSP violations, although nothing runs in its inert document.
 *
 *   sanitizeRichText('<p onclick="x">Hi <a href="javascript:1">x</a></p>')  // '<p>Hi <a>x</a></p>'
 *   videoEmbedSource('<iframe src="https://www.youtube.com/embed/abc"></iframe>') // the src, or null
 */
let richText: Purifier | null = null;
let embed: Purifier | null = null;

function richTextPurifier(): Purifier {
  if (richText) return richText;
  const purifier = DOMPurify(window);
  purifier.addHook("uponSanitizeAttribute", (_node, data) => {
    if (data.attrName === "dir" && !(TEXT_DIRECTIONS as readonly string[]).includes(data.attrValue.trim().toLowerCase())) {
      data.keepAttr = false;
    }
  });
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    const href = node.getAttribute("href");
    if (!isAllowedLinkHref(href)) {
      node.removeAttribute("href");
      node.removeAttribute("target");
      node.removeAttribute("rel");
      return;
    }
    node.setAttribute("href", (href as string).trim());
    node.setAttribute("target", LINK_TARGET);
    node.setAttribute("rel", LINK_REL);
  });
  richText = purifier;
  return purifier;
}

const RICH_TEXT_CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES, "target", "rel"],
  KEEP_CONTENT: true,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Stored rich text → safe HTML: only the allowed tags, `href` (http, https, mailto) and `dir`. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  return richTextPurifier().sanitize(withoutEventHandlers(html), RICH_TEXT_CONFIG);
}

/** The same, as nodes to insert (the editor loads its value this way, never through innerHTML). */
export function sanitizeRichTextFragment(html: string | null | undefined): DocumentFragment {
  return richTextPurifier().sanitize(withoutEventHandlers(html ?? ""), { ...RICH_TEXT_CONFIG, RETURN_DOM_FRAGMENT: true });
}

/**
 * The player URL of a video embed code: the code must hold exactly one iframe whose src is an
 * https player URL of an allowed host (youtube, vimeo). Anything else gives null (shown as text).
 */
export function videoEmbedSource(code: string | null | undefined): string | null {
  if (!code || !code.trim()) return null;
  embed ??= DOMPurify(window);
  const fragment = embed.sanitize(withoutEventHandlers(code), {
    ALLOWED_TAGS: ["iframe"],
    ALLOWED_ATTR: ["src"],
    ADD_TAGS: ["iframe"],
    KEEP_CONTENT: false,
    RETURN_DOM_FRAGMENT: true,
  });
  const frames = fragment.querySelectorAll("iframe");
  if (frames.length !== 1) return null;
  return allowedEmbedSrc(frames[0].getAttribute("src"));
}
