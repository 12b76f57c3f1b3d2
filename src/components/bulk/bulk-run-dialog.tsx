import { useId, type ReactNode } from "react";
import Button, { type ButtonProps } from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/domain/money";
import type { BulkProgress as Progress } from "@/hooks/use-bulk-run";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { BulkProgress } from "./bulk-progress";

type Props = {
  title: string;
  /** The question and any choices asked before the run. */
  children: ReactNode;
  progress: Progress | null;
  /** i18n key of the "done of total" text, given `done` and `total`. */
  progressKey: string;
  /** The run's summary once it has finished; replaces the question and the buttons. */
  summary: ReactNode | null;
  labels: { close: string; cancel: string; confirm: string };
  /** Colour and focus of the confirming button (a delete is red). */
  confirmButton?: Pick<ButtonProps, "color" | "autoFocus">;
  canConfirm: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The frame every bulk action shares: a question, progress while the run goes (the dialog cannot
 * be closed then, so a half-done run is never hidden), then the summary in place of the question.
 */
export function BulkRunDialog(props: Props) {
  const { title, children, progress, progressKey, summary, labels, confirmButton, canConfirm, onConfirm, onClose } = props;
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const titleId = useId();
  const running = progress !== null;

  return (
    <Dialog open onClose={running ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {summary ?? (
          <>
            {children}
            {progress ? (
              <BulkProgress
                progress={progress}
                text={t(progressKey, { done: formatNumber(progress.done, locale), total: formatNumber(progress.total, locale) })}
              />
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {summary ? (
          <Button onClick={onClose} variant="contained" autoFocus>
            {labels.close}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={running}>
              {labels.cancel}
            </Button>
            <Button onClick={onConfirm} disabled={running || !canConfirm} variant="contained" {...confirmButton}>
              {labels.confirm}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
