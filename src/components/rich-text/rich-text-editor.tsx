import { useEffect, useId, useMemo, useRef, useState } from "react";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { isBlankRichText } from "@/domain/rich-text";
import { sanitizeRichText } from "@/lib/sanitize-html";
import { richTextExtensions } from "./rich-text-extensions";
import { RichTextLinkPopover } from "./rich-text-link-popover";
import { RichTextToolbar, type EditorCommand } from "./rich-text-toolbar";

export type RichTextEditorProps = {
  label: string;
  /** Stored HTML; "" when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** "rtl" for Arabic fields: the text, the caret and the toolbar run right to left. */
  dir?: "ltr" | "rtl";
  lang?: string;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** Receives what react-hook-form focuses when the field is the first in error. */
  inputRef?: (target: { focus: () => void } | null) => void;
};

/**
 * What the editor's content is worth storing: sanitised (the render's own allow-list), and ""
 * when nothing visible is left, so an editor holding only `<p></p>` is empty (document 2 §5).
 */
function storedValue(editor: Editor): string {
  const html = editor.getHTML();
  return isBlankRichText(html) ? "" : sanitizeRichText(html);
}

const COMMANDS: Record<EditorCommand, (editor: Editor) => boolean> = {
  bold: (editor) => editor.chain().focus().toggleBold().run(),
  italic: (editor) => editor.chain().focus().toggleItalic().run(),
  underline: (editor) => editor.chain().focus().toggleUnderline().run(),
  bulletList: (editor) => editor.chain().focus().toggleBulletList().run(),
  orderedList: (editor) => editor.chain().focus().toggleOrderedList().run(),
  unlink: (editor) => editor.chain().focus().extendMarkRange("link").unsetLink().run(),
  clear: (editor) => editor.chain().focus().unsetAllMarks().clearNodes().run(),
};

/** The selection's link is replaced; a selection becomes a link; at a caret, the address is inserted as the link's text. */
function applyLink(editor: Editor, href: string) {
  const chain = editor.chain().focus();
  if (editor.isActive("link")) return chain.extendMarkRange("link").setLink({ href }).run();
  if (editor.state.selection.empty) {
    return chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
  }
  return chain.setLink({ href }).run();
}

/**
 * The rich-text editor (Tiptap on ProseMirror): bold, italic, underline, lists, links, clear. Works
 * left to right and right to left. Its value is sanitised HTML (the same allow-list as every
 * render); pasted and dropped HTML is sanitised before ProseMirror reads it, and its schema keeps
 * only what rich text allows (src/components/rich-text/rich-text-extensions.ts). Disabled, it
 * reads like the stored text. Loaded in a chunk of its own (form-rich-text.tsx).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  dir = "ltr",
  lang,
  disabled,
  required,
  error,
  helperText,
  inputRef,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  /** Where the link dialog opens: the toolbar's button, or the text (Ctrl/⌘+K). */
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | "text" | null>(null);
  const [focused, setFocused] = useState(false);
  /** The stored value the editor's content stands for: a value from elsewhere (the record, a reset) is loaded. */
  const shown = useRef(value);
  const [initialContent] = useState(() => sanitizeRichText(value));
  const [extensions] = useState(() => richTextExtensions(() => setLinkAnchor("text")));

  const attributes = useMemo(() => {
    const all: Record<string, string> = {
      id,
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      dir,
    };
    if (lang) all.lang = lang;
    if (helperText) all["aria-describedby"] = helpId;
    if (error) all["aria-invalid"] = "true";
    if (required) all["aria-required"] = "true";
    if (disabled) Object.assign(all, { "aria-readonly": "true", tabindex: "0" });
    return all;
  }, [id, labelId, helpId, dir, lang, helperText, error, required, disabled]);

  const editorProps = useMemo(
    () => ({
      attributes,
      // Pasted or dropped HTML passes the render's sanitiser before ProseMirror parses it.
      transformPastedHTML: (html: string) => sanitizeRichText(html),
      // Text moved inside the editor may be dropped; nothing from outside (files, other pages).
      handleDrop: (_view: unknown, _event: unknown, _slice: unknown, moved: boolean) => !moved,
    }),
    [attributes],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const next = storedValue(current);
      if (next === shown.current) return;
      shown.current = next;
      onChange(next);
    },
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      onBlur?.();
    },
  });

  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    inputRef?.({ focus: () => editor.commands.focus() });
    return () => inputRef?.(null);
  }, [editor, inputRef]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      underline: current.isActive("underline"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
    }),
  });

  const closeLink = () => {
    setLinkAnchor(null);
    editor.commands.focus();
  };

  return (
    <Box>
      <FormLabel id={labelId} required={required} error={error} sx={{ display: "block", mb: 0.5, fontSize: "0.875rem" }}>
        {label}
      </FormLabel>
      {/* The label and the helper text follow the page; the toolbar and the text run the field's way. */}
      <Box
        dir={dir}
        lang={lang}
        sx={{
          border: 1,
          borderRadius: 1,
          borderColor: error ? "error.main" : focused ? "primary.main" : "divider",
          boxShadow: (theme) => (focused && !error ? `0 0 0 1px ${theme.palette.primary.main}` : "none"),
          bgcolor: disabled ? "action.hover" : "background.paper",
        }}
      >
        {disabled ? null : (
          <RichTextToolbar label={label} active={active} onCommand={(command) => COMMANDS[command](editor)} onLink={setLinkAnchor} />
        )}
        <Box
          component={EditorContent}
          editor={editor}
          sx={{
            "& .ProseMirror": {
              minHeight: 96,
              maxHeight: 360,
              overflowY: "auto",
              px: 1.5,
              py: 1,
              outline: "none",
              position: "relative",
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
              fontVariantLigatures: "none",
              color: disabled ? "text.secondary" : "text.primary",
            },
            "& .ProseMirror p": { my: 0.5 },
            "& .ProseMirror ul, & .ProseMirror ol": { my: 0.5, ps: 3 },
            "& .ProseMirror li > p": { my: 0 },
          }}
        />
      </Box>
      {helperText ? (
        <FormHelperText id={helpId} error={error}>
          {helperText}
        </FormHelperText>
      ) : null}
      {linkAnchor ? (
        <RichTextLinkPopover
          anchor={linkAnchor === "text" ? editor.view.dom : linkAnchor}
          onApply={(href) => {
            setLinkAnchor(null);
            applyLink(editor, href);
          }}
          onClose={closeLink}
        />
      ) : null}
    </Box>
  );
}
