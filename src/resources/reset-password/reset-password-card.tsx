import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { PageSwitches } from "@/components/color-scheme-switch";

/** The signed-out card of the reset screens: a heading, the language switch, then the content. */
export function ResetPasswordCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, width: "100%", maxWidth: 480 }}>
        <Box sx={{ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: 1, mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <PageSwitches />
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
