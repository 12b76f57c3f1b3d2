import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useEditor, useEditorState, type Editor } from "@tiptap/react";
import { isBlankRichText } from "@/domain/rich-text";
import { afterNextPaint } from "@/lib/after-next-paint";
import { sanitizeRichText } from "@/lib/sanitize-html";
import { richTextExtensions } from "./rich-text-extensions";
import type { EditorCommand } from "./rich-text-toolbar";

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

export type RichTextEditorOptions = {
  /** The editable element's id, and the ids of its label and helper text. */
  id: string;
  labelId: string;
  helpId: string;
  /** Stored HTML; "" when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  dir: "ltr" | "rtl";
  lang?: string;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** Receives what react-hook-form focuses when the field is the first in error. */
  inputRef?: (target: { focus: () => void } | null) => void;
  /** Ctrl/⌘+K in the text: the link dialog opens on the text. */
  onLinkShortcut: () => void;
};

/**
 * The Tiptap editor behind RichTextEditor: its extensions, the editable element's accessible
 * attributes, the sanitising paste and drop, the sync of the stored value both ways, and which
 * marks the selection holds (for the toolbar's pressed states).
 */
export function useRichTextEditor({
  id,
  labelId,
  helpId,
  value,
  onChange,
  onBlur,
  dir,
  lang,
  disabled,
  required,
  error,
  helperText,
  inputRef,
  onLinkShortcut,
}: RichTextEditorOptions) {
  const [focused, setFocused] = useState(false);
  /** The stored value the editor's content stands for: a value from elsewhere (the record, a reset) is loaded. */
  const shown = useRef(value);
  const [initialContent] = useState(() => sanitizeRichText(value));
  const [extensions] = useState(() => richTextExtensions(onLinkShortcut));

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

  // The form hears of a change after the key's frame is painted: serialising, sanitising and the
  // form's update grow with the text and the form, and would otherwise delay the letter on screen.
  const pending = useRef<(() => void) | null>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const tell = useCallback((current: Editor) => {
    if (!pending.current || current.isDestroyed) return;
    pending.current();
    pending.current = null;
    const next = storedValue(current);
    if (next === shown.current) return;
    shown.current = next;
    onChangeRef.current(next);
  }, []);

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      // The form's echo of the value renders before the next key is told: an echo rendered later
      // would look like a value from elsewhere and replace what was typed since.
      pending.current ??= afterNextPaint(() => flushSync(() => tell(current)));
    },
    onFocus: () => setFocused(true),
    onBlur: ({ editor: current }) => {
      // The form's blur validates: it must see the last key.
      tell(current);
      setFocused(false);
      onBlur?.();
    },
  });

  // Told before the form's own cleanups (a form writes its draft when it unmounts) and when the page goes.
  useLayoutEffect(() => {
    const onPageHide = () => tell(editor);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      tell(editor);
    };
  }, [editor, tell]);

  useEffect(() => {
    if (value === shown.current) return;
    // A value from elsewhere (the record, a reset) replaces the content, and what was not yet told is dropped.
    pending.current?.();
    pending.current = null;
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

  return {
    editor,
    active,
    focused,
    runCommand: (command: EditorCommand) => COMMANDS[command](editor),
    applyLink: (href: string) => applyLink(editor, href),
  };
}
