import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import CancelOutlined from "@mui/icons-material/CancelOutlined";
import { useTranslation } from "react-i18next";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { useUploadProgress } from "@/hooks/use-upload-progress";
import { cancelUpload, uploadOutcome } from "@/lib/upload-progress";

/** Screen readers hear the progress in quarters, not at every byte. */
const ANNOUNCE_STEP = 25;

/** Read by screen readers, not shown. */
const visuallyHidden = {
  border: 0,
  clip: "rect(0 0 0 0)",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  whiteSpace: "nowrap",
  width: "1px",
} as const;

/**
 * The upload of one seller's file while a form saves: a progress bar with the percentage, a
 * Cancel button (the upload stops and nothing is saved: the form's save fails and deletes what
 * was stored of it), and a polite live region that announces the start, every quarter and the
 * outcome (a failure is the form's to say). Renders nothing while no upload of the file runs and
 * its last one was not cancelled.
 */
export function UploadStatus({ file, name }: { file: Blob | null | undefined; name: string }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const progress = useUploadProgress(file);
  // Read on each change of the uploads (the hook re-renders when the upload ends).
  const outcome = progress ? null : uploadOutcome(file);
  const percent = progress?.percent ?? 0;
  const formatted = new Intl.NumberFormat(locale, { style: "percent" }).format(percent / 100);
  const announced = new Intl.NumberFormat(locale, { style: "percent" }).format(Math.floor(percent / ANNOUNCE_STEP) * (ANNOUNCE_STEP / 100));
  const isCancelled = outcome === "cancelled";
  const liveText = progress
    ? progress.cancelling
      ? t("files.upload.cancelling", { name })
      : t("files.upload.progress", { name, percent: announced })
    : isCancelled
      ? t("files.upload.cancelled", { name })
      : outcome === "done"
        ? t("files.upload.done", { name })
        : "";

  return (
    <Box>
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {liveText}
      </Box>
      {progress ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Box sx={{ flex: 1, minWidth: 120 }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t("files.upload.label", { name })}
              aria-valuetext={formatted}
            />
          </Box>
          <Typography variant="body2" aria-hidden sx={{ minWidth: 48, textAlign: "end" }}>
            {formatted}
          </Typography>
          <Button
            size="small"
            color="inherit"
            startIcon={<CancelOutlined />}
            disabled={progress.cancelling}
            onClick={() => cancelUpload(file)}
          >
            {t("files.upload.cancel")}
          </Button>
        </Stack>
      ) : isCancelled ? (
        <Typography variant="body2" color="text.secondary">
          {t("files.upload.cancelled", { name })}
        </Typography>
      ) : null}
    </Box>
  );
}
