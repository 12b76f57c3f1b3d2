import { useCallback, useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { isBlankRichText } from "@/domain/rich-text";
import { sanitizeRichText, sanitizeRichTextFragment } from "@/lib/sanitize-html";
import { commandState, insertNodes, textFragment, textFragmentHtml, rangeInside, restoreRange, runCommand, type EditorCommand } from "./editor-commands";
import { RichTextLinkPopover } from "./rich-text-link-popover";
import { RichTextToolbar } from "./rich-text-toolbar";

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
  /** Receives the editable element (react-hook-form focuses the first field in error). */
  inputRef?: (element: HTMLDivElement | null) => void;
};

const TOGGLES: EditorCommand[] = ["bold", "italic", "underline", "insertUnorderedList", "insertOrderedList"];

/** What the editor's content is worth storing: sanitised, and "" when nothing visible is left. */
function readValue(element: HTMLElement): string {
  const html = sanitizeRichText(element.innerHTML);
  return isBlankRichText(html) && !/<li\b/i.test(html) ? "" : html;
}

/**
 * A small rich-text editor on contentEditable: bold, italic, underline, lists, links, clear. Works
 * left to right and right to left. Its value is sanitised HTML (the same allow-list as every
 * render); pasted HTML is sanitised before it lands. Disabled, it reads like the stored text.
 */
export function RichTextEditor({ label, value, onChange, onBlur, dir = "ltr", lang, disabled, required, error, helperText, inputRef }: RichTextEditorProps) {
  const id = useId();
  const element = useRef<HTMLDivElement | null>(null);
  const shown = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const [active, setActive] = useState<Partial<Record<EditorCommand, boolean>>>({});
  const [focused, setFocused] = useState(false);

  // Load a value that did not come from typing here (the record, a reset), as sanitised nodes.
  useEffect(() => {
    const root = element.current;
    if (!root || value === shown.current) return;
    root.replaceChildren(sanitizeRichTextFragment(value));
    shown.current = value;
  }, [value]);

  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      inputRef?.(node);
    },
    [inputRef],
  );

  const emit = useCallback(() => {
    if (!element.current) return;
    const next = readValue(element.current);
    shown.current = next;
    if (next !== value) onChange(next);
  }, [onChange, value]);

  const refreshActive = useCallback(() => setActive(Object.fromEntries(TOGGLES.map((command) => [command, commandState(command)]))), []);

  useEffect(() => {
    if (!focused) return;
    document.addEventListener("selectionchange", refreshActive);
    return () => document.removeEventListener("selectionchange", refreshActive);
  }, [focused, refreshActive]);

  const command = (name: EditorCommand) => {
    element.current?.focus();
    runCommand(name);
    emit();
    refreshActive();
  };

  const openLink = (anchor: HTMLElement) => {
    savedRange.current = rangeInside(element.current);
    setLinkAnchor(anchor);
  };

  const applyLink = (href: string) => {
    setLinkAnchor(null);
    element.current?.focus();
    restoreRange(savedRange.current);
    const range = savedRange.current;
    if (!range || range.collapsed) {
      insertNodes(element.current as HTMLElement, sanitizeRichTextFragment(`<a href="${encodeURI(href)}">${textFragmentHtml(href)}</a>`));
    } else if (!runCommand("createLink", href)) {
      const link = document.createElement("a");
      link.href = href;
      link.append(range.extractContents());
      range.insertNode(link);
    }
    emit();
  };

  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const html = event.clipboardData.getData("text/html");
    const text = event.clipboardData.getData("text/plain");
    const clean = html ? sanitizeRichText(html) : "";
    const done = clean ? runCommand("insertHTML", clean) : runCommand("insertText", text);
    if (!done && element.current) {
      insertNodes(element.current, clean ? sanitizeRichTextFragment(clean) : textFragment(text));
    }
    emit();
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
      event.preventDefault();
      openLink(event.currentTarget);
    }
  };

  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
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
        {disabled ? null : <RichTextToolbar label={label} active={active} onCommand={command} onLink={openLink} />}
        <Box
          ref={setRef}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={helperText ? helpId : undefined}
          aria-invalid={error || undefined}
          aria-required={required || undefined}
          aria-readonly={disabled || undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          tabIndex={disabled ? 0 : undefined}
          dir={dir}
          lang={lang}
          onInput={emit}
          onPaste={paste}
          onDrop={(event) => event.preventDefault()}
          onKeyDown={keyDown}
          onFocus={() => {
            setFocused(true);
            runCommand("defaultParagraphSeparator", "p");
          }}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
          sx={{
            minHeight: 96,
            maxHeight: 360,
            overflowY: "auto",
            px: 1.5,
            py: 1,
            outline: "none",
            overflowWrap: "anywhere",
            color: disabled ? "text.secondary" : "text.primary",
            "& p": { my: 0.5 },
            "& ul, & ol": { my: 0.5, ps: 3 },
          }}
        />
      </Box>
      {helperText ? (
        <FormHelperText id={helpId} error={error}>
          {helperText}
        </FormHelperText>
      ) : null}
      {linkAnchor ? <RichTextLinkPopover anchor={linkAnchor} onApply={applyLink} onClose={() => setLinkAnchor(null)} /> : null}
    </Box>
  );
}
