import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { SignedOutHeading } from "@/components/color-scheme-switch";

/** The signed-out card of the reset screens: a heading, the language switch, then the content. */
export function ResetPasswordCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, width: "100%", maxWidth: 480 }}>
        <SignedOutHeading title={title} compact />
        {children}
      </Paper>
    </Box>
  );
}
