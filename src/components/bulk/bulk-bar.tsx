import type { ReactNode } from "react";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

type Props = {
  /** The toolbar's accessible name. */
  label: string;
  /** How many are selected, in words. */
  selected: string;
  clearLabel: string;
  onClear: () => void;
  /** The actions on the selection, before Clear. */
  children: ReactNode;
};

/** The toolbar over a list's selected rows (orders, products, services): the count, the actions, Clear. */
export function BulkBar({ label, selected, clearLabel, onClear, children }: Props) {
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label={label}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", p: 1, mb: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, px: 1 }}>
        {selected}
      </Typography>
      {children}
      <Button size="small" onClick={onClear}>
        {clearLabel}
      </Button>
    </Paper>
  );
}
