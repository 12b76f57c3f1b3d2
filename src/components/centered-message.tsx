import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";

/** A full-page card with a message and an action (Application Received, Not Found). */
export function CenteredMessage({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, maxWidth: 560, width: "100%", textAlign: "center" }}>
        <Stack spacing={2} sx={{ alignItems: "center" }}>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
