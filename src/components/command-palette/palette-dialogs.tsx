import { CommandPalette } from "./command-palette";
import { ShortcutsDialog } from "./shortcuts-dialog";
import type { PaletteProps } from "./use-palette-options";

export type PaletteDialog = "palette" | "shortcuts";

/**
 * The palette and the shortcuts list: one chunk, loaded with the first Ctrl/⌘+K, "?" or press of the
 * header's button (src/app/layout/palette-launcher.tsx), never with the login or the dashboard.
 */
export function PaletteDialogs({ open, onClose, ...props }: PaletteProps & { open: PaletteDialog | null; onClose: () => void }) {
  if (open === "palette") return <CommandPalette {...props} onClose={onClose} />;
  if (open === "shortcuts") return <ShortcutsDialog onClose={onClose} />;
  return null;
}
