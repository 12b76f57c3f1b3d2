import { useId, type ReactNode } from "react";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/** A titled part of a long form (a product's names, details, variants...), a landmark for screen readers. */
export function FormSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 2, gap: 1, flexWrap: "wrap" }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
