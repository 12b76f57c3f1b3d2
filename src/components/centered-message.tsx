import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";

type Props = {
  /** What stands above the heading (an icon, the error code). */
  lead: ReactNode;
  title: string;
  body: string;
  /** The one way on: a link shown as a button. */
  action: { to: string; label: string };
};

/** A full-page card with a message and an action (Application Received, Not Found). */
export function CenteredMessage({ lead, title, body, action }: Props) {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, maxWidth: 560, width: "100%", textAlign: "center" }}>
        <Stack spacing={2} sx={{ alignItems: "center" }}>
          {lead}
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{body}</Typography>
          <Button component={RouterLink} to={action.to} variant="contained">
            {action.label}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
