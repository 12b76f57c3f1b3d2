import { useId, type ReactNode } from "react";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import InboxOutlinedIcon from "@mui/icons-material/InboxOutlined";

/**
 * What a list with no record at all shows in place of its table (issue 33): a heading, a sentence
 * saying what to do next and the actions that do it, right there. A search or a tab that finds
 * nothing keeps the table's plain text instead (src/domain/list-emptiness.ts decides).
 */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 3, md: 5 }, display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", gap: 1.5 }}
    >
      <InboxOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
        {text}
      </Typography>
      {children ? (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1, justifyContent: "center" }}>
          {children}
        </Stack>
      ) : null}
    </Paper>
  );
}
