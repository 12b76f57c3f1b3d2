import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/domain/money";
import { useFormatLocale } from "@/hooks/use-format-locale";

/**
 * The progress of a file check (issue 21): "Checking rows… 12,000 of 50,000" under a bar, and
 * Cancel check. While the rows are counted (`total` null) the bar runs without a value.
 */
export function ImportProgress({ done, total, onCancel }: { done: number; total: number | null; onCancel: () => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const label = t("bulkImport.progress.label");
  const value = total ? Math.min(100, (done / total) * 100) : 0;
  return (
    <Box sx={{ mt: 1 }}>
      {total === null ? (
        <LinearProgress aria-label={label} />
      ) : (
        <LinearProgress
          variant="determinate"
          value={value}
          aria-label={label}
          aria-valuetext={`${formatNumber(done, locale)} / ${formatNumber(total, locale)}`}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between", mt: 1 }}>
        <Typography variant="body2">
          {total === null
            ? t("bulkImport.progress.counting")
            : t("bulkImport.progress.checking", { done: formatNumber(done, locale), total: formatNumber(total, locale) })}
        </Typography>
        <Button size="small" onClick={onCancel}>
          {t("bulkImport.progress.cancel")}
        </Button>
      </Stack>
    </Box>
  );
}
