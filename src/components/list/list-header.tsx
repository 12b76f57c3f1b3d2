import type { ReactNode } from "react";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/**
 * A list screen's heading with its actions (Add, search, export) beside it, stacked under it on a
 * phone: below `sm`, or below `md` for lists whose actions need the width (`wide`).
 */
export function ListHeader({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const row = wide ? "md" : "sm";
  return (
    <Stack
      direction={{ xs: "column", [row]: "row" }}
      spacing={2}
      sx={{ mb: wide ? 2 : 3, alignItems: { xs: "stretch", [row]: "center" }, justifyContent: "space-between" }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
