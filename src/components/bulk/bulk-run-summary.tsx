import type { ReactNode } from "react";
import Alert, { type AlertColor } from "@mui/material/Alert";
import Typography from "@mui/material/Typography";

type Props = {
  title: string;
  tone: AlertColor;
  /** What was done, as the alert under the title. */
  done: string;
  /** The groups of records not done (BulkOutcomeList) and any closing line. */
  children: ReactNode;
};

/** The end of a bulk run, announced when it appears: its title, what was done, then what was not. */
export function BulkRunSummary({ title, tone, done, children }: Props) {
  return (
    <div aria-live="polite">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Alert severity={tone} sx={{ mb: 1 }}>
        {done}
      </Alert>
      {children}
    </div>
  );
}
