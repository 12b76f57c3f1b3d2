import type { ReactNode } from "react";
import Box from "@mui/material/Box";

/** A list of cards (`<ul>`; each child an `<li>`) in as many columns of at least `minWidth` px as fit. */
export function CardGrid({ minWidth, label, children }: { minWidth: number; label?: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}px), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}
