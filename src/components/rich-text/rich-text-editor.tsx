import { useId, useState } from "react";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { EditorContent } from "@tiptap/react";
import { RichTextLinkPopover } from "./rich-text-link-popover";
import { RichTextToolbar } from "./rich-text-toolbar";
import { useRichTextEditor, type RichTextEditorOptions } from "./use-rich-text-editor";

export type RichTextEditorProps = Omit<RichTextEditorOptions, "id" | "labelId" | "helpId" | "dir" | "onLinkShortcut"> & {
  label: string;
  /** "rtl" for Arabic fields: the text, the caret and the toolbar run right to left. */
  dir?: "ltr" | "rtl";
};

/**
 * The rich-text editor (Tiptap on ProseMirror): bold, italic, underline, lists, links, clear. Works
 * left to right and right to left. Its value is sanitised HTML (the same allow-list as every
 * render); pasted and dropped HTML is sanitised before ProseMirror reads it, and its schema keeps
 * only what rich text allows (src/components/rich-text/rich-text-extensions.ts). Disabled, it
 * reads like the stored text. Loaded in a chunk of its own (form-rich-text.tsx).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { label, dir = "ltr", lang, disabled, required, error, helperText } = props;
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  /** Where the link dialog opens: the toolbar's button, or the text (Ctrl/⌘+K). */
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | "text" | null>(null);
  const { editor, active, focused, runCommand, applyLink } = useRichTextEditor({
    ...props,
    id,
    labelId,
    helpId,
    dir,
    onLinkShortcut: () => setLinkAnchor("text"),
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
          // The app's theme has CSS variables (`theme.vars`); a field rendered on its own has the default theme.
          boxShadow: (theme) => (focused && !error ? `0 0 0 1px ${(theme.vars ?? theme).palette.primary.main}` : "none"),
          bgcolor: disabled ? "action.hover" : "background.paper",
        }}
      >
        {disabled ? null : <RichTextToolbar label={label} active={active} onCommand={runCommand} onLink={setLinkAnchor} />}
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
            applyLink(href);
          }}
          onClose={closeLink}
        />
      ) : null}
    </Box>
  );
}
