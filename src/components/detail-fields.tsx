import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** `dir`: "ltr" for e-mails, numbers of orders, SKUs, phones (left to right in Arabic too); "auto" for free text. */
export type DetailField = { label: string; value: ReactNode; key?: string; dir?: "ltr" | "rtl" | "auto" };

/**
 * Label/value pairs of a detail screen as a description list (`<dl>`): one column on phones, up to
 * `columns` on wider screens (two from `sm`, three from `md`). Empty values show `empty` (a dash by default).
 */
export function DetailFields({ fields, empty = "—", columns = 2 }: { fields: DetailField[]; empty?: ReactNode; columns?: 1 | 2 | 3 }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: {
          xs: "1fr",
          sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {fields.map((field) => (
        <Box key={field.key ?? field.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {field.label}
          </Typography>
          <Typography component="dd" variant="body1" dir={field.dir} sx={{ m: 0, overflowWrap: "anywhere" }}>
            {field.value === null || field.value === undefined || field.value === "" ? empty : field.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
