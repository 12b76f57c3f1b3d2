import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { BulkProgress as Progress } from "@/hooks/use-bulk-run";

/** A bulk run's "3 of 5" as a live status and a bar named by the same text. */
export function BulkProgress({ progress, text }: { progress: Progress; text: string }) {
  return (
    <div role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
        {text}
      </Typography>
      <LinearProgress variant="determinate" value={progress.total ? (progress.done / progress.total) * 100 : 0} aria-label={text} />
    </div>
  );
}
