import { Extension, type Extensions } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { LINK_REL, LINK_TARGET, TEXT_DIRECTIONS, isAllowedLinkHref } from "@/domain/rich-text";

/** Blocks that keep a `dir` attribute from the stored HTML (`<p dir="rtl">`): the one attribute rich text allows besides `href`. */
const DIRECTED_BLOCKS = ["paragraph", "bulletList", "orderedList", "listItem"];

const textDirection = (value: string | null) => {
  const direction = value?.trim().toLowerCase();
  return direction && (TEXT_DIRECTIONS as readonly string[]).includes(direction) ? direction : null;
};

/** Keeps an allowed `dir` on the blocks that carry it; adds none where there was none. */
const KeepTextDirection = Extension.create({
  name: "keepTextDirection",
  addGlobalAttributes() {
    return [
      {
        types: DIRECTED_BLOCKS,
        attributes: {
          dir: {
            default: null,
            parseHTML: (element: HTMLElement) => textDirection(element.getAttribute("dir")),
            renderHTML: (attributes: Record<string, unknown>) => (attributes.dir ? { dir: attributes.dir } : {}),
          },
        },
      },
    ];
  },
});

/** Ctrl/⌘+K opens the link dialog, as the toolbar's link button does. */
const LinkShortcut = Extension.create<{ onOpen: () => void }>({
  name: "linkShortcut",
  addOptions() {
    return { onOpen: () => undefined };
  },
  addKeyboardShortcuts() {
    return {
      "Mod-k": () => {
        this.options.onOpen();
        return true;
      },
    };
  },
});

/**
 * What the editor can make: exactly the elements stored rich text may keep (src/domain/rich-text.ts,
 * RICH_TEXT_TAGS): paragraphs, line breaks, bold, italic, underline, both lists and links (http,
 * https or mailto, the sanitiser's rule; anything else is read as plain text). Shortcuts: Tiptap's
 * (Ctrl/⌘+B, I, U, Shift+7, Shift+8, Z, Shift+Z) and Ctrl/⌘+K for a link.
 */
export function richTextExtensions(onLinkShortcut: () => void): Extensions {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      heading: false,
      horizontalRule: false,
      strike: false,
      trailingNode: false,
      link: {
        autolink: false,
        openOnClick: false,
        enableClickSelection: false,
        isAllowedUri: (url) => isAllowedLinkHref(url),
        HTMLAttributes: { target: LINK_TARGET, rel: LINK_REL, class: null },
      },
    }),
    KeepTextDirection,
    LinkShortcut.configure({ onOpen: onLinkShortcut }),
  ];
}
