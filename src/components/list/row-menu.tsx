import { useState, type KeyboardEvent, type MouseEvent } from "react";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import MoreVertIcon from "@mui/icons-material/MoreVert";

export type RowMenuItem = { label: string; onSelect: () => void; danger?: boolean };

const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/**
 * A list row's "more" button and its menu. Clicks and keys stay inside it, so the grid neither opens
 * the row (Enter, a click on the row) nor moves its cell focus; choosing an item closes the menu.
 * The menu and its items are built from its first opening on: a list has one per row, so a row's
 * part is the button alone (what the items do is decided once for the list).
 */
export function RowMenu({ label, items }: { label: string; items: () => RowMenuItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          event.stopPropagation();
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        onKeyDown={stop}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {opened ? (
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} onClick={stop} onKeyDown={stop}>
          {items().map((item) => (
            <MenuItem
              key={item.label}
              onClick={() => {
                setAnchor(null);
                item.onSelect();
              }}
              sx={item.danger ? { color: "error.main" } : undefined}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
}
