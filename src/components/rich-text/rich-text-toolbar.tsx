import type { ComponentType } from "react";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import BoldIcon from "@mui/icons-material/FormatBold";
import ItalicIcon from "@mui/icons-material/FormatItalic";
import UnderlineIcon from "@mui/icons-material/FormatUnderlined";
import BulletsIcon from "@mui/icons-material/FormatListBulleted";
import NumbersIcon from "@mui/icons-material/FormatListNumbered";
import LinkIcon from "@mui/icons-material/InsertLink";
import UnlinkIcon from "@mui/icons-material/LinkOff";
import ClearIcon from "@mui/icons-material/FormatClear";
import { useTranslation } from "react-i18next";

/** What the toolbar asks the editor to do. */
export type EditorCommand = "bold" | "italic" | "underline" | "bulletList" | "orderedList" | "unlink" | "clear";

const BUTTONS: { command: EditorCommand | "link"; labelKey: string; icon: ComponentType<{ fontSize?: "small" }>; toggles?: boolean }[] = [
  { command: "bold", labelKey: "editor.actions.bold", icon: BoldIcon, toggles: true },
  { command: "italic", labelKey: "editor.actions.italic", icon: ItalicIcon, toggles: true },
  { command: "underline", labelKey: "editor.actions.underline", icon: UnderlineIcon, toggles: true },
  { command: "bulletList", labelKey: "editor.actions.bulletList", icon: BulletsIcon, toggles: true },
  { command: "orderedList", labelKey: "editor.actions.numberedList", icon: NumbersIcon, toggles: true },
  { command: "link", labelKey: "editor.actions.link", icon: LinkIcon },
  { command: "unlink", labelKey: "editor.actions.unlink", icon: UnlinkIcon },
  { command: "clear", labelKey: "editor.actions.clear", icon: ClearIcon },
];

type Props = {
  /** Names the toolbar for assistive technology ("Formatting: Description (English)"). */
  label: string;
  active: Partial<Record<EditorCommand, boolean>>;
  onCommand: (command: EditorCommand) => void;
  onLink: (anchor: HTMLElement) => void;
  disabled?: boolean;
};

/**
 * The editor's buttons. They never take the focus from the text (mouse down is cancelled), so
 * the command applies to the seller's selection.
 */
export function RichTextToolbar({ label, active, onCommand, onLink, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Stack
      role="toolbar"
      aria-label={t("editor.toolbar", { field: label })}
      direction="row"
      sx={{ flexWrap: "wrap", gap: 0.25, px: 0.5, py: 0.25, borderBottom: 1, borderColor: "divider" }}
    >
      {BUTTONS.map(({ command, labelKey, icon: Icon, toggles }) => (
        <Tooltip key={command} title={t(labelKey)}>
          <span>
            <IconButton
              size="small"
              aria-label={t(labelKey)}
              aria-pressed={toggles && command !== "link" ? Boolean(active[command as EditorCommand]) : undefined}
              disabled={disabled}
              color={toggles && active[command as EditorCommand] ? "primary" : "default"}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => (command === "link" ? onLink(event.currentTarget) : onCommand(command))}
            >
              <Icon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}
